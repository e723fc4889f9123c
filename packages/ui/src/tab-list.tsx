import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from './cn';

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** What each tab shows (its name, and e.g. a count after it). */
  label: (tab: T) => ReactNode;
  /** The list's accessible name, or the id of the heading that names it. */
  ariaLabel?: string;
  ariaLabelledBy?: string;
  /** Each tab's element id (the panel's aria-labelledby points at it). */
  tabId: (tab: T) => string;
  /** The panel the tabs control: one id for a shared panel, or one per tab. */
  panelId: string | ((tab: T) => string);
  /** `pills` (default): grey track, the selected tab raised in white; `line`: underlined, for tabs above a section. */
  variant?: 'pills' | 'line';
  className?: string;
  /** Extra classes for every tab, or per tab (e.g. a tab whose fields have errors). */
  tabClassName?: string | ((tab: T) => string | undefined);
  /** `data-testid` of each tab. */
  tabTestId?: (tab: T) => string;
}

/** The tab index a key moves to from `at` among `count` tabs (arrows go round, Home and End jump), or undefined. */
export function tabKeyTarget(key: string, at: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const moves: Record<string, number> = {
    ArrowRight: (at + 1) % count,
    ArrowLeft: (at + count - 1) % count,
    Home: 0,
    End: count - 1,
  };
  return moves[key];
}

const VARIANT = {
  pills: {
    list: 'gap-1 rounded-lg bg-gray-100 p-1',
    tab: 'min-h-9 rounded-md py-1',
    on: 'bg-white text-gray-900 shadow-xs',
    off: 'text-gray-600 hover:text-gray-900',
  },
  line: {
    list: 'flex gap-1 border-b border-gray-200',
    tab: '-mb-px border-b-2 px-3 py-2.5 whitespace-nowrap',
    on: 'border-brand-600 text-brand-700',
    off: 'border-transparent text-gray-600 hover:text-gray-900',
  },
} as const;

/**
 * The kit's one WAI-ARIA tab list. Tabs select on focus: arrow keys move round, Home and End jump; only the selected
 * tab is in the Tab order. The page renders the panel (`id={panelId}`, role tabpanel, aria-labelledby the tab's id).
 */
export function TabList<T extends string>(p: TabListProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const look = VARIANT[p.variant ?? 'pills'];
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabKeyTarget(event.key, p.tabs.indexOf(p.value), p.tabs.length);
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
      aria-labelledby={p.ariaLabelledBy}
      className={cn(look.list, p.className)}
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
            aria-controls={typeof p.panelId === 'function' ? p.panelId(t) : p.panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => p.onChange(t)}
            data-testid={p.tabTestId?.(t)}
            className={cn(
              'text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
              look.tab,
              typeof p.tabClassName === 'function' ? p.tabClassName(t) : p.tabClassName,
              selected ? look.on : look.off,
            )}
          >
            {p.label(t)}
          </button>
        );
      })}
    </div>
  );
}
