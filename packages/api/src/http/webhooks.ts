import { providerEvents } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { liqpayBillingWebhook } from '../billing/webhook-liqpay';
import { stripeBillingWebhook } from '../billing/webhook-stripe';
import { settleProviderPayment } from '../booking/settle';
import { publicOf } from '../core/errors';
import { log } from '../core/log';
import type { WebhookRefused } from '../core/webhooks';
import { type DeliveryProvider, deliveryWebhook } from '../delivery/routes';
import { googlePush } from '../google/channels';
import { readProviderEvent } from '../integrations/events';
import type { ProviderName } from '../shared/booking-schemas';
import { type AppDeps, localeOf } from './context';

/**
 * Payment providers' notifications: plain Hono routes on the raw body (signatures are over the exact bytes),
 * exempt from CSRF by path (http/csrf.ts) and authenticated by the signature made with the business's stored
 * secret. A bad (or stale) signature, and a signed event that is not what the provider sends, are 400 with
 * nothing written; an unknown business (or one not connected to this provider) is 404 without saying which.
 * Each event goes into provider_events first (per business, provider account and event id): a second delivery
 * answers 200 and does nothing. When settling fails the event is forgotten again so the provider's retry works.
 */
export function mountWebhooks(app: Hono, deps: AppDeps): void {
  // Kairos's own billing (its subscriptions): /webhooks/{stripe|liqpay}/billing, before the per-business route
  // (business ids are UUIDs, never 'billing'), keyed by Kairos's own secrets; CSRF-exempt like the others.
  app.post('/api/v1/webhooks/:provider{stripe|liqpay}/billing', async (c) => {
    const raw = await c.req.text();
    try {
      const answer =
        c.req.param('provider') === 'stripe'
          ? await stripeBillingWebhook(deps, raw, c.req.header('stripe-signature') ?? '')
          : await liqpayBillingWebhook(deps, raw);
      if (answer.status !== 200) return refuse(c, answer);
      return c.json({ received: true, duplicate: answer.duplicate });
    } catch (e) {
      // Nothing of the event was kept (its effects roll back with its billing_events row): the provider retries.
      log.error('[webhook] billing failed', { error: e });
      return fail(c, 'INTERNAL', 500);
    }
  });
  // Message delivery reports and inbound SMS (delivery/routes.ts): Kairos's own Telnyx and Resend accounts.
  app.post('/api/v1/webhooks/:provider{telnyx|resend}', async (c) => {
    const raw = await c.req.text();
    try {
      const answer = await deliveryWebhook(deps, c.req.param('provider') as DeliveryProvider, raw, (n) => c.req.header(n));
      if (answer.status !== 200) return refuse(c, answer);
      return c.json({ received: true, changed: answer.changed });
    } catch (e) {
      log.error('[webhook] delivery event failed', { provider: c.req.param('provider'), error: e });
      return fail(c, 'INTERNAL', 500);
    }
  });
  // Google Calendar push notifications (google/channels.ts): no body, the channel's id and token in headers. An
  // unknown channel or a wrong token is a bare 404; a known one enqueues that calendar's sync and answers 200.
  app.post('/api/v1/webhooks/google', async (c) => {
    await c.req.text();
    try {
      const answer = await googlePush(deps, (n) => c.req.header(n));
      if (answer.status === 404) return fail(c, 'NOT_FOUND', 404);
      return c.json({ received: true });
    } catch (e) {
      log.error('[webhook] google push failed', { error: e });
      return fail(c, 'INTERNAL', 500);
    }
  });
  app.post('/api/v1/webhooks/:provider{stripe|square|liqpay}/:businessId', async (c) => {
    const provider = c.req.param('provider') as ProviderName;
    const businessId = c.req.param('businessId');
    const raw = await c.req.text();
    const event = await readProviderEvent(deps.db, deps.services.config, provider, {
      businessId,
      raw,
      header: (name) => c.req.header(name),
      now: deps.services.now(),
    });
    if (event === 'not_found') return fail(c, 'NOT_FOUND', 404);
    if (event === 'bad_signature' || event === 'malformed') return refuse(c, { status: 400, reason: event });
    // Seen per business and the provider account that signed it: another business's made-up event with the same
    // id is its own row and cannot stand in for this one (issue 25 M1).
    const key = { business_id: businessId, provider, account: event.account, event_id: event.event_id };
    const fresh = await deps.db
      .insert(providerEvents)
      .values({ ...key, received_at: deps.services.now() })
      .onConflictDoNothing()
      .returning({ id: providerEvents.event_id });
    if (fresh.length === 0) return c.json({ received: true, duplicate: true });
    if (event.payment) {
      try {
        await settleProviderPayment(deps, event.payment);
      } catch (e) {
        log.error('[webhook] settling failed', { provider, event_id: event.event_id, error: e });
        await deps.db
          .delete(providerEvents)
          .where(
            and(
              eq(providerEvents.business_id, key.business_id),
              eq(providerEvents.provider, key.provider),
              eq(providerEvents.account, key.account),
              eq(providerEvents.event_id, key.event_id),
            ),
          );
        return fail(c, 'INTERNAL', 500);
      }
    }
    return c.json({ received: true, duplicate: false });
  });
}

/** A webhook answered without effect: 404 (no such endpoint), or 400 for a bad signature or a malformed event. */
function refuse(c: Context, answer: WebhookRefused) {
  if (answer.status === 404) return fail(c, 'NOT_FOUND', 404);
  return fail(c, answer.reason === 'malformed' ? 'WEBHOOK_MALFORMED' : 'WEBHOOK_SIGNATURE', 400);
}

function fail(c: Context, code: 'NOT_FOUND' | 'WEBHOOK_SIGNATURE' | 'WEBHOOK_MALFORMED' | 'INTERNAL', status: 400 | 404 | 500) {
  const err = publicOf(code, localeOf(c));
  return c.json({ message: err.message, code: err.code }, status);
}
