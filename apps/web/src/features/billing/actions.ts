import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import { useCallback } from 'react';
import { errorInfo } from '../../lib/errors';
import { queryClient, trpc, viewerKey } from '../../lib/trpc';

/** After any billing change: the subscription screens and the user (banners, read-only, plan) read again. */
export function refreshBilling(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() }),
    queryClient.invalidateQueries({ queryKey: viewerKey() }),
  ]);
}

/**
 * Runs a billing action: success → refresh and a toast with `done`'s text; failure → the server's
 * translated message in a toast, and the error is thrown on (a ConfirmDialog stays open).
 */
export function useBillingAction() {
  const toast = useToast();
  return useCallback(
    async <T>(run: () => Promise<T>, done: (result: T) => string | null): Promise<T> => {
      try {
        const result = await run();
        await refreshBilling();
        const text = done(result);
        if (text) toast({ title: m.popup_success(), description: text, tone: 'success' });
        return result;
      } catch (error) {
        toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' });
        throw error;
      }
    },
    [toast],
  );
}
