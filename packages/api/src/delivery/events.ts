import * as z from 'zod';
import type { DeliveryUpdate } from './status';

/** What a provider's event asks of us: a delivery report for a sent message, an inbound text, or nothing. */
export type DeliveryEvent =
  | { kind: 'status'; providerMessageId: string; update: DeliveryUpdate }
  | { kind: 'inbound'; from: string; text: string }
  | { kind: 'ignored' };

const when = (v: string | null | undefined, fallback: Date): Date => {
  const d = new Date(v ?? '');
  return Number.isNaN(d.getTime()) ? fallback : d;
};
const IGNORED = { kind: 'ignored' } as const;
const text = (max: number) => z.string().max(max);

/**
 * Telnyx API v2 messaging events as far as Kairos reads them (a signed event that does not fit is 400): the
 * event's type, and the payload's message id, recipients' statuses, errors, sender and text.
 */
export const telnyxEventSchema = z.object({
  data: z.object({
    event_type: text(100).min(1),
    occurred_at: text(64).nullish(),
    payload: z.looseObject({
      id: text(255).nullish(),
      text: text(10_000).nullish(),
      from: z.looseObject({ phone_number: text(32).nullish() }).nullish(),
      to: z.array(z.looseObject({ status: text(64).nullish() })).nullish(),
      completed_at: text(64).nullish(),
      errors: z.array(z.looseObject({ detail: text(1000).nullish(), title: text(255).nullish() })).nullish(),
    }),
  }),
});

/** Resend's email events as far as Kairos reads them: type, time, the email's id and a bounce's message. */
export const resendEventSchema = z.object({
  type: text(100).min(1),
  created_at: text(64).nullish(),
  data: z.looseObject({
    email_id: text(255).nullish(),
    bounce: z.looseObject({ message: text(1000).nullish() }).nullish(),
  }),
});

/**
 * Telnyx API v2 messaging events: `message.sent`, `message.finalized` (the recipient's final status:
 * delivered, delivery_failed or sending_failed; delivery_unconfirmed says nothing) and `message.received`
 * (which must name its sender and text).
 */
export function readTelnyxEvent(body: z.infer<typeof telnyxEventSchema>, now: Date): DeliveryEvent | 'malformed' {
  const { event_type: type, payload } = body.data;
  if (type === 'message.received') {
    const from = payload.from?.phone_number;
    if (!from || typeof payload.text !== 'string') return 'malformed';
    return { kind: 'inbound', from, text: payload.text };
  }
  const id = payload.id;
  if (!id) return IGNORED;
  if (type === 'message.sent') return { kind: 'status', providerMessageId: id, update: { status: 'sent' } };
  if (type !== 'message.finalized') return IGNORED;
  const status = payload.to?.[0]?.status ?? '';
  if (status === 'delivered') {
    const at = when(payload.completed_at ?? body.data.occurred_at, now);
    return { kind: 'status', providerMessageId: id, update: { status: 'delivered', at } };
  }
  if (status === 'delivery_failed' || status === 'sending_failed') {
    const first = payload.errors?.[0];
    const reason = first?.detail || first?.title || status.replace('_', ' ');
    return { kind: 'status', providerMessageId: id, update: { status: 'error', error: reason } };
  }
  return IGNORED;
}

/**
 * Resend's email events: `email.sent`, `email.delivered`, `email.bounced` (error, with the bounce's message).
 * `email.delivery_delayed` leaves the message sent (Resend keeps trying) and `email.complained` (marked as
 * spam after delivery) changes no delivery status.
 */
export function readResendEvent(event: z.infer<typeof resendEventSchema>, now: Date): DeliveryEvent {
  const id = event.data.email_id;
  if (!id) return IGNORED;
  switch (event.type) {
    case 'email.sent':
      return { kind: 'status', providerMessageId: id, update: { status: 'sent' } };
    case 'email.delivered':
      return { kind: 'status', providerMessageId: id, update: { status: 'delivered', at: when(event.created_at, now) } };
    case 'email.bounced': {
      const message = event.data.bounce?.message;
      return {
        kind: 'status',
        providerMessageId: id,
        update: { status: 'error', error: `bounced${message ? `: ${message}` : ''}` },
      };
    }
    default:
      return IGNORED;
  }
}
