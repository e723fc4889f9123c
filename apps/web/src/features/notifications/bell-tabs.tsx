import { cn } from '@kairos/ui';
import { type KeyboardEvent, useRef } from 'react';

export interface BellTab<T extends string> {
  id: T;
  label: string;
  unread: number;
}

/** The bell's tab list (WAI-ARIA tabs: arrows, Home and End move between tabs; the selected one is in the tab order). */
export function BellTabs<T extends string>({
  base,
  tabs,
  selected,
  onSelect,
}: {
  base: string;
  tabs: BellTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" className="mb-1 flex gap-1 border-b border-gray-100 px-1">
      {tabs.map((tab, i) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKey(e, i)}
            data-testid={`bell-tab-${tab.id}`}
            className={cn(
              '-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
              active ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:text-gray-900',
            )}
          >
            {tab.label}
            {tab.unread ? (
              <span className="min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white">
                {tab.unread > 99 ? '99+' : tab.unread}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
