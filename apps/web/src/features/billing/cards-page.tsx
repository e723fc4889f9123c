import { billingCurrencyOf, billingProviderOf, type CardOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, CardIcon, ConfirmDialog } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../lib/page-header';
import { EmptyState, ListSkeleton, LoadError } from '../../lib/records/list-parts';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { useBillingAction } from './actions';
import { AddCardButton } from './add-card-button';
import { useCardReturn } from './card-return';
import { LinkAlert } from './link-alert';
import { BILLING_PATHS } from './paths';

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '••••');
export const cardName = (card: CardOutput) => m.bil_card_name({ brand: brandName(card.brand), last4: card.last4 });

/** "03/27" from the card's expiry, when the provider told us. */
function expiry(card: CardOutput): string | null {
  if (!card.exp_month || !card.exp_year) return null;
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}

/**
 * /account-setup/subscription/cards: the cards on file, which one pays, add and delete. A business paying in
 * hryvnias pays through LiqPay, which takes the card on its own page when a plan is chosen: there is nothing to add
 * here, and the page says so (and where to go) instead of offering "Add card".
 */
export function CardsPage() {
  const user = useUser();
  const liqpay = billingProviderOf(billingCurrencyOf(user.business?.region ?? 'GB')) === 'liqpay';
  const { confirming } = useCardReturn();
  const cards = useQuery(trpc.billing.cards.queryOptions());
  const [deleting, setDeleting] = useState<CardOutput | null>(null);
  const remove = useMutation(trpc.billing.deleteCard.mutationOptions());
  const act = useBillingAction();
  const rows = cards.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={m.bil_nav_cards()}
        description={m.bil_cards_subtitle()}
        actions={liqpay ? null : <AddCardButton returnTo={BILLING_PATHS.cards} variant="primary" />}
      />
      {liqpay ? (
        <div className="mb-6" data-testid="bil-liqpay-cards">
          <LinkAlert tone="info" title={m.bil_liqpay_cards_title()} to={BILLING_PATHS.plans} action={m.bil_choose_plan()}>
            {m.bil_liqpay_cards_text()}
          </LinkAlert>
        </div>
      ) : null}
      {cards.isError ? <LoadError error={cards.error} onRetry={() => void cards.refetch()} /> : null}
      {cards.isPending || confirming ? <ListSkeleton rows={2} label={m.bil_loading()} /> : null}
      {cards.data && !confirming && rows.length === 0 ? (
        liqpay ? (
          <EmptyState icon={<CardIcon className="size-6" />} title={m.bil_no_cards_liqpay()} />
        ) : (
          <EmptyState icon={<CardIcon className="size-6" />} title={m.bil_no_cards()} text={m.bil_no_cards_text()} />
        )
      ) : null}
      {rows.length > 0 && !confirming ? (
        <ul
          className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-xs"
          aria-label={m.bil_cards_caption()}
        >
          {rows.map((card) => (
            <CardRow key={card.id} card={card} onDelete={() => setDeleting(card)} />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={m.bil_delete_title()}
        description={deleting ? m.bil_delete_text({ card: cardName(deleting) }) : ''}
        confirmLabel={m.bil_delete_card()}
        cancelLabel={m.bil_cancel()}
        closeLabel={m.web_close()}
        onConfirm={() =>
          deleting
            ? act(
                () => remove.mutateAsync({ id: deleting.id }),
                () => m.bil_deleted_toast(),
              )
            : undefined
        }
      />
    </>
  );
}

function CardRow({ card, onDelete }: { card: CardOutput; onDelete: () => void }) {
  const makeDefault = useMutation(trpc.billing.setDefaultCard.mutationOptions());
  const act = useBillingAction();
  const name = cardName(card);
  const expires = expiry(card);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3.5 sm:px-5" data-testid="bil-card">
      <div className="flex min-w-0 items-center gap-3">
        <CardIcon className="size-6 shrink-0 text-gray-400" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
            <span className="wrap-anywhere">{name}</span>
            {card.is_default ? <Badge tone="info">{m.bil_card_default()}</Badge> : null}
          </p>
          {expires ? <p className="text-sm text-gray-500">{m.bil_card_expires({ date: expires })}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {card.is_default ? null : (
          <Button
            variant="secondary"
            size="sm"
            loading={makeDefault.isPending}
            aria-label={`${m.bil_make_default()}: ${name}`}
            onClick={() =>
              void act(
                () => makeDefault.mutateAsync({ id: card.id }),
                () => m.bil_default_toast({ card: name }),
              ).catch(() => undefined)
            }
          >
            {m.bil_make_default()}
          </Button>
        )}
        <Button variant="secondary" size="sm" aria-label={`${m.bil_delete_card()}: ${name}`} onClick={onDelete}>
          {m.bil_delete_card()}
        </Button>
      </div>
    </li>
  );
}
