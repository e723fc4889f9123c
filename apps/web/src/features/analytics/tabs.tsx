import { ANALYTICS_TABS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { TabList } from '@kairos/ui';

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

/** The five docs/product/analytics.md tabs as a tab list (arrow keys, Home and End move and select); scrolls sideways on a phone. */
export function AnalyticsTabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  return (
    <div className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <TabList
        tabs={TABS}
        value={tab}
        onChange={onChange}
        label={(t) => TAB_LABEL[t]()}
        ariaLabel={m.wan_tabs_label()}
        tabId={tabId}
        panelId={PANEL_ID}
        className="inline-flex min-w-max"
        tabClassName="px-3 whitespace-nowrap"
      />
    </div>
  );
}
