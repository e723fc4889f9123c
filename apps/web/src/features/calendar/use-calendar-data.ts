import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useOnline } from '../../lib/connectivity';
import { queryClient, trpc } from '../../lib/trpc';
import type { DateRange } from './dates';
import type { BusyBlock, CalendarItem } from './event-mapping';

export interface CalendarData {
  items: CalendarItem[];
  /** Busy times from the owner's Google calendars in the range: blocks without details (none offline). */
  busy: BusyBlock[];
  /** 'live': the server's answer for the range; 'offline': the saved copy (read-only). */
  source: 'live' | 'offline';
  /** When the offline copy was made (ISO), for the notice. */
  savedAt: string | null;
  loading: boolean;
  error: unknown;
  /** The months either side once prefetched (the screen maps their events ahead, in idle time). */
  upcoming: CalendarItem[][];
}

const EMPTY: CalendarItem[] = [];
const NO_BUSY: BusyBlock[] = [];
const STALE_MS = 30_000;
const PREFETCH_DELAY_MS = 400;

/**
 * The diary for a range: one `appointments.list` per range (the screen asks
 * for a whole month grid, so switching day/week/month within a month costs no
 * request). Online visits also refresh `appointments.offline` (the next two
 * weeks), which the query cache saves on the device with the rest
 * (lib/offline-cache.ts); offline, answers the range from the query cache when
 * it is there, else from those two weeks.
 */
export function useCalendarData(range: DateRange, neighbours: DateRange[]): CalendarData {
  const online = useOnline();
  const list = useQuery({
    ...trpc.appointments.list.queryOptions(range),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });

  // Once this month is in, the months either side load in the background, so previous/next is instant.
  const loaded = list.data !== undefined && !list.isPlaceholderData;
  const around = JSON.stringify(neighbours);
  useEffect(() => {
    if (!online || !loaded) return;
    const timer = window.setTimeout(() => {
      for (const r of JSON.parse(around) as DateRange[])
        void queryClient.prefetchQuery({ ...trpc.appointments.list.queryOptions(r), staleTime: STALE_MS });
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [online, loaded, around]);
  // The prefetched neighbours as they land in the cache (observed only: these never fetch).
  const cachedNeighbours = useQueries({
    queries: (JSON.parse(around) as DateRange[]).map((r) => ({
      ...trpc.appointments.list.queryOptions(r),
      enabled: false,
      staleTime: STALE_MS,
    })),
  });
  // A new list each render; each answer keeps its identity until the cache has a new one.
  const upcoming = cachedNeighbours.flatMap((q) => (q.data ? [q.data.items] : []));
  const offline = useQuery({ ...trpc.appointments.offline.queryOptions(), enabled: online, staleTime: 5 * 60_000 });

  const copy = online ? null : (offline.data ?? null);
  const showCopy = !online && copy !== null && (!list.data || list.isPlaceholderData);
  const copyItems = showCopy ? copy.items : null;
  const fromCopy = useMemo(
    () => copyItems?.filter((i) => i.date >= range.from && i.date <= range.to) ?? null,
    [copyItems, range.from, range.to],
  );

  if (fromCopy && copy)
    return {
      items: fromCopy,
      busy: NO_BUSY,
      source: 'offline',
      savedAt: copy.generated_at,
      loading: false,
      error: null,
      upcoming,
    };
  if (!online && !list.data)
    return { items: EMPTY, busy: NO_BUSY, source: 'offline', savedAt: null, loading: false, error: null, upcoming };
  return {
    upcoming,
    items: list.data?.items ?? EMPTY,
    busy: list.data?.busy ?? NO_BUSY,
    source: 'live',
    savedAt: null,
    loading: list.isPending || (list.isPlaceholderData && list.isFetching),
    error: list.error,
  };
}
