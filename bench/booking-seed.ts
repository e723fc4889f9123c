// bench:booking's business: an owner (registered through the API) with a salon's week (Monday–Saturday
// 08:00–20:00), three services offered online without a deposit (no payment provider), a realistic diary
// (2,000 appointments over a year around today and 20 weekly recurring blocked times) and the booking
// page switched on through PUT /api/v1/user/booking-settings. Also a verified visitor on the page, made
// through the real verification calls with the code read from the queued email (the jobs table).
import { appointments, businessSettings, jobs } from '@kairos/db';
import { and, desc, eq, like } from 'drizzle-orm';
import { defaultSettings } from '../packages/api/src/core/settings-defaults';
import { grant } from '../packages/api/src/credits/ledger';
import { addDays, toInstant, toLocal } from '../packages/api/src/shared/zoned';
import type { BookingBenchServer } from './booking-server';
import { csrfFor, registerUser } from './server';
import { sized } from './smoke';

export const DIARY = sized(2_000, 40);
const SERIES = sized(20, 2);
export const SLUG = 'bench-booking';
const OPEN = 8 * 60;
const CLOSE = 20 * 60;

export interface BookingBusiness {
  businessId: string;
  /** The owner's session cookie header (kairos_session=…). */
  cookie: string;
  timezone: string;
  today: string;
  /** Service ids offered online: a 30-minute cut, a multipart colour (30 + 30 free + 15) and a 45-minute beard trim. */
  cut: string;
  colour: string;
  beard: string;
  durations: Record<string, number>;
}

type Headers = Record<string, string>;

