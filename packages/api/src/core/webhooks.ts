import type * as z from 'zod';
import { malformedUnicodePaths } from '../shared/schemas';

/**
 * What every provider webhook shares (Stripe's, Square's and LiqPay's per-business ones, Kairos's own billing,
 * Telnyx and Resend delivery reports). One tolerance: a signed timestamp further than this from the server's
 * clock, in the past (a captured request replayed later) or the future (one made to be used later), is refused.
 */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** A Unix-seconds timestamp (as text, the way the headers carry it) within the tolerance of `now`. */
export function freshTimestamp(timestamp: string | undefined, now: Date): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() - Number(timestamp) * 1000) <= WEBHOOK_TOLERANCE_MS;
}

/**
 * How a webhook ends before it does anything: a bad (or stale) signature, or a correctly signed event whose body
 * is not what the provider documents (a field Kairos reads missing or of the wrong type). Both are 400s with
 * nothing written; the second is not retried into a 500 loop.
 */
export type WebhookRefusal = 'bad_signature' | 'malformed';

/** A webhook handler's answer when it did nothing: 404 (the endpoint is off or unknown) or 400 with the reason. */
export type WebhookRefused = { status: 404 } | { status: 400; reason: WebhookRefusal };

/** Parses a signed event's JSON body against its schema; 'malformed' for bad JSON or a body that does not fit. */
export function readSignedJson<S extends z.ZodType>(schema: S, raw: string): z.infer<S> | 'malformed' {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'malformed';
  }
  return readSigned(schema, json);
}

/**
 * Validates an already-parsed signed event against its schema; 'malformed' when it does not fit, or when any of
 * its text is malformed Unicode (which no provider sends, and an SDK call made with it would throw).
 */
export function readSigned<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | 'malformed' {
  if (malformedUnicodePaths(value).length > 0) return 'malformed';
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : 'malformed';
}
