import { type KeyboardEvent, useRef } from 'react';
import { cn } from './cn';

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** The visible name of each tab. */
  label: (tab: T) => string;
  /** The list's accessible name. */
  ariaLabel: string;
  /** Each tab's element id (the panel's aria-labelledby points at it) and the panel they control. */
  tabId: (tab: T) => string;
  panelId: string;
  className?: string;
  tabClassName?: string;
}

/**
 * A WAI-ARIA tab list whose tabs select on focus: arrow keys move round, Home and End jump; only the selected tab
 * is in the Tab order. The page renders the panel (`id={panelId}`, role tabpanel, aria-labelledby the tab's id).
 */
export function TabList<T extends string>(p: TabListProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const n = p.tabs.length;
    const at = p.tabs.indexOf(p.value);
    const keys: Record<string, number> = { ArrowRight: (at + 1) % n, ArrowLeft: (at + n - 1) % n, Home: 0, End: n - 1 };
    const next = keys[event.key];
    const tab = next === undefined ? undefined : p.tabs[next];
    if (next === undefined || tab === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    p.onChange(tab);
  };
  return (
    <div
      role="tablist"
      aria-label={p.ariaLabel}
      className={cn('gap-1 rounded-lg bg-gray-100 p-1', p.className)}
      onKeyDown={onKeyDown}
    >
      {p.tabs.map((t, i) => {
        const selected = t === p.value;
        return (
          <button
            key={t}
            id={p.tabId(t)}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={p.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => p.onChange(t)}
            className={cn(
              'min-h-9 rounded-md py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              p.tabClassName,
              selected ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            {p.label(t)}
          </button>
        );
      })}
    </div>
  );
}
