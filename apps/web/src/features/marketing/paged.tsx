import { m } from '@kairos/i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ListSkeleton, LoadError, Pagination } from '../../lib/records/list-parts';

/** Every marketing list page holds 25 (the API's page size). */
export const PER_PAGE = 25;

interface PagedProps<T> {
  query: UseQueryResult<{ data: T[]; meta: { page: number; last_page: number; total: number } }>;
  empty: { title: string; text?: string };
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
}

/** A page of a marketing list: the load error with a retry, placeholder rows, the empty state or the rows, then the pager. */
export function Paged<T>({ query, empty, onPage, children }: PagedProps<T>) {
  const data = query.data;
  return (
    <>
      {query.isError && !data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <ListSkeleton label={m.wmkt_loading()} />
      ) : data.data.length === 0 ? (
        <EmptyState title={empty.title} text={empty.text} />
      ) : (
        children(data.data)
      )}
      {data ? (
        <Pagination
          page={data.meta.page}
          lastPage={data.meta.last_page}
          total={data.meta.total}
          perPage={PER_PAGE}
          onPage={onPage}
        />
      ) : null}
    </>
  );
}
