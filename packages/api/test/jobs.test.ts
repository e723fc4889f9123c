import { jobs, outboxMessages, sessions, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScheduled } from '../src/jobs/cron';
import { runJob } from '../src/jobs/run';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const email = (to: string) => ({ to, subject: 'Hi', text: 'Hello', html: '<p>Hello</p>', business_id: null });

describe('durable table queue', () => {
  it('enqueuing the same idempotency key twice stores one job and sends one email', async () => {
    await h.queue.enqueue('email', email('a@example.com'), { idempotencyKey: 'k1' });
    await h.queue.enqueue('email', email('a@example.com'), { idempotencyKey: 'k1' });
    expect(await h.db.select().from(jobs)).toHaveLength(1);
    await h.drain();
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'a@example.com'))).toHaveLength(1);
  });

  it('a job leased by a process that died is picked up again after the lease', async () => {
    await h.queue.enqueue('email', email('b@example.com'), { idempotencyKey: 'k2' });
    const claimed = await h.queue.claim(10);
    expect(claimed).toHaveLength(1);
    // The process "dies" here: the job stays running with a lease.
    expect(await h.queue.claim(10)).toHaveLength(0);
    h.advance(61_000);
    expect(await h.drain()).toBe(1);
    const [row] = await h.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a redelivered message whose effect is recorded does not run twice', async () => {
    const msg = { queue: 'email', payload: email('c@example.com'), key: 'k3' };
    expect(await runJob(msg, h.deps)).toBe('done');
    expect(await runJob(msg, h.deps)).toBe('skipped');
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'c@example.com'))).toHaveLength(1);
  });

  it('failing jobs back off and are marked failed after 5 attempts, keeping the error', async () => {
    await h.queue.enqueue('no-such-queue', {}, { idempotencyKey: 'k4' });
    for (let i = 0; i < 5; i++) {
      await h.drain();
      h.advance(60_000);
    }
    const [row] = await h.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row?.last_error).toContain('No consumer for queue "no-such-queue"');
  });

  it('a delayed job waits for its time', async () => {
    await h.queue.enqueue('email', email('d@example.com'), { delayMs: 10_000 });
    expect(await h.drain()).toBe(0);
    h.advance(10_000);
    expect(await h.drain()).toBe(1);
  });
});

describe('cron', () => {
  it('sends the trial-ending reminder once, 3 days before the end, in the owner language', async () => {
    const { user, email: to } = await registerOwner(h, { locale: 'uk', timezone: 'Europe/Kyiv' });
    await h.drain();
    h.advance(10 * 86_400_000);
    expect((await runScheduled(h.deps, h.clock.now)).trial_reminders_queued).toBe(0);
    h.advance(1.5 * 86_400_000);
    expect((await runScheduled(h.deps, h.clock.now)).trial_reminders_queued).toBe(1);
    await h.drain();
    expect((await runScheduled(h.deps, h.clock.now)).trial_reminders_queued).toBe(0);
    const mails = await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
    const reminder = mails.filter((m) => m.subject?.startsWith('Ваш пробний період'));
    expect(reminder).toHaveLength(1);
    expect(reminder[0]?.body_text).toContain('6 грудня 2026');
    const sub = await h.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, user.business.id) });
    expect(sub?.trial_reminder_sent_at).not.toBeNull();
  });

  it('removes expired sessions', async () => {
    const { user } = await registerOwner(h);
    await h.db
      .insert(sessions)
      .values({ id: 'old', secret_hash: 'x', user_id: user.id, expires_at: new Date(h.clock.now.getTime() - 1) });
    expect((await runScheduled(h.deps, h.clock.now)).expired_sessions).toBe(1);
    expect(await h.db.query.sessions.findFirst({ where: eq(sessions.id, 'old') })).toBeUndefined();
  });
});

describe('at most once under concurrency', () => {
  it('two concurrent deliveries of one message run it once', async () => {
    const msg = {
      queue: 'email',
      payload: { to: 'e@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>', business_id: null },
      key: 'k-race',
    };
    const results = await Promise.all([runJob(msg, h.deps), runJob(msg, h.deps)]);
    expect(results.sort()).toEqual(['done', 'skipped']);
    expect(await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'e@example.com'))).toHaveLength(1);
  });

  it('a failed run releases its claim so the retry runs', async () => {
    const h2 = await makeHarness({ APP_ENV: 'production' });
    const msg = {
      queue: 'email',
      payload: { to: 'f@example.com', subject: 'Hi', text: 'x', html: 'x', business_id: null },
      key: 'k-fail',
    };
    await expect(runJob(msg, h2.deps)).rejects.toThrow('RESEND_API_KEY is not set');
    await expect(runJob(msg, h2.deps)).rejects.toThrow('RESEND_API_KEY is not set');
    h2.close();
  });
});
