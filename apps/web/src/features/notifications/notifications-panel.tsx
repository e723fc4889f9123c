import { m } from '@kairos/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { NotificationItem } from './notification-item';
import { BellPanel, PAGE, refreshBell } from './panel';

/** The "Notifications" tab: the business's unread notifications; reading one removes it (docs/product/notifications.md). */
export function NotificationsPanel({ id, labelledBy, onNavigate }: { id: string; labelledBy: string; onNavigate: () => void }) {
  const [perPage, setPerPage] = useState(PAGE);
  const list = useQuery(trpc.notifications.list.queryOptions({ per_page: perPage }));
  const markRead = useMutation({ ...trpc.notifications.markRead.mutationOptions(), onSettled: refreshBell });
  const remove = useMutation({ ...trpc.notifications.remove.mutationOptions(), onSettled: refreshBell });
  const markAll = useMutation({ ...trpc.notifications.markAllRead.mutationOptions(), onSettled: refreshBell });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  return (
    <BellPanel
      id={id}
      labelledBy={labelledBy}
      unread={total}
      onMarkAll={() => markAll.mutate()}
      empty={m.ntf_bell_empty()}
      count={items.length}
      total={total}
      onMore={() => setPerPage((p) => Math.min(100, p + PAGE))}
      pending={list.isPending}
      error={list.error}
    >
      {items.map((n) => (
        <NotificationItem
          key={n.id}
          item={n}
          onOpen={() => {
            markRead.mutate({ id: n.id });
            onNavigate();
          }}
          onRead={() => markRead.mutate({ id: n.id })}
          onDelete={() => remove.mutate({ id: n.id })}
        />
      ))}
    </BellPanel>
  );
}
