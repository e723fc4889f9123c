import { ANALYTICS_TABS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import { type KeyboardEvent, useRef } from 'react';

export const TABS = ['numbers', ...ANALYTICS_TABS] as const;
export type Tab = (typeof TABS)[number];

export const TAB_LABEL: Record<Tab, () => string> = {
  numbers: () => m.wan_tab_numbers(),
  service_delivery: () => m.wan_tab_service_delivery(),
  financial: () => m.wan_tab_financial(),
  client_info: () => m.wan_tab_client_info(),
  kpis: () => m.wan_tab_kpis(),
};

export const tabId = (tab: Tab) => `analytics-tab-${tab}`;
export const PANEL_ID = 'analytics-panel';
export const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/** The five SPEC 2 tabs as a tab list (arrow keys, Home and End move and select); scrolls sideways on a phone. */
export function AnalyticsTabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const keys: Record<string, number> = {
      ArrowRight: (at + 1) % TABS.length,
      ArrowLeft: (at + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(TABS[next] ?? 'numbers');
  };
  return (
    <div className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={m.wan_tabs_label()}
        className="inline-flex min-w-max gap-1 rounded-lg bg-gray-100 p-1"
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
                'min-h-9 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                selected ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-600 hover:text-gray-900',
              )}
            >
              {TAB_LABEL[t]()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
