import { m } from '@kairos/i18n';
import { Button, type ButtonVariant, PlusIcon } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { goToProvider } from '../../lib/go-to-provider';
import { trpc } from '../../lib/trpc';
import { useBillingAction } from './actions';

/**
 * "Add card": the card is entered on the provider's page (Stripe Checkout in setup mode, LiqPay's checkout),
 * which sends the browser back to `returnTo` with ?card=added&session_id=… (see useCardReturn).
 */
export function AddCardButton({ returnTo, variant = 'secondary' }: { returnTo: string; variant?: ButtonVariant }) {
  const addCard = useMutation(trpc.billing.addCard.mutationOptions());
  const act = useBillingAction();
  // While the browser leaves for the provider the button stays busy.
  const leaving = addCard.isSuccess;
  return (
    <Button
      variant={variant}
      size="sm"
      loading={addCard.isPending || leaving}
      data-testid="bil-add-card"
      onClick={() =>
        void act(
          () => addCard.mutateAsync({ return_to: returnTo }),
          () => null,
        )
          .then(goToProvider)
          .catch(() => undefined)
      }
    >
      <PlusIcon className="size-4" />
      {m.bil_add_card()}
    </Button>
  );
}
