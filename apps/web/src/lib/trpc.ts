import type { AppRouter } from '@kairos/api';
import { MAX_BATCH_CALLS, UNBATCHED_PROCEDURES } from '@kairos/api/shared';
import { LOCALE_HEADER } from '@kairos/i18n';
import { getLocale } from '@kairos/i18n/runtime';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  type Operation,
  splitLink,
  TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { CSRF_HEADER, csrfToken } from './csrf';
import { errorInfo, isAuthFailure, OfflineRefusal } from './errors';
import { navigateTo } from './navigation';
import { isOnline, reportAnswer, reportNoAnswer } from './reachability';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The logged-in user as the server describes it. */
export type User = NonNullable<RouterOutputs['auth']['viewer']>;

/** Locale on every call; the CSRF header on every request that carries a mutation. */
async function requestHeaders(ops: readonly Operation[]): Promise<Record<string, string>> {
  const headers: Record<string, string> = { [LOCALE_HEADER]: getLocale() };
  if (ops.some((op) => op.type === 'mutation')) headers[CSRF_HEADER] = await csrfToken();
  return headers;
}

/** Every call carries the cookies and tells lib/reachability whether the server answered. */
const fetchWithCookies: typeof fetch = async (url, init) => {
  try {
    const res = await fetch(url, { ...init, credentials: 'include' });
    reportAnswer();
    return res;
  } catch (error) {
    reportNoAnswer(error);
    throw error;
  }
};

/**
 * docs/product/common.md: offline the app is read-only. A write is refused here, at once and with the translated reason
 * (errorInfo reads it as OFFLINE), rather than queued or left waiting for a connection.
 */
const refuseWritesOffline: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      if (op.type === 'mutation' && !isOnline()) {
        observer.error(TRPCClientError.from(new OfflineRefusal()));
        return;
      }
      return next(op).subscribe(observer);
    });

/**
 * The server refuses a batch of more than MAX_BATCH_CALLS calls and any batch holding a sign-in,
 * registration, password or email-token call (http/trpc-batch.ts): those go alone, the rest in
 * batches of at most MAX_BATCH_CALLS.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    refuseWritesOffline,
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
 * docs/product/common.md: a 401/419 while logged in ends the session here (the route guard then
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
    // A write offline is refused by the client (refuseWritesOffline) instead of waiting for a connection.
    mutations: { retry: false, networkMode: 'always' },
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
