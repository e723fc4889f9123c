import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Viewer } from '../app/access';
import { queryClient, trpc, type User, viewerKey } from './trpc';

/** SPEC 4: the user is refreshed on window focus after a 1 s delay. */
export const FOCUS_REFRESH_DELAY_MS = 1000;

/** The logged-in user (null for guests) and whether the first fetch is still running. */
export function useViewer(): { user: User | null; loading: boolean } {
  const query = useQuery({ ...trpc.auth.viewer.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  if (query.isPending) return { user: null, loading: true };
  // SPEC 8: a failed user fetch while online clears the user; offline we keep what we had.
  if (query.isError && navigator.onLine) return { user: null, loading: false };
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
        if (navigator.onLine) void queryClient.invalidateQueries({ queryKey: viewerKey() });
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
