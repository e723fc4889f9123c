import { m } from '@kairos/i18n';
import { Button, CloseIcon, makeIcon } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { queryClient, trpc } from '../../lib/trpc';
import { NotificationItem } from './notification-item';

const BellIcon = makeIcon(['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'], 'BellIcon');
const POLL_MS = 60_000;
const PAGE = 10;

/** The owner's bell: unread notifications with a count, polled every minute while the tab is visible (SPEC 4, 7). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [perPage, setPerPage] = useState(PAGE);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // React Query pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
  const list = useQuery({ ...trpc.notifications.list.queryOptions({ per_page: perPage }), refetchInterval: POLL_MS });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
  const markRead = useMutation({ ...trpc.notifications.markRead.mutationOptions(), onSettled: refresh });
  const remove = useMutation({ ...trpc.notifications.remove.mutationOptions(), onSettled: refresh });
  const markAll = useMutation({ ...trpc.notifications.markAllRead.mutationOptions(), onSettled: refresh });
  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="relative px-1 sm:px-2"
        aria-label={total ? `${m.ntf_bell_label()} (${m.ntf_bell_count({ count: total })})` : m.ntf_bell_label()}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <BellIcon className="size-5 sm:size-6" />
        {total ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </Button>
      {open ? (
        <section
          id={`${id}-panel`}
          aria-labelledby={`${id}-title`}
          className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 text-sm shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <h2 id={`${id}-title`} className="font-semibold text-gray-900">
              {m.ntf_bell_label()}
            </h2>
            <div className="flex items-center gap-1">
              {total ? (
                <Button variant="ghost" size="sm" onClick={() => markAll.mutate()}>
                  {m.ntf_bell_mark_all()}
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" className="px-2" aria-label={m.ntf_bell_close()} onClick={() => setOpen(false)}>
                <CloseIcon className="size-4" />
              </Button>
            </div>
          </div>
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-gray-500">{m.ntf_bell_empty()}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-gray-100">
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  item={n}
                  onOpen={() => {
                    markRead.mutate({ id: n.id });
                    setOpen(false);
                  }}
                  onRead={() => markRead.mutate({ id: n.id })}
                  onDelete={() => remove.mutate({ id: n.id })}
                />
              ))}
            </ul>
          )}
          {total > items.length ? (
            <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => setPerPage((p) => Math.min(100, p + PAGE))}>
              {m.ntf_bell_more()}
            </Button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
