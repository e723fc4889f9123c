import type * as z from 'zod';
import { readSignedJson, type WebhookRefused } from '../core/webhooks';
import type { JobDeps } from '../jobs/types';
import { type DeliveryEvent, readResendEvent, readTelnyxEvent, resendEventSchema, telnyxEventSchema } from './events';
import { handleInboundSms } from './optout';
import { verifySvix, verifyTelnyx } from './signatures';
import { applyDelivery } from './status';

export type DeliveryProvider = 'telnyx' | 'resend';
export type DeliveryAnswer = { status: 200; changed: boolean } | WebhookRefused;

/** The signed body against the provider's schema, then read into what it asks of us. */
function readAs<S extends z.ZodType>(
  schema: S,
  raw: string,
  read: (body: z.infer<S>) => DeliveryEvent | 'malformed',
): DeliveryEvent | 'malformed' {
  const body = readSignedJson(schema, raw);
  if (body === 'malformed') return 'malformed';
  return read(body as z.infer<S>);
}

/**
 * Delivery reports and inbound SMS (docs/product/messages.md "Message ... delivery status", docs/product/messages.md OPTOUT), mounted by
 * http/webhooks.ts at `POST /api/v1/webhooks/telnyx` (KAIROS_TELNYX_PUBLIC_KEY, Ed25519) and
 * `POST /api/v1/webhooks/resend` (KAIROS_RESEND_WEBHOOK_SECRET, Svix). Without its key an endpoint is off:
 * 404. A missing, wrong or stale (> 5 min either way) signature is 400 with nothing read or written, and so is a
 * signed event that is not the provider's shape (events.ts schemas). A signed event is
 * applied idempotently (status only moves forward; opting out twice is opting out) and answered 200, also
 * when no message has its id. Each effect is one statement (a failure report: one batch with the owner's bell),
 * so a failure (500, the provider retries) leaves nothing half-done.
 */
export async function deliveryWebhook(
  deps: JobDeps,
  provider: DeliveryProvider,
  raw: string,
  header: (name: string) => string | undefined,
): Promise<DeliveryAnswer> {
  const { delivery } = deps.services.config;
  const key = provider === 'telnyx' ? delivery.telnyxPublicKey : delivery.resendWebhookSecret;
  if (!key) return { status: 404 };
  const now = deps.services.now();
  const verified = provider === 'telnyx' ? await verifyTelnyx(key, raw, header, now) : await verifySvix(key, raw, header, now);
  if (!verified) return { status: 400, reason: 'bad_signature' };
  const event =
    provider === 'telnyx'
      ? readAs(telnyxEventSchema, raw, (b) => readTelnyxEvent(b, now))
      : readAs(resendEventSchema, raw, (b) => readResendEvent(b, now));
  if (event === 'malformed') return { status: 400, reason: event };
  return { status: 200, changed: await apply(deps, provider, event, now) };
}

async function apply(deps: JobDeps, provider: DeliveryProvider, event: DeliveryEvent, now: Date): Promise<boolean> {
  if (event.kind === 'status') return applyDelivery(deps.db, provider, event.providerMessageId, event.update, now);
  if (event.kind === 'inbound') return (await handleInboundSms(deps.db, event.from, event.text)) > 0;
  return false;
}
