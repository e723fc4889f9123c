import { bookingSettings, businesses, outboxMessages, rateLimits } from '@kairos/db';
import { desc, eq } from 'drizzle-orm';
import type { Client, Res } from './client';
import { type Harness, registerOwner } from './harness';

/** A business whose booking page is on (settings saved with `settings`), with its slug and id. */
export async function bookingBusiness(h: Harness, name: string, settings: Partial<typeof bookingSettings.$inferInsert> = {}) {
  const o = await registerOwner(h, { business_name: name });
  const businessId = o.user.business.id;
  const values = { business_id: businessId, enabled: true, ...settings };
  await h.db.insert(bookingSettings).values(values).onConflictDoUpdate({ target: bookingSettings.business_id, set: values });
  const [row] = await h.db.select().from(businesses).where(eq(businesses.id, businessId));
  return { ...o, businessId, slug: (row as { slug: string }).slug, name };
}

export const sendPath = (slug: string) => `/api/v1/online-booking/${slug}/verification`;
export const checkPath = (slug: string) => `/api/v1/online-booking/${slug}/verification/check`;

export const send = (c: Client, slug: string, address: string, channel: 'email' | 'sms' = 'email', locale?: 'uk' | 'en') =>
  c.post(sendPath(slug), { channel, address, ...(locale ? { locale } : {}) });

export const check = (c: Client, slug: string, address: string, code: string, channel: 'email' | 'sms' = 'email') =>
  c.post(checkPath(slug), { channel, address, code });

/** The newest message in the outbox to `to` (after running the queue), and the 6-digit code in it. */
export async function lastTo(h: Harness, to: string) {
  await h.drain();
  const [row] = await h.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.created_at), desc(outboxMessages.id))
    .limit(1);
  if (!row) throw new Error(`nothing sent to ${to}`);
  const code = /\b(\d{6})\b/.exec(row.body_text)?.[1];
  return { row, code: code as string };
}

/** Sends a code and reads it from the outbox. */
export async function codeFor(
  h: Harness,
  c: Client,
  slug: string,
  address: string,
  channel: 'email' | 'sms' = 'email',
  to?: string,
) {
  const res = await send(c, slug, address, channel);
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (await lastTo(h, to ?? address.trim().toLowerCase())).code;
}

/** Fills a limit's current window as if `count` attempts had been made. */
export async function fillLimit(h: Harness, key: string, windowMs: number, count: number) {
  const t = h.clock.now.getTime();
  const values = { key, window_start: t - (t % windowMs), count };
  await h.db.insert(rateLimits).values(values).onConflictDoUpdate({ target: rateLimits.key, set: values });
}

/** The Set-Cookie header for one cookie name. */
export const setCookieOf = (res: Res, prefix: string) => res.headers.getSetCookie().find((c) => c.startsWith(prefix));

/** Status and code of each answer, counted: { '200': 5, '429 BOOKING_CODE_LIMIT_ADDRESS': 3 }. */
export function tally(answers: Res[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of answers) {
    const key = r.status === 200 ? '200' : `${r.status} ${r.body?.code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}