/** POST/PUT as a browser of the app would (the XSRF double-submit bound to the session cookie). */
function writer(origin: string, cookie: string, xsrf: string) {
  const headers: Headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: `${cookie}; XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
  return async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const res = await fetch(`${origin}${path}`, { method, headers, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
}

/** The diary, inserted directly in chunks: one appointment per slot of a 45-minute grid, spread over ±180 days. */
async function seedDiary(s: BookingBenchServer, b: { businessId: string; timezone: string; today: string }) {
  const rows = Array.from({ length: DIARY }, (_, i) => {
    const date = addDays(b.today, -180 + Math.floor((i * 360) / DIARY));
    const minute = OPEN + ((i * 7) % 16) * 45;
    const start = toInstant(date, minute, b.timezone);
    return {
      business_id: b.businessId,
      type: 'appointment' as const,
      title: 'Cut',
      start_at: new Date(start),
      end_at: new Date(start + 45 * 60_000),
      parts: [{ title: 'Cut', duration_minutes: 45, type: 'block' as const }],
      price: 3000,
      currency: 'GBP',
    };
  });
  for (let k = 0; k < rows.length; k += 500) await s.rt.db.insert(appointments).values(rows.slice(k, k + 500));
}

export async function seedBookingBusiness(s: BookingBenchServer): Promise<BookingBusiness> {
  const cookie = await registerUser(s.origin);
  const me = await (await fetch(`${s.origin}/api/v1/user`, { headers: { cookie, accept: 'application/json' } })).json();
  const business = me.data.business as { id: string; timezone: string; region: 'GB' | 'UK' | 'OTHER' };
  const today = toLocal(Date.now(), business.timezone).date;
  const write = writer(s.origin, cookie, await csrfFor(s.origin, cookie));

  // A salon's week, written like the calendar-and-time screen would (one row, seven days).
  const hours = defaultSettings(business.id, business.region);
  hours.business_hours = (hours.business_hours ?? []).map((h) => ({
    ...h,
    enabled: h.weekday <= 6,
    start_minute: OPEN,
    end_minute: CLOSE,
  }));
  await s.rt.db
    .insert(businessSettings)
    .values(hours)
    .onConflictDoUpdate({ target: businessSettings.business_id, set: { business_hours: hours.business_hours } });

  const service = async (name: string, parts: { title: string; duration_minutes: number; type: 'block' | 'free' }[]) =>
    (
      await write('POST', '/api/v1/services', {
        name,
        type: parts.length > 1 ? 'multipart' : 'single',
        parts,
        colour: '#2563eb',
        price: 3000,
        deposit: 0,
        online_booking: true,
      })
    ).id as string;
  const cut = await service('Cut', [{ title: 'Cut', duration_minutes: 30, type: 'block' }]);
  const colour = await service('Colour', [
    { title: 'Apply', duration_minutes: 30, type: 'block' },
    { title: 'Develop', duration_minutes: 30, type: 'free' },
    { title: 'Wash', duration_minutes: 15, type: 'block' },
  ]);
  const beard = await service('Beard trim', [{ title: 'Beard trim', duration_minutes: 45, type: 'block' }]);

  await seedDiary(s, { businessId: business.id, timezone: business.timezone, today });
  // Email credits for the confirmations (each booking queues one, spending a credit).
  await grant(s.rt.db, {
    businessId: business.id,
    channel: 'email',
    reason: 'purchase',
    referenceId: 'bench',
    now: new Date(),
    amount: 100_000,
  });
  for (let k = 0; k < SERIES; k++) {
    const hour = 8 + (k % 12);
    await write('POST', '/api/v1/appointments', {
      type: 'blocked',
      title: `Weekly ${k + 1}`,
      date: addDays(today, k - 40),
      start_time: `${String(hour).padStart(2, '0')}:00`,
      duration_minutes: 30,
      recurring: { frequency: 'weekly', end_date: addDays(today, 400) },
      allow_overlap: true,
    });
  }

  await write('PUT', '/api/v1/user/booking-settings', {
    enabled: true,
    paused: false,
    existing_clients_only: false,
    slug: SLUG,
    notice_hours: 2,
    horizon_days: 365,
    remember_days: 30,
    cancel_notice_hours: 24,
    terms: null,
    confirm_email: true,
    confirm_sms: false,
    notify_owner_email: true,
    sms_abroad: false,
    brand_color: '#4f46e5',
    service_ids: [cut, colour, beard],
    class_ids: [],
    package_ids: [],
    voucher_ids: [],
  });
  return {
    businessId: business.id,
    cookie,
    timezone: business.timezone,
    today,
    cut,
    colour,
    beard,
    durations: { [cut]: 30, [colour]: 75, [beard]: 45 },
  };
}

/** The cookie header of a visitor verified by email on the page: send a code, read it from the queue, check it. */
export async function verifiedVisitor(s: BookingBenchServer, address: string): Promise<{ cookie: string; xsrf: string }> {
  const xsrf = await csrfFor(s.origin, '');
  const base = `${s.origin}/api/v1/online-booking/${SLUG}/verification`;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
  const sent = await fetch(base, { method: 'POST', headers, body: JSON.stringify({ channel: 'email', address, locale: 'en' }) });
  if (sent.status !== 200) throw new Error(`verification answered ${sent.status}: ${await sent.text()}`);
  // The production runtime has no dev outbox (and the bench runs no queue drain): the code is in the queued email.
  const [row] = await s.rt.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.queue, 'email'), like(jobs.payload, `%${address}%`)))
    .orderBy(desc(jobs.created_at))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.payload ?? '')?.[1];
  if (!code) throw new Error(`no code in the queued email to ${address}`);
  const checked = await fetch(`${base}/check`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ channel: 'email', address, code }),
  });
  if (checked.status !== 200) throw new Error(`verification/check answered ${checked.status}: ${await checked.text()}`);
  const visitor = checked.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] as string)
    .find((c) => c.startsWith('kb_'));
  if (!visitor) throw new Error('verification/check set no visitor cookie');
  return { cookie: `XSRF-TOKEN=${xsrf}; ${visitor}`, xsrf: decodeURIComponent(xsrf) };
}
