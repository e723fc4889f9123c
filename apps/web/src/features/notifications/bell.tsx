import { m } from '@kairos/i18n';
import { Button, CloseIcon, makeIcon, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { BellTabs } from './bell-tabs';
import { useDismiss } from './use-dismiss';

const BellIcon = makeIcon(['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'], 'BellIcon');
const POLL_MS = 60_000;

/**
 * The tabs' lists are not in the first load: they load when the bell is pointed at, focused or opened. A chunk that
 * fails to load (offline before the service worker had it) shows the connection error in the popover.
 */
const loadPanels = () => import('./bell-panels');
function lazyPanel<P extends object>(pick: (mod: Awaited<ReturnType<typeof loadPanels>>) => ComponentType<P>) {
  return lazy(
    (): Promise<{ default: ComponentType<P> }> =>
      loadPanels().then(
        (mod) => ({ default: pick(mod) }),
        () => ({ default: () => <p className="px-2 py-3 text-sm text-red-700">{m.web_connection_error()}</p> }),
      ),
  );
}
const NotificationsPanel = lazyPanel((mod) => mod.NotificationsPanel);
const NewsPanel = lazyPanel((mod) => mod.NewsPanel);
const prefetchPanels = () => void loadPanels().catch(() => undefined);
type Tab = 'notifications' | 'news';

/**
 * The owner's bell: the badge counts unread notifications and unread news (one call, polled every minute while
 * the tab is visible); the popover has a tab for each, loaded when opened (docs/product/notifications.md).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('notifications');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  // React Query pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
  const counts = useQuery({ ...trpc.notifications.counts.queryOptions(), refetchInterval: POLL_MS });
  const total = counts.data?.total ?? 0;
  const panel = (t: Tab) => ({ id: `${id}-panel-${t}`, labelledBy: `${id}-tab-${t}` });

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="relative px-1 sm:px-2"
        aria-label={total ? `${m.ntf_bell_label()} (${m.ntf_bell_count({ count: total })})` : m.ntf_bell_label()}
        aria-expanded={open}
        aria-controls={`${id}-popover`}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={prefetchPanels}
        onFocus={prefetchPanels}
        data-testid="notification-bell"
      >
        <BellIcon className="size-5 sm:size-6" />
        {total ? (
          <span
            aria-hidden="true"
            data-testid="bell-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </Button>
      {open ? (
        <section
          id={`${id}-popover`}
          aria-labelledby={`${id}-title`}
          className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 text-sm shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <h2 id={`${id}-title`} className="font-semibold text-gray-900">
              {m.ntf_bell_label()}
            </h2>
            <Button variant="ghost" size="sm" className="px-2" aria-label={m.ntf_bell_close()} onClick={close}>
              <CloseIcon className="size-4" />
            </Button>
          </div>
          <BellTabs
            base={id}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'notifications', label: m.ntf_bell_tab_notifications(), unread: counts.data?.notifications ?? 0 },
              { id: 'news', label: m.ntf_bell_tab_news(), unread: counts.data?.news ?? 0 },
            ]}
          />
          <Suspense
            fallback={
              <div className="flex justify-center py-6">
                <Spinner />
              </div>
            }
          >
            {tab === 'notifications' ? (
              <NotificationsPanel {...panel('notifications')} onNavigate={close} />
            ) : (
              <NewsPanel {...panel('news')} unread={counts.data?.news ?? 0} />
            )}
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
