import type { AppRouter } from '@kairos/api';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { queryClient, trpc, trpcClient } from '../trpc';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** The tRPC routers built on the server's records builders (packages/api/src/core/records). */
export type RecordArea = 'clients' | 'services' | 'locations' | 'discounts' | 'classes' | 'packages' | 'products' | 'vouchers';

/** What every list-and-form record has. */
export interface BaseRecord {
  id: string;
  archived_at: string | null;
}

/** A record's id, read through the common shape (the compiler cannot look a field up on an area's type while the area is open). */
export const recordId = (record: BaseRecord): string => record.id;

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

/** A list query; `S` is the area's sort values (none for most). */
export interface ListQuery<S extends string = never> {
  page: number;
  per_page: number;
  search?: string;
  archived: boolean;
  sort?: S;
}

/** The record types of one area: what the pattern reads, writes and lists. */
export interface RecordTypes {
  /** What `get` answers (a detail may add lines: a package's services, a class's sessions). */
  record: BaseRecord;
  /** What create, update, archive and restore answer: the record, or its fields without the detail. */
  saved: BaseRecord;
  /** A list row. */
  item: BaseRecord;
  /** What the form sends to create (update adds `id`). */
  input: object;
  /** The list's sort values. */
  sort: string;
}

interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The tRPC procedures a record area offers (the server's records builders), as
 * the list, form and detail screens use them: `trpcClient.<area>` has this shape.
 */
export interface RecordRouter<T extends RecordTypes> {
  list: { query(input: ListQuery<T['sort']>, options?: CallOptions): Promise<Page<T['item']>> };
  get: { query(input: { id: string }, options?: CallOptions): Promise<T['record']> };
  create: { mutate(input: T['input']): Promise<T['saved']> };
  update: { mutate(input: T['input'] & { id: string }): Promise<T['saved']> };
  archive: { mutate(input: { id: string }): Promise<T['saved']> };
  restore: { mutate(input: { id: string }): Promise<T['saved']> };
  destroy: { mutate(input: { id: string }): Promise<null> };
}

/** The query keys of a record area (`trpc.<area>`, the options proxy), for the cache. */
export interface RecordKeys<T extends RecordTypes> {
  list: { queryKey(input: ListQuery<T['sort']>): QueryKey; pathKey(): QueryKey };
  get: { queryKey(input: { id: string }): QueryKey };
}

type SortOf<A extends RecordArea> = Inputs[A]['list'] extends { sort?: infer S } ? Extract<S, string> : never;

export interface RecordTypesOf<A extends RecordArea> extends RecordTypes {
  record: Outputs[A]['get'];
  saved: Outputs[A]['create'];
  item: Outputs[A]['list']['items'][number];
  input: Inputs[A]['create'];
  sort: SortOf<A>;
}

export type RecordOf<A extends RecordArea> = RecordTypesOf<A>['record'];
export type SavedOf<A extends RecordArea> = RecordTypesOf<A>['saved'];
export type ListItemOf<A extends RecordArea> = RecordTypesOf<A>['item'];
export type RecordInputOf<A extends RecordArea> = RecordTypesOf<A>['input'];
export type RecordSortOf<A extends RecordArea> = RecordTypesOf<A>['sort'];

interface RecordApi<T extends RecordTypes> {
  client: RecordRouter<T>;
  keys: RecordKeys<T>;
  /**
   * Present when writes answer the whole record (what `get` answers): a saved
   * record then goes straight into the cache. A class's writes leave out its
   * sessions, so its cached detail is refetched instead.
   */
  whole?: (saved: T['saved']) => T['record'];
}

const whole = <R>(saved: R): R => saved;

/** Every record area's procedures, checked against RecordRouter by the compiler (no casts). */
const APIS: { [A in RecordArea]: RecordApi<RecordTypesOf<A>> } = {
  clients: { client: trpcClient.clients, keys: trpc.clients, whole },
  services: { client: trpcClient.services, keys: trpc.services, whole },
  locations: { client: trpcClient.locations, keys: trpc.locations, whole },
  discounts: { client: trpcClient.discounts, keys: trpc.discounts, whole },
  classes: { client: trpcClient.classes, keys: trpc.classes },
  packages: { client: trpcClient.packages, keys: trpc.packages, whole },
  products: { client: trpcClient.products, keys: trpc.products, whole },
  vouchers: { client: trpcClient.vouchers, keys: trpc.vouchers, whole },
};

/** One area's procedures and keys, typed by the area. */
export const recordApi = <A extends RecordArea>(area: A): RecordApi<RecordTypesOf<A>> => APIS[area];

/** Query options for one page of an area's list (same key as `trpc.<area>.list.queryOptions`). */
export function listQueryOptions<A extends RecordArea>(area: A, input: ListQuery<RecordSortOf<A>>) {
  const { client, keys } = recordApi(area);
  return queryOptions({
    queryKey: keys.list.queryKey(input),
    queryFn: ({ signal }) => client.list.query(input, { signal }),
  });
}

/** Query options for one record (`<area>.get`). */
export function getQueryOptions<A extends RecordArea>(area: A, id: string) {
  const { client, keys } = recordApi(area);
  return queryOptions({
    queryKey: keys.get.queryKey({ id }),
    queryFn: ({ signal }) => client.get.query({ id }, { signal }),
  });
}

/** Removes a record from every cached page of the area's lists (it then appears in the right one on refetch). */
export function dropFromLists(area: RecordArea, id: string): void {
  queryClient.setQueriesData<Page<BaseRecord>>({ queryKey: recordApi(area).keys.list.pathKey() }, (old) => {
    if (!old?.items?.some((r) => r.id === id)) return old;
    return { ...old, items: old.items.filter((r) => r.id !== id), total: Math.max(0, old.total - 1) };
  });
}

/** Refetches the area's lists (active and archived, every page and search). */
export function refreshLists(area: RecordArea): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recordApi(area).keys.list.pathKey() });
}

/** Puts a saved record into the cache for its detail and form screens (or refetches them when it is not whole). */
export function rememberRecord<A extends RecordArea>(area: A, saved: SavedOf<A>): void {
  const { keys, whole } = recordApi(area);
  const key = keys.get.queryKey({ id: recordId(saved) });
  if (whole) queryClient.setQueryData(key, whole(saved));
  else void queryClient.invalidateQueries({ queryKey: key });
}

export function forgetRecord(area: RecordArea, id: string): void {
  queryClient.removeQueries({ queryKey: recordApi(area).keys.get.queryKey({ id }) });
}
