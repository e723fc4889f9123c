import { m } from '@kairos/i18n';
import { TabList } from '@kairos/ui';

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
  return (
    <TabList
      tabs={TABS}
      value={tab}
      onChange={onChange}
      label={(t) => LABEL[t]()}
      ariaLabel={m.wmkt_tabs_label()}
      tabId={tabId}
      panelId={PANEL_ID}
      className="mb-4 grid grid-cols-3 sm:inline-flex"
      tabClassName="px-2 leading-tight sm:px-4 sm:whitespace-nowrap"
    />
  );
}
