import { bookingSettings, onlineBookings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { signVisitor, visitorCookieName } from '../../src/booking/verification/cookie';
import type { Client } from './client';
import { type Harness, registerOwner } from './harness';

export type BookingSettingsPatch = Partial<typeof bookingSettings.$inferInsert>;

/** Switches a business's booking page on (the owner's settings row), with any other settings given. */
export async function openPage(h: Harness, businessId: string, patch: BookingSettingsPatch = {}) {
  await h.db
    .insert(bookingSettings)
    .values({ business_id: businessId, enabled: true, ...patch })
    .onConflictDoUpdate({ target: bookingSettings.business_id, set: { enabled: true, ...patch } });
}

/** A browser verified on this business's page as `address` (the cookie VERIFY signs after a right code). */
export function visitor(h: Harness, businessId: string, address: string, channel: 'email' | 'sms' = 'email'): Client {
  const c = h.client_();
  const exp = h.clock.now.getTime() + 30 * 86_400_000;
  c.cookies.set(
    visitorCookieName(businessId),
    signVisitor(h.services.config.secret, { b: businessId, c: channel, a: address, exp }),
  );
  return c;
}

/** A business (Europe/London unless told; GBP, or UAH with locale 'uk') with its page open and one online service (30 min, £30, £5 deposit). */
export async function pageBusiness(
  h: Harness,
  name = 'Studio Alpha',
  options: { timezone?: string; settings?: BookingSettingsPatch; service?: Record<string, unknown>; locale?: 'uk' | 'en' } = {},
) {
  const o = await registerOwner(h, {
    business_name: name,
    timezone: options.timezone ?? 'Europe/London',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const businessId = o.user.business.id;
  await openPage(h, businessId, options.settings);
  const service = (
    await o.client.post('/api/v1/services', {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 3000,
      deposit: 500,
      online_booking: true,
      ...options.service,
    })
  ).body.data.id as string;
  return { ...o, businessId, slug: o.user.business.slug, service };
}

/** A class offered online and one stored session of it. */
export async function onlineSession(o: { client: Client }, spaces: number, date = '2026-12-15', start_time = '10:00') {
  const cls = await o.client.post('/api/v1/classes', { name: 'Yoga', spaces, limit_spaces: true, online_booking: true });
  if (cls.status !== 200) throw new Error(`class: ${JSON.stringify(cls.body)}`);
  const made = await o.client.post('/api/v1/appointments', {
    type: 'class_session',
    class_id: cls.body.data.id,
    date,
    start_time,
    client_ids: [],
  });
  if (made.status !== 200) throw new Error(`session: ${JSON.stringify(made.body)}`);
  return { classId: cls.body.data.id as string, sessionId: made.body.data.id as string };
}

export const bookingsOf = (h: Harness, businessId: string) =>
  h.db.select().from(onlineBookings).where(eq(onlineBookings.business_id, businessId));

/** An appointment booking body for a start instant. */
export const appointmentBody = (service_id: string, start_at: string, extra: Record<string, unknown> = {}) => ({
  kind: 'appointment',
  service_id,
  start_at,
  first_name: 'Anna',
  last_name: 'Shevchenko',
  ...extra,
});
