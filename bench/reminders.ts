// `npm run bench:reminders`: the cron's due-reminder scan (enqueueDueReminders) over 100,000 appointments.
// 200 businesses with 500 appointments each, spread over 120 days around now, one client each; 50 of them
// have SMS reminders on (24 h lead), 20 email thank-yous too, and each of those has two weekly series.
// The scan (stored rows in one statement, series expanded, read-only businesses dropped; the queue is a
// no-op so only the scan is timed) is printed against a baseline measured in the same run: a plain
// indexed SELECT of the appointments in the same start window, with no joins.
import {
  appointmentClients,
  appointmentSeries,
  appointments,
  businesses,
  clients,
  notificationSettings,
  subscriptions,
  users,
} from '@kairos/db';
import { sql } from 'drizzle-orm';
import { MAX_LEAD_MS, MAX_THANKS_BACK_MS } from '../packages/api/src/reminders/due';
import { enqueueDueReminders } from '../packages/api/src/reminders/scan';
import { startCountingServer } from './server';
import { sized } from './smoke';

const BUSINESSES = sized(200, 3);
const EACH = sized(500, 150);
const WITH_REMINDERS = sized(50, 2);
const WITH_THANKS = sized(20, 1);
const SAMPLES = sized(30, 1);
const WARMUP = sized(5, 0);
const DAY = 86_400_000;
const MIN = 60_000;
const PARTS = [{ title: 'Cut', duration_minutes: 45, type: 'block' as const }];

const bench = await startCountingServer('kairos-bench-reminders-');
const { rt } = bench;
const db = rt.db;
const now = new Date(Math.floor(Date.now() / MIN) * MIN);
const t = now.getTime();

async function chunks<T>(rows: T[], insert: (part: T[]) => Promise<unknown>, size = 400) {
  for (let k = 0; k < rows.length; k += size) await insert(rows.slice(k, k + size));
}

async function seedBusiness(i: number) {
  const [user] = await db
    .insert(users)
    .values({ email: `rem${i}@bench.test`, password_hash: 'x', first_name: 'Owner', last_name: `${i}`, locale: 'en' })
    .returning({ id: users.id });
  const [business] = await db
    .insert(businesses)
    .values({
      owner_user_id: user?.id as string,
      name: `Studio ${i}`,
      slug: `rem-${i}`,
      timezone: 'Europe/London',
      currency: 'GBP',
      region: 'GB',
    })
    .returning({ id: businesses.id });
  const id = business?.id as string;
  await db.insert(subscriptions).values({ business_id: id, trial_ends_at: new Date(t + 10 * DAY) });
  const [client] = await db
    .insert(clients)
    .values({
      business_id: id,
      first_name: 'Ann',
      phone: '+447700900123',
      email: `ann${i}@bench.test`,
      sms_reminders: true,
      email_reminders: true,
    })
    .returning({ id: clients.id });
  const cid = client?.id as string;
  const rows = Array.from({ length: EACH }, (_, k) => {
    // 120 days around now, every 5.76 hours or so, shifted per business.
    const start = Math.floor((t - 60 * DAY + ((k * 120 * DAY) / EACH + i * 7 * MIN)) / MIN) * MIN;
    return {
      business_id: id,
      type: 'appointment' as const,
      title: 'Cut',
      start_at: new Date(start),
      end_at: new Date(start + 45 * MIN),
      parts: PARTS,
      price: 3000,
      currency: 'GBP',
      created_at: new Date(start - 30 * DAY),
    };
  });
  const ids: string[] = [];
  await chunks(rows, async (part) => {
    const made = await db.insert(appointments).values(part).returning({ id: appointments.id });
    ids.push(...made.map((m) => m.id));
  });
  await chunks(ids, (part) =>
    db.insert(appointmentClients).values(part.map((appointment_id) => ({ appointment_id, client_id: cid, business_id: id }))),
  );
  if (i < WITH_REMINDERS) {
    await db
      .insert(notificationSettings)
      .values({ business_id: id, channel: 'sms', reminder_enabled: true, reminder_lead_minutes: 1440, updated_at: now });
    if (i < WITH_THANKS)
      await db
        .insert(notificationSettings)
        .values({ business_id: id, channel: 'email', thank_you_enabled: true, thank_you_delay_minutes: 120, updated_at: now });
    const day = new Date(t - 30 * DAY).toISOString().slice(0, 10);
    const end = new Date(t + 90 * DAY).toISOString().slice(0, 10);
    for (const minute of [9 * 60, 15 * 60 + i])
      await db.insert(appointmentSeries).values({
        business_id: id,
        frequency: 'weekly',
        start_date: day,
        end_date: end,
        start_minute: minute,
        type: 'appointment',
        parts: PARTS,
        price: 3000,
        currency: 'GBP',
        client_ids: [cid],
      });
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function timeIt(name: string, run: () => Promise<number>) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < SAMPLES + WARMUP; i++) {
    const t0 = performance.now();
    found = await run();
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { name, found, p50: percentile(times, 50), p95: percentile(times, 95) };
}

try {
  const t0 = performance.now();
  for (let i = 0; i < BUSINESSES; i++) await seedBusiness(i);
  await db.run(sql`ANALYZE`);
  const [{ n } = { n: 0 }] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM appointments`);
  console.log(
    `seeded ${n} appointments in ${BUSINESSES} businesses (${WITH_REMINDERS} with reminders) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const noQueue = { db, services: { ...rt.services, queue: { enqueue: async () => {} } } };
  const baseline = await timeIt('baseline: indexed SELECT of the window', async () => {
    const rows = await db.all(sql`SELECT id, business_id, start_at, end_at FROM appointments
      WHERE start_at > ${t - MAX_THANKS_BACK_MS} AND start_at <= ${t + MAX_LEAD_MS}`);
    return rows.length;
  });
  const scan = await timeIt('due-reminder scan (enqueueDueReminders)', () => enqueueDueReminders(noQueue, now));
  console.log();
  console.log(`${'scenario'.padEnd(42)} ${'rows'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  p50 vs baseline`);
  for (const r of [baseline, scan])
    console.log(
      `${r.name.padEnd(42)} ${String(r.found).padStart(7)} ${r.p50.toFixed(2).padStart(6)} ms ${r.p95.toFixed(2).padStart(6)} ms  ${(r.p50 / baseline.p50).toFixed(2)}x`,
    );
  const plan = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN SELECT a.id FROM appointments a
    JOIN notification_settings ns ON ns.business_id = a.business_id AND ns.reminder_enabled = 1
    WHERE a.start_at > ${t} AND a.start_at <= ${t + MAX_LEAD_MS} AND a.start_at - ns.reminder_lead_minutes * 60000 <= ${t}`);
  console.log(`\nreminder half's plan: ${plan.map((p) => p.detail).join(' | ')}`);
  const queued = await enqueueDueReminders(rt.deps, now);
  console.log(`one real cron run queued ${queued} reminder jobs`);
} finally {
  await bench.close();
}
