import type { DeliveryUpdate } from './status';

/** What a provider's event asks of us: a delivery report for a sent message, an inbound text, or nothing. */
export type DeliveryEvent =
  | { kind: 'status'; providerMessageId: string; update: DeliveryUpdate }
  | { kind: 'inbound'; from: string; text: string }
  | { kind: 'ignored' };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const when = (v: unknown, fallback: Date): Date => {
  const d = new Date(str(v));
  return Number.isNaN(d.getTime()) ? fallback : d;
};
const IGNORED = { kind: 'ignored' } as const;

/**
 * Telnyx API v2 messaging events: `message.sent`, `message.finalized` (the recipient's final status:
 * delivered, delivery_failed or sending_failed; delivery_unconfirmed says nothing) and `message.received`.
 */
export function readTelnyxEvent(body: unknown, now: Date): DeliveryEvent {
  const data = obj(obj(body).data);
  const payload = obj(data.payload);
  const id = str(payload.id);
  const type = str(data.event_type);
  if (type === 'message.received') return { kind: 'inbound', from: str(obj(payload.from).phone_number), text: str(payload.text) };
  if (!id) return IGNORED;
  if (type === 'message.sent') return { kind: 'status', providerMessageId: id, update: { status: 'sent' } };
  if (type !== 'message.finalized') return IGNORED;
  const to = Array.isArray(payload.to) ? payload.to.map(obj) : [];
  const status = str(to[0]?.status);
  if (status === 'delivered') {
    const at = when(payload.completed_at ?? data.occurred_at, now);
    return { kind: 'status', providerMessageId: id, update: { status: 'delivered', at } };
  }
  if (status === 'delivery_failed' || status === 'sending_failed') {
    const first = obj(Array.isArray(payload.errors) ? payload.errors[0] : undefined);
    const reason = str(first.detail) || str(first.title) || status.replace('_', ' ');
    return { kind: 'status', providerMessageId: id, update: { status: 'error', error: reason } };
  }
  return IGNORED;
}

/**
 * Resend's email events: `email.sent`, `email.delivered`, `email.bounced` (error, with the bounce's message).
 * `email.delivery_delayed` leaves the message sent (Resend keeps trying) and `email.complained` (marked as
 * spam after delivery) changes no delivery status.
 */
export function readResendEvent(body: unknown, now: Date): DeliveryEvent {
  const event = obj(body);
  const data = obj(event.data);
  const id = str(data.email_id);
  if (!id) return IGNORED;
  switch (str(event.type)) {
    case 'email.sent':
      return { kind: 'status', providerMessageId: id, update: { status: 'sent' } };
    case 'email.delivered':
      return { kind: 'status', providerMessageId: id, update: { status: 'delivered', at: when(event.created_at, now) } };
    case 'email.bounced': {
      const bounce = obj(data.bounce);
      const error = `bounced${str(bounce.message) ? `: ${str(bounce.message)}` : ''}`;
      return { kind: 'status', providerMessageId: id, update: { status: 'error', error } };
    }
    default:
      return IGNORED;
  }
}
