import { creditEntries, notificationSettings } from '@kairos/db';
import { desc, eq } from 'drizzle-orm';
import { paginate } from '../core/list';
import { scopeToBusiness } from '../core/tenant';
import { businessProcedure, writableProcedure } from '../core/trpc';
import { autoTopUpInput, autoTopUpOutput, creditsInput, creditsOutput } from '../shared/credits-schemas';
import { balance } from './ledger';
import { buyBlocked, canBuyBundles, chooseBundle, payingCard } from './purchase';

const PER_PAGE = 20;

/** GET /user/credits?channel&page: the balance, the auto top-up choice, the card bundles go to and the ledger, newest first. */
export const credits = businessProcedure
  .meta({ rest: { method: 'GET', path: '/api/v1/user/credits', summary: 'Credits: balance and ledger', tags: ['credits'] } })
  .input(creditsInput)
  .output(creditsOutput)
  .query(async ({ ctx, input }) => {
    const where = scopeToBusiness(creditEntries, ctx.businessId, eq(creditEntries.channel, input.channel));
    const [now, settings, paying, entries] = await Promise.all([
      balance(ctx.db, ctx.businessId, input.channel),
      ctx.db
        .select({ auto_renew: notificationSettings.auto_renew, bundle_id: notificationSettings.bundle_id })
        .from(notificationSettings)
        .where(scopeToBusiness(notificationSettings, ctx.businessId, eq(notificationSettings.channel, input.channel))),
      payingCard(ctx.db, ctx.businessId),
      paginate(ctx.db, creditEntries, where, [desc(creditEntries.seq)], { page: input.page, per_page: PER_PAGE }, (r) => ({
        id: r.id,
        seq: r.seq,
        delta: r.delta,
        balance: r.balance,
        reason: r.reason,
        created_at: r.created_at.toISOString(),
      })),
    ]);
    return {
      channel: input.channel,
      balance: now,
      auto_renew: settings[0]?.auto_renew ?? false,
      bundle_id: settings[0]?.bundle_id ?? null,
      card: paying.card ? { brand: paying.card.brand, last4: paying.card.last4 } : null,
      can_buy: canBuyBundles(ctx.services.config, paying.currency),
      blocked: buyBlocked(ctx.services.config, paying),
      entries,
    };
  });

/** PUT /user/credits/auto-top-up {channel, auto_renew}: buy the channel's last bundle again when credits fall to 10. */
export const setAutoTopUp = writableProcedure
  .meta({
    rest: { method: 'PUT', path: '/api/v1/user/credits/auto-top-up', summary: 'Auto top-up on or off', tags: ['credits'] },
  })
  .input(autoTopUpInput)
  .output(autoTopUpOutput)
  .mutation(async ({ ctx, input }) => {
    await chooseBundle(ctx.db, ctx.businessId, input.channel, { autoRenew: input.auto_renew }, ctx.now);
    const [row] = await ctx.db
      .select({ bundle_id: notificationSettings.bundle_id })
      .from(notificationSettings)
      .where(scopeToBusiness(notificationSettings, ctx.businessId, eq(notificationSettings.channel, input.channel)));
    return { channel: input.channel, auto_renew: input.auto_renew, bundle_id: row?.bundle_id ?? null };
  });
