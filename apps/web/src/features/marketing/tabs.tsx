import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import { type KeyboardEvent, useRef } from 'react';

export const TABS = ['scheduled', 'past', 'opted-out'] as const;
export type Tab = (typeof TABS)[number];

const LABEL: Record<Tab, () => string> = {
  scheduled: () => m.wmkt_tab_scheduled(),
  past: () => m.wmkt_tab_past(),
  'opted-out': () => m.wmkt_tab_opted_out(),
};

export const tabId = (tab: Tab) => `marketing-tab-${tab}`;
export const PANEL_ID = 'marketing-panel';

/** Scheduled / Past / Opted-out clients as a tab list (arrow keys, Home and End move and select). */
export function MarketingTabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(TABS[next] ?? 'scheduled');
  };
  return (
    <div
      role="tablist"
      aria-label={m.wmkt_tabs_label()}
      className="mb-4 grid grid-cols-3 gap-1 rounded-lg bg-gray-100 p-1 sm:inline-flex"
      onKeyDown={onKeyDown}
    >
      {TABS.map((t, i) => {
        const selected = t === tab;
        return (
          <button
            key={t}
            id={tabId(t)}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t)}
            className={cn(
              'min-h-9 rounded-md px-2 py-1 text-sm leading-tight font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-4 sm:whitespace-nowrap',
              selected ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            {LABEL[t]()}
          </button>
        );
      })}
    </div>
  );
}
