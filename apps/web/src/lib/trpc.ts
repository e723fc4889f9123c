import type { AppRouter } from '@kairos/api';
import { LOCALE_HEADER } from '@kairos/i18n';
import { getLocale } from '@kairos/i18n/runtime';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { CSRF_HEADER, csrfToken } from './csrf';
import { errorInfo, isAuthFailure } from './errors';
import { navigateTo } from './navigation';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The logged-in user as the server describes it. */
export type User = NonNullable<RouterOutputs['auth']['viewer']>;

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
      async headers({ opList }) {
        const headers: Record<string, string> = { [LOCALE_HEADER]: getLocale() };
        if (opList.some((op) => op.type === 'mutation')) headers[CSRF_HEADER] = await csrfToken();
        return headers;
      },
    }),
  ],
});

/**
 * SPEC 8: a 401/419 while logged in ends the session here (the route guard then
 * sends the user to /login?redirect=...); a 403 FORBIDDEN goes to /dashboard.
 * Every error still reaches the caller.
 */
function onAnyError(error: unknown): void {
  const info = errorInfo(error);
  if (isAuthFailure(info)) {
    if (queryClient.getQueryData(viewerKey())) queryClient.setQueryData(viewerKey(), null);
    return;
  }
  if (info.code === 'FORBIDDEN') navigateTo('/dashboard', { replace: true });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onAnyError }),
  mutationCache: new MutationCache({ onError: onAnyError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => {
        const status = errorInfo(error).httpStatus;
        return status === null && count < 2;
      },
    },
    mutations: { retry: false },
  },
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export function viewerKey() {
  return trpc.auth.viewer.queryKey();
}

/** Puts the user returned by login/register/profile updates into the cache. */
export function setViewer(user: User | null): void {
  queryClient.setQueryData(viewerKey(), user);
}
