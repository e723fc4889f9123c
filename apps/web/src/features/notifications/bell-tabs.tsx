import { TabList } from '@kairos/ui';

export interface BellTab<T extends string> {
  id: T;
  label: string;
  unread: number;
}

/** The bell's tabs: the kit's tab list (arrows, Home and End move between tabs), each with its unread count. */
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
  return (
    <TabList
      variant="line"
      tabs={tabs.map((t) => t.id)}
      value={selected}
      onChange={onSelect}
      label={(id) => {
        const tab = tabs.find((t) => t.id === id);
        return (
          <span className="flex items-center gap-1.5">
            {tab?.label}
            {tab?.unread ? (
              <span className="min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white">
                {tab.unread > 99 ? '99+' : tab.unread}
              </span>
            ) : null}
          </span>
        );
      }}
      tabId={(id) => `${base}-tab-${id}`}
      panelId={(id) => `${base}-panel-${id}`}
      tabTestId={(id) => `bell-tab-${id}`}
      className="mb-1 px-1"
    />
  );
}
