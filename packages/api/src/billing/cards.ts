import { cards } from '@kairos/db';
import { asc, desc, eq } from 'drizzle-orm';
import * as z from 'zod';
import { AppError } from '../core/errors';
import { findOwned, scopeToBusiness } from '../core/tenant';
import { addCardInput, cardOutput, cardsOutput, redirectOutput } from '../shared/billing-schemas';
import { absoluteLink, links } from '../shared/links';
import { idParam } from '../shared/list-schemas';
import { billingOf, stripeCustomerId } from './account';
import { storeStripeCard } from './card-store';
import { subscriptionProcedure } from './procedure';
import { billingCall, kairosStripe } from './stripe-billing';

const present = (r: typeof cards.$inferSelect) => ({
  id: r.id,
  brand: r.brand,
  last4: r.last4,
  exp_month: r.exp_month,
  exp_year: r.exp_year,
  is_default: r.is_default,
});

/** GET /subscription/cards: the default first. */
export const listCards = subscriptionProcedure('GET', '/cards', 'Cards Kairos charges')
  .output(cardsOutput)
  .query(async ({ ctx }) => {
    const rows = await ctx.db
      .select()
      .from(cards)
      .where(scopeToBusiness(cards, ctx.businessId))
      .orderBy(desc(cards.is_default), asc(cards.created_at));
    return { data: rows.map(present) };
  });

/**
 * POST /subscription/cards: Stripe Checkout in setup mode for the business's Stripe customer (made on first need);
 * the page comes back to `return_to?card=added&session_id=…`, which calls cards/confirm (the webhook stores it too).
 * UAH: LiqPay takes the card on its own page when the owner subscribes (its callback reports it), so the answer
 * is the plan choice page.
 */
export const addCard = subscriptionProcedure('POST', '/cards', 'Add a card (provider page)', undefined, [
  'BILLING_UNAVAILABLE',
  'BILLING_PROVIDER_FAILED',
])
  .input(addCardInput)
  .output(redirectOutput)
  .mutation(async ({ ctx, input }) => {
    const back = absoluteLink(ctx.services.config.appUrl, input.return_to ?? links.subscriptionCards());
    const sep = back.includes('?') ? '&' : '?';
    if (billingOf(ctx.business).provider === 'liqpay') {
      return { redirect_url: absoluteLink(ctx.services.config.appUrl, links.subscriptionPlans()), form: null };
    }
    const customer = await stripeCustomerId(ctx, ctx.services.config, ctx.user.email);
    const session = await billingCall(
      kairosStripe(ctx.services.config).checkout.sessions.create({
        mode: 'setup',
        customer,
        currency: 'gbp',
        success_url: `${back}${sep}card=added&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${back}${sep}card=cancelled`,
        metadata: { business_id: ctx.businessId },
      }),
    );
    return { redirect_url: session.url ?? null, form: null };
  });

/** POST /subscription/cards/confirm {session_id}: the return page stores the card the setup session saved. */
export const confirmCard = subscriptionProcedure('POST', '/cards/confirm', 'Store the card a setup session saved', undefined, [
  'INCORRECT_CARD_DETAILS',
  'BILLING_UNAVAILABLE',
  'BILLING_PROVIDER_FAILED',
])
  .input(z.object({ session_id: z.string().min(1).max(200) }))
  .output(cardsOutput)
  .mutation(async ({ ctx, input }) => {
    const customer = ctx.subscriptionRow.provider_customer_id;
    if (!customer) throw new AppError('NOT_FOUND');
    const stripe = kairosStripe(ctx.services.config);
    const session = await stripe.checkout.sessions.retrieve(input.session_id, { expand: ['setup_intent'] }).catch(() => null);
    // Another customer's session (or none) reads as not found: never a card of someone else.
    if (!session || session.customer !== customer || session.mode !== 'setup') throw new AppError('NOT_FOUND');
    if (session.status !== 'complete') throw new AppError('INCORRECT_CARD_DETAILS');
    const intent = session.setup_intent;
    const pm = typeof intent === 'object' && intent ? intent.payment_method : null;
    const pmId = typeof pm === 'string' ? pm : pm?.id;
    if (!pmId) throw new AppError('INCORRECT_CARD_DETAILS');
    await storeStripeCard(ctx.db, ctx.services.config, ctx.businessId, customer, pmId);
    const rows = await ctx.db.select().from(cards).where(scopeToBusiness(cards, ctx.businessId)).orderBy(desc(cards.is_default));
    return { data: rows.map(present) };
  });

/** PUT /subscription/cards/{id}: the default card (Stripe: the customer's invoice default too). */
export const setDefaultCard = subscriptionProcedure('PUT', '/cards/{id}', 'Make a card the default')
  .input(idParam)
  .output(cardOutput)
  .mutation(async ({ ctx, input }) => {
    const card = await findOwned(ctx.db, cards, ctx.businessId, input.id);
    if (card.provider === 'stripe' && ctx.subscriptionRow.provider_customer_id) {
      await billingCall(
        kairosStripe(ctx.services.config).customers.update(ctx.subscriptionRow.provider_customer_id, {
          invoice_settings: { default_payment_method: card.provider_ref },
        }),
      );
    }
    await ctx.db.batch([
      ctx.db
        .update(cards)
        .set({ is_default: false })
        .where(scopeToBusiness(cards, ctx.businessId, eq(cards.is_default, true))),
      ctx.db
        .update(cards)
        .set({ is_default: true })
        .where(scopeToBusiness(cards, ctx.businessId, eq(cards.id, card.id))),
    ]);
    return present({ ...card, is_default: true });
  });

/** DELETE /subscription/cards/{id}: detached at the provider; the default card stays while a plan is paid (CARD_IN_USE). */
export const deleteCard = subscriptionProcedure('DELETE', '/cards/{id}', 'Remove a card', undefined, [
  'CARD_IN_USE',
  'BILLING_UNAVAILABLE',
  'BILLING_PROVIDER_FAILED',
])
  .input(idParam)
  .output(z.object({ id: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const card = await findOwned(ctx.db, cards, ctx.businessId, input.id);
    const paying = ctx.subscriptionRow.provider_subscription_id && ctx.subscriptionRow.provider_status !== 'canceled';
    if (card.is_default && paying) throw new AppError('CARD_IN_USE');
    if (card.provider === 'stripe') {
      await kairosStripe(ctx.services.config)
        .paymentMethods.detach(card.provider_ref)
        .catch(() => undefined);
    }
    await ctx.db.delete(cards).where(scopeToBusiness(cards, ctx.businessId, eq(cards.id, card.id)));
    return { id: card.id };
  });
