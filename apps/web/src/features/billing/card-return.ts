import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { refreshBilling } from './actions';

/**
 * Back from the provider's card page (`?card=added&session_id=…` or `?card=cancelled`): confirms the
 * card once, says how it went and takes the parameters off the address so a reload does not repeat it.
 */
export function useCardReturn(): { confirming: boolean } {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const confirm = useMutation(trpc.billing.confirmCard.mutationOptions());
  const handled = useRef(false);
  const card = params.get('card');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (handled.current || !card) return;
    handled.current = true;
    const clear = () => {
      const next = new URLSearchParams(params);
      next.delete('card');
      next.delete('session_id');
      setParams(next, { replace: true });
    };
    if (card !== 'added' || !sessionId) {
      toast({ title: m.popup_please_note(), description: m.bil_card_cancelled(), tone: 'info' });
      clear();
      return;
    }
    confirm
      .mutateAsync({ session_id: sessionId })
      .then(async () => {
        await refreshBilling();
        toast({ title: m.popup_success(), description: m.bil_card_added_toast(), tone: 'success' });
      })
      .catch((error: unknown) => toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' }))
      .finally(clear);
  }, [card, sessionId, params, setParams, toast, confirm]);

  return { confirming: confirm.isPending };
}
