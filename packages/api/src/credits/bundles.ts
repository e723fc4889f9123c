import { AppError } from '../core/errors';
import { businessProcedure, writableProcedure } from '../core/trpc';
import { billingCurrencyOf } from '../shared/billing';
import { bundlesOutput, buyBundleInput, buyBundleOutput } from '../shared/credits-schemas';
import { BUNDLES, bundleById, type MessageChannel } from '../shared/messaging';
import { balance } from './ledger';
import { buyBundle } from './purchase';

const label = { email: 'email', sms: 'SMS' } as const;

/** GET /data/{email|sms}-bundles: the channel's bundles, priced in the business's billing currency. */
export const bundlesOf = (channel: MessageChannel) =>
  businessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: `/api/v1/data/${channel}-bundles`,
        summary: `${label[channel]} credit bundles`,
        tags: ['credits'],
      },
    })
    .output(bundlesOutput)
    .query(({ ctx }) => {
      const currency = billingCurrencyOf(ctx.business.region);
      return {
        data: BUNDLES.filter((b) => b.channel === channel).map((b) => ({
          id: b.id,
          channel: b.channel,
          credits: b.credits,
          price: { amount: b.price[currency], currency },
        })),
      };
    });

/**
 * POST /user/{type}-notification-settings/buy-{type}-bundle/{id} {auto_renew}: charged at once to the default card
 * (allowed during the trial: docs/product/messages.md charges the card only for bundles). A decline → INCORRECT_CARD_DETAILS, a
 * `failed` purchase and nothing granted.
 */
export const buyBundleOf = (channel: MessageChannel) =>
  writableProcedure
    .meta({
      rest: {
        method: 'POST',
        path: `/api/v1/user/${channel}-notification-settings/buy-${channel}-bundle/{id}`,
        errors: ['BILLING_UNAVAILABLE', 'BILLING_PROVIDER_FAILED', 'CARD_REQUIRED', 'INCORRECT_CARD_DETAILS'],
        summary: `Buy ${label[channel]} credits with the default card`,
        tags: ['credits'],
      },
    })
    .input(buyBundleInput)
    .output(buyBundleOutput)
    .mutation(async ({ ctx, input }) => {
      const bundle = bundleById(input.id);
      if (!bundle || bundle.channel !== channel) throw new AppError('NOT_FOUND');
      const deps = { db: ctx.db, config: ctx.services.config, now: ctx.now };
      const bought = await buyBundle(deps, ctx.businessId, { bundle, kind: 'manual', autoRenew: input.auto_renew });
      if (bought.status !== 'paid') throw new AppError('INCORRECT_CARD_DETAILS');
      return {
        purchase_id: bought.purchaseId,
        bundle_id: bundle.id,
        credits: bundle.credits,
        balance: bought.balance || (await balance(ctx.db, ctx.businessId, channel)),
        auto_renew: input.auto_renew,
      };
    });
