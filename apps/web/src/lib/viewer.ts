import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Viewer } from '../app/access';
import { errorInfo, sessionVerdict } from './errors';
import { restoreSession, sessionConfirmed } from './offline-cache';
import { isOnline, reportUnreachable } from './reachability';
import { queryClient, trpc, trpcClient, type User, viewerKey } from './trpc';

/** docs/product/common.md: the user is refreshed on window focus after a 1 s delay. */
export const FOCUS_REFRESH_DELAY_MS = 1000;
/** A server that has not said who the user is by then counts as unreachable (a connection that only looks alive). */
export const VIEWER_TIMEOUT_MS = 10_000;

class NoAnswerInTime extends Error {}

function answerWithin<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerInTime('No answer in time')), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/**
 * Who is signed in. The server's answer decides (a user, or null: signed out) and is remembered on the
 * device (lib/offline-cache.ts). No answer (offline, the server unreachable, failing or silent for
 * VIEWER_TIMEOUT_MS) says nothing about the session: the user this page already had, else the one saved
 * on the device with their data, is kept and the app goes read-only. With neither, a failure is passed on
 * (the guard then sees a guest) and a slow answer is waited for.
 */
export async function fetchViewer(): Promise<User | null> {
  const call = trpcClient.auth.viewer.query();
  // When the saved user is used instead, the late answer (or failure) is of no interest.
  call.catch(() => undefined);
  let user: User | null;
  try {
    user = await answerWithin(call, VIEWER_TIMEOUT_MS);
  } catch (error) {
    if (sessionVerdict(errorInfo(error)) !== 'unknown') throw error;
    const known = queryClient.getQueryData<User | null>(viewerKey()) ?? (await restoreSession());
    if (known) {
      reportUnreachable();
      return known;
    }
    if (!(error instanceof NoAnswerInTime)) throw error;
    user = await call;
  }
  await sessionConfirmed(user);
  return user;
}

/** The user query's options: always asked (also offline, to fall back at once), never retried (fetchViewer decides). */
export function viewerQueryOptions() {
  return {
    ...trpc.auth.viewer.queryOptions(),
    queryFn: fetchViewer,
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always' as const,
    retry: false,
  };
}

/** The logged-in user (null for guests) and whether the first fetch is still running. */
export function useViewer(): { user: User | null; loading: boolean } {
  const query = useQuery(viewerQueryOptions());
  if (query.isPending) return { user: null, loading: true };
  // docs/product/common.md: a failed user fetch clears the user (fetchViewer has already kept one whenever the failure allows).
  if (query.isError) return { user: null, loading: false };
  return { user: query.data ?? null, loading: false };
}

/** The user inside screens that the route guard only opens for logged-in users. */
export function useUser(): User {
  const { user } = useViewer();
  if (!user) throw new Error('useUser needs a logged-in user');
  return user;
}

/**
 * The IANA zone every time on the screen is shown in: the business's, or on admin and affiliate screens the
 * person's own (the server's `timezone`), never the device's.
 */
export function useTimeZone(): string {
  return useViewer().user?.timezone ?? 'UTC';
}

/** Refetches the user when the window regains focus, debounced. */
export function useFocusRefresh(): void {
  useEffect(() => {
    let timer: number | undefined;
    const refresh = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (isOnline()) void queryClient.invalidateQueries({ queryKey: viewerKey() });
      }, FOCUS_REFRESH_DELAY_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}

/** What the shared access rules need to know about a user. */
export function accessViewer(user: User): Viewer {
  const s = user.subscription;
  return {
    is_admin: user.is_admin,
    is_affiliate: user.is_affiliate,
    is_api_user: user.is_api_user,
    is_premium: user.is_premium,
    subscription: s
      ? { valid: s.valid, is_trialing: s.is_trialing, has_incomplete_payment: s.has_incomplete_payment, level: s.level }
      : { valid: false, is_trialing: false, has_incomplete_payment: false, level: 'trial' },
  };
}

export function fullName(user: Pick<User, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
