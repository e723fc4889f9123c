import type { AppRouter } from '@kairos/api';
import { MAX_BATCH_CALLS, UNBATCHED_PROCEDURES } from '@kairos/api/shared';
import { LOCALE_HEADER } from '@kairos/i18n';
import { getLocale } from '@kairos/i18n/runtime';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, type Operation, splitLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { CSRF_HEADER, csrfToken } from './csrf';
import { errorInfo, isAuthFailure } from './errors';
import { navigateTo } from './navigation';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The logged-in user as the server describes it. */
export type User = NonNullable<RouterOutputs['auth']['viewer']>;

/** Locale on every call; the CSRF header on every request that carries a mutation. */
async function requestHeaders(ops: readonly Operation[]): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [LOCALE_HEADER]: getLocale() };
  if (ops.some((op) => op.type === 'mutation')) headers[CSRF_HEADER] = await csrfToken();
  return headers;
}

const fetchWithCookies: typeof fetch = (url, init) => fetch(url, { ...init, credentials: 'include' });

/**
 * The server refuses a batch of more than MAX_BATCH_CALLS calls and any batch holding a sign-in,
 * registration, password or email-token call (http/trpc-batch.ts): those go alone, the rest in
 * batches of at most MAX_BATCH_CALLS.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => UNBATCHED_PROCEDURES.has(op.path),
      true: httpLink({ url: '/trpc', fetch: fetchWithCookies, headers: ({ op }) => requestHeaders([op]) }),
      false: httpBatchLink({
        url: '/trpc',
        maxItems: MAX_BATCH_CALLS,
        fetch: fetchWithCookies,
        headers: ({ opList }) => requestHeaders(opList),
      }),
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
