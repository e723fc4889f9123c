// `npm run bench:campaign`: a 10,000-recipient email campaign on the Node runtime (libSQL file in WAL mode,
// the table queue, the dev outbox as the provider), from the cron's start (claim + recipients + batch jobs
// enqueued) to the last send, with messages per second. The baseline, measured in the same run on the same
// database: 10,000 plain single-row INSERTs into a scratch table (about what one outbox write costs).
import { businesses, clients, marketingCampaigns, messages, outboxMessages, subscriptions, users } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import { grant } from '../packages/api/src/credits/ledger';
import { outboxMailer } from '../packages/api/src/mail/providers';
import { runDueCampaigns } from '../packages/api/src/marketing/sending';
import { startCountingServer } from './server';
import { SMOKE, sized } from './smoke';

// A smoke run still sends two batches (CAMPAIGN_BATCH_SIZE is 500).
const RECIPIENTS = sized(10_000, 600);
const LIMIT_MS = 120_000;

const bench = await startCountingServer('kairos-bench-campaign-');
const { rt } = bench;
const db = rt.db;
// Production refuses to send without a provider key: the dev outbox stands in for the local fake provider.
rt.services.mailer = outboxMailer(db);
const now = new Date();

async function seed() {
  const [user] = await db
    .insert(users)
    .values({ email: 'campaign@bench.test', password_hash: 'x', first_name: 'Owner', last_name: 'Bench', locale: 'en' })
    .returning({ id: users.id });
  const [business] = await db
    .insert(businesses)
    .values({
      owner_user_id: user?.id as string,
      name: 'Bench Studio',
      slug: 'bench-campaign',
      timezone: 'Europe/London',
      currency: 'GBP',
      region: 'GB',
    })
    .returning({ id: businesses.id });
  const id = business?.id as string;
  await db.insert(subscriptions).values({ business_id: id, trial_ends_at: new Date(now.getTime() + 10 * 86_400_000) });
  const rows = Array.from({ length: RECIPIENTS }, (_, i) => ({
    business_id: id,
    first_name: `Client${i}`,
    last_name: 'Bench',
    email: `client${i}@bench.test`,
    marketing_messages: true,
  }));
  for (let k = 0; k < rows.length; k += 500) await db.insert(clients).values(rows.slice(k, k + 500));
  await grant(db, { businessId: id, channel: 'email', reason: 'bundle', amount: RECIPIENTS, referenceId: 'bench', now });
  return id;
}

try {
  const businessId = await seed();
  await db.run(sql`ANALYZE`);

  await db.run(sql`CREATE TABLE bench_plain (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`);
  const b0 = performance.now();
  for (let i = 0; i < RECIPIENTS; i++) await db.run(sql`INSERT INTO bench_plain (body) VALUES (${`row ${i}`})`);
  const baselineMs = performance.now() - b0;

  const [campaign] = await db
    .insert(marketingCampaigns)
    .values({
      business_id: businessId,
      name: 'Bench',
      channel: 'email',
      subject: 'Hello {client_name}',
      text: 'Dear {client_name}, {business} has 20% off this week.',
      filters: { all_clients: true },
      status: 'scheduled',
      scheduled_at: now,
    })
    .returning({ id: marketingCampaigns.id });
  const statementsBefore = bench.statements();
  const t0 = performance.now();
  const started = await runDueCampaigns(rt.deps, now);
  const enqueuedMs = performance.now() - t0;
  await rt.drain();
  const totalMs = performance.now() - t0;
  const statements = bench.statements() - statementsBefore;

  const [{ n: written } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(messages)
    .where(eq(messages.campaign_id, campaign?.id as string));
  const [{ n: delivered } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(outboxMessages)
    .where(eq(outboxMessages.business_id, businessId));
  const [{ n: sentRows } = { n: 0 }] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM messages WHERE campaign_id = ${campaign?.id} AND status = 'sent'`,
  );

  const rate = (ms: number) => ((RECIPIENTS / ms) * 1000).toFixed(0);
  console.log(`campaigns started: ${started}; messages written ${written}, sent ${sentRows}, outbox ${delivered}`);
  console.log();
  console.log(`${'scenario'.padEnd(52)} ${'time'.padStart(10)} ${'per second'.padStart(11)}  vs baseline`);
  console.log(
    `${`baseline: ${RECIPIENTS.toLocaleString('en-GB')} single-row INSERTs`.padEnd(52)} ${(baselineMs / 1000).toFixed(2).padStart(8)} s ${rate(baselineMs).padStart(11)}  1.00x`,
  );
  console.log(
    `${'campaign: start (claim, recipients, batch jobs)'.padEnd(52)} ${(enqueuedMs / 1000).toFixed(2).padStart(8)} s ${''.padStart(11)}  ${(enqueuedMs / baselineMs).toFixed(2)}x`,
  );
  console.log(
    `${'campaign: enqueue to last send'.padEnd(52)} ${(totalMs / 1000).toFixed(2).padStart(8)} s ${rate(totalMs).padStart(11)}  ${(totalMs / baselineMs).toFixed(2)}x`,
  );
  console.log(`\n${statements} database calls (${(statements / RECIPIENTS).toFixed(2)} per message)`);
  // A smoke run checks that every recipient was sent once, not the time.
  const ok = written === RECIPIENTS && sentRows === RECIPIENTS && (SMOKE || totalMs < LIMIT_MS);
  console.log(ok ? `OK: every recipient sent once, under ${LIMIT_MS / 1000} s` : 'FAILED: not every recipient sent once in time');
  if (!ok) process.exitCode = 1;
} finally {
  await bench.close();
}
