import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { queryClient, trpc, trpcClient } from '../trpc';

/** The tRPC routers built on the server's list-and-form pattern (packages/api/src/core/crud.ts). */
export type RecordArea = 'clients' | 'services' | 'locations' | 'discounts' | 'classes' | 'packages';

/** What every list-and-form record has. */
export interface BaseRecord {
  id: string;
  archived_at: string | null;
}

/** One page of a list, as `<area>.list` answers it. */
export interface Page<R> {
  items: R[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

/** A file the server made (exports, templates), base64-encoded. */
export interface FileOut {
  file_name: string;
  mime_type: string;
  content_base64: string;
}

export interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
  archived: boolean;
  sort?: string;
}

/*
 * Every area router has the same procedures with area-specific record types.
 * The pattern only needs their shared shape, so it looks them up through one
 * concrete router type and narrows the record type at the call site.
 */
type Proxy = typeof trpc.locations;
type Client = typeof trpcClient.locations;

export const proxyOf = (area: RecordArea) => trpc[area] as unknown as Proxy;
export const clientOf = (area: RecordArea) => trpcClient[area] as unknown as Client;

/** Query options for one page of an area's list (same key as `trpc.<area>.list.queryOptions`). */
export function listQueryOptions<R>(area: RecordArea, input: ListQuery) {
  return queryOptions({
    queryKey: proxyOf(area).list.queryKey(input as never) as QueryKey,
    queryFn: ({ signal }) => clientOf(area).list.query(input as never, { signal }) as unknown as Promise<Page<R>>,
  });
}

/** Query options for one record (`<area>.get`). */
export function getQueryOptions<R>(area: RecordArea, id: string) {
  return queryOptions({
    queryKey: proxyOf(area).get.queryKey({ id }) as QueryKey,
    queryFn: ({ signal }) => clientOf(area).get.query({ id }, { signal }) as unknown as Promise<R>,
  });
}

/** Removes a record from every cached page of the area's lists (it then appears in the right one on refetch). */
export function dropFromLists(area: RecordArea, id: string): void {
  queryClient.setQueriesData<Page<BaseRecord>>({ queryKey: proxyOf(area).list.pathKey() }, (old) => {
    if (!old?.items?.some((r) => r.id === id)) return old;
    return { ...old, items: old.items.filter((r) => r.id !== id), total: Math.max(0, old.total - 1) };
  });
}

/** Refetches the area's lists (active and archived, every page and search). */
export function refreshLists(area: RecordArea): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: proxyOf(area).list.pathKey() });
}

/** Puts a saved record into the cache for its detail and form screens. */
export function rememberRecord(area: RecordArea, record: BaseRecord): void {
  queryClient.setQueryData(proxyOf(area).get.queryKey({ id: record.id }), record as never);
}

export function forgetRecord(area: RecordArea, id: string): void {
  queryClient.removeQueries({ queryKey: proxyOf(area).get.queryKey({ id }) });
}
