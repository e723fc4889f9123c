import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import { useCallback } from 'react';
import { errorInfo } from '../errors';
import { queryClient, trpc } from '../trpc';

/** Runs a credits action: success → the credits read again and a toast; failure → the server's message, thrown on (a dialog stays open). */
export function useCreditsAction() {
  const toast = useToast();
  return useCallback(
    async <T>(run: () => Promise<T>, done: (result: T) => string): Promise<T> => {
      try {
        const result = await run();
        await queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
        toast({ title: m.popup_success(), description: done(result), tone: 'success' });
        return result;
      } catch (error) {
        toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' });
        throw error;
      }
    },
    [toast],
  );
}
