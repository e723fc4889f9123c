import { m } from '@kairos/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { NewsItem } from './news-item';
import { BellPanel, PAGE, refreshBell } from './panel';

/** The "News" tab: Kairos's news for the reader's language; read items stay, marked READ (docs/product/notifications.md). */
export function NewsPanel({ id, labelledBy, unread }: { id: string; labelledBy: string; unread: number }) {
  const [perPage, setPerPage] = useState(PAGE);
  const list = useQuery(trpc.news.list.queryOptions({ per_page: perPage }));
  const markRead = useMutation({ ...trpc.news.markRead.mutationOptions(), onSettled: refreshBell });
  const remove = useMutation({ ...trpc.news.remove.mutationOptions(), onSettled: refreshBell });
  const markAll = useMutation({ ...trpc.news.markAllRead.mutationOptions(), onSettled: refreshBell });
  const items = list.data?.items ?? [];
  return (
    <BellPanel
      id={id}
      labelledBy={labelledBy}
      unread={unread}
      onMarkAll={() => markAll.mutate()}
      empty={m.ntf_news_empty()}
      count={items.length}
      total={list.data?.total ?? 0}
      onMore={() => setPerPage((p) => Math.min(100, p + PAGE))}
      pending={list.isPending}
      error={list.error}
    >
      {items.map((n) => (
        <NewsItem key={n.id} item={n} onRead={() => markRead.mutate({ id: n.id })} onDelete={() => remove.mutate({ id: n.id })} />
      ))}
    </BellPanel>
  );
}
