import { type BundleView, type CreditsView, formatMoney, type MessageChannel } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, Checkbox, ConfirmDialog } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../i18n';
import { trpc } from '../trpc';
import { useCreditsAction } from './actions';

/**
 * The channel's bundles with their price; buying asks first (the card, the amount) and can switch auto top-up on.
 * Where buying cannot work (`view.blocked`, said once by the panel) the prices show without Buy buttons.
 */
export function BundleList({ channel, view }: { channel: MessageChannel; view: CreditsView }) {
  const { locale } = useLocale();
  const bundles = useQuery((channel === 'sms' ? trpc.credits.smsBundles : trpc.credits.emailBundles).queryOptions());
  const buy = useMutation((channel === 'sms' ? trpc.credits.buySmsBundle : trpc.credits.buyEmailBundle).mutationOptions());
  const act = useCreditsAction();
  const [chosen, setChosen] = useState<BundleView | null>(null);
  const [autoRenew, setAutoRenew] = useState(view.auto_renew);
  const price = (b: BundleView) => formatMoney(b.price.amount, b.price.currency, locale);
  const kind = channel === 'sms' ? 'SMS' : 'email';
  const card = view.blocked ? null : view.card;

  return (
    <section className="mt-5" aria-labelledby={`wcr-bundles-${channel}`}>
      <h3 id={`wcr-bundles-${channel}`} className="text-sm font-semibold text-gray-900">
        {card ? m.wcr_bundles() : m.wcr_bundles_prices()}
      </h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {(bundles.data?.data ?? []).map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 px-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-gray-900">{m.wcr_bundle_credits({ credits: String(b.credits), kind })}</p>
              <p className="text-sm text-gray-500 tabular-nums">{price(b)}</p>
            </div>
            {card ? (
              <Button
                size="sm"
                variant={view.bundle_id === b.id ? 'primary' : 'secondary'}
                disabled={buy.isPending}
                onClick={() => {
                  setAutoRenew(view.auto_renew);
                  setChosen(b);
                }}
                data-testid={`buy-${b.id}`}
              >
                {m.wcr_buy()}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => (open ? null : setChosen(null))}
        title={m.wcr_confirm_title()}
        description={
          chosen && card ? (
            <>
              <span className="block">
                {m.wcr_confirm_text({ credits: String(chosen.credits), kind, price: price(chosen), last4: card.last4 })}
              </span>
              <Checkbox
                id={`wcr-auto-renew-${channel}`}
                className="mt-3"
                checked={autoRenew}
                onChange={setAutoRenew}
                label={m.wcr_auto_renew_label()}
              />
            </>
          ) : null
        }
        confirmLabel={m.wcr_buy_confirm()}
        cancelLabel={m.wcr_cancel()}
        closeLabel={m.web_close()}
        tone="primary"
        onConfirm={() =>
          chosen
            ? act(
                () => buy.mutateAsync({ id: chosen.id, auto_renew: autoRenew }),
                (r) => m.wcr_bought({ credits: String(r.credits), kind }),
              )
            : undefined
        }
      />
    </section>
  );
}
