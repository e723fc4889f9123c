import { creditEntries, creditPurchases, jobs, notificationSettings, notifications, outboxMessages } from '@kairos/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, spend } from '../src/credits/ledger';
import { chooseBundle } from '../src/credits/purchase';
import { runTopUp, TOP_UP_QUEUE } from '../src/credits/top-up';
import { type ClientMessage, queueClientMessage } from '../src/mail/client-messages';
import { billingHarness, ownerWithCard } from './support/billing-world';
import type { Harness } from './support/harness';
import { type PaymentFakes, startPaymentFakes } from './support/payment-fakes';

let fakes: PaymentFakes;
beforeAll(async () => {
  fakes = await startPaymentFakes();
});
afterAll(() => fakes.close());

const sms: ClientMessage = { client_id: null, channel: 'sms', type: 'reminder', to: '+447700900123', text: 'See you at 10:00' };
const sendMany = (h: Harness, b: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => queueClientMessage(h.deps, b, sms, h.clock.now)));

const ledger = async (h: Harness, b: string) => {
  const [row] = await h.db
    .select({ sum: sql<number>`sum(${creditEntries.delta})`, topUps: sql<number>`sum(${creditEntries.reason} = 'top_up')` })
    .from(creditEntries)
    .where(and(eq(creditEntries.business_id, b), eq(creditEntries.channel, 'sms')));
  return { sum: Number(row?.sum), topUps: Number(row?.topUps), balance: await balance(h.db, b, 'sms') };
};
const autoPurchases = (h: Harness, b: string) =>
  h.db
    .select()
    .from(creditPurchases)
    .where(and(eq(creditPurchases.business_id, b), eq(creditPurchases.kind, 'auto')));
const bells = (h: Harness, b: string) =>
  h.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.business_id, b), eq(notifications.type, 'low_credits')));
const ownerMail = (h: Harness, to: string) => h.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

/** A GBP owner with a card, `sms_50` bought with auto top-up on, then brought to `start` SMS credits. */
async function toppingOwner(h: Harness, start: number, card: { last4?: string } = {}) {
  const owner = await ownerWithCard(h, fakes, card);
  const b = owner.user.business.id;
  await chooseBundle(h.db, b, 'sms', { bundleId: 'sms_50', autoRenew: true }, h.clock.now);
  if (!card.last4) {
    const bought = await owner.client.post('/api/v1/user/sms-notification-settings/buy-sms-bundle/sms_50', { auto_renew: true });
    expect(bought.status).toBe(200);
  }
  const now = await balance(h.db, b, 'sms');
  const extra = now - start;
  if (extra > 0)
    await spend(h.db, {
      businessId: b,
      channel: 'sms',
      amount: extra,
      reason: 'message',
      referenceId: 'setup',
      now: h.clock.now,
    });
  expect(await balance(h.db, b, 'sms')).toBe(start);
  return { owner, b };
}

describe('auto top-up', () => {
  it('30 concurrent sends crossing 10: exactly one top-up and one charge, one low-credit reminder, credits exact', async () => {
    const h = await billingHarness(fakes);
    const { owner, b } = await toppingOwner(h, 35);
    const charges = fakes.billing.paymentIntents.charges.length;
    const results = await sendMany(h, b, 30);
    expect(results.every((r) => r.status === 'queued')).toBe(true);
    expect(await h.db.select().from(jobs).where(eq(jobs.queue, TOP_UP_QUEUE))).toHaveLength(1);
    await h.drain();
    const auto = await autoPurchases(h, b);
    expect(auto).toEqual([expect.objectContaining({ status: 'paid', bundle_id: 'sms_50', credits: 50, amount: 400 })]);
    expect(fakes.billing.paymentIntents.charges.length - charges).toBe(1);
    // The crossing entry: 35 − 25 = 10.
    const [crossing] = await h.db
      .select({ seq: creditEntries.seq })
      .from(creditEntries)
      .where(and(eq(creditEntries.business_id, b), eq(creditEntries.channel, 'sms'), eq(creditEntries.balance, 10)));
    expect(auto[0]?.trigger_seq).toBe(crossing?.seq);
    expect(await ledger(h, b)).toEqual({ sum: 55, topUps: 1, balance: 55 });
    // The same crossing again (a redelivered job): nothing more.
    await runTopUp(h.deps, { business_id: b, channel: 'sms', trigger_seq: crossing?.seq as number });
    expect(await autoPurchases(h, b)).toHaveLength(1);
    expect(fakes.billing.paymentIntents.charges.length - charges).toBe(1);
    // The 20-credit reminder: one bell, one email.
    expect(await bells(h, b)).toEqual([expect.objectContaining({ params: { count: '20', channel: 'SMS' } })]);
    expect((await ownerMail(h, owner.email)).filter((e) => e.subject === 'Low on SMS credits: 20 left')).toHaveLength(1);
    // The next crossing tops up again.
    await sendMany(h, b, 45);
    await h.drain();
    expect(await autoPurchases(h, b)).toHaveLength(2);
    expect(await ledger(h, b)).toEqual({ sum: 60, topUps: 2, balance: 60 });
    expect(await bells(h, b)).toHaveLength(2);
  });

  it('switched off: no top-up; a declined card: one failed purchase, one bell and email, no retries', async () => {
    const h = await billingHarness(fakes);
    const { b: off } = await toppingOwner(h, 12);
    await h.db.update(notificationSettings).set({ auto_renew: false }).where(eq(notificationSettings.business_id, off));
    await sendMany(h, off, 3);
    await h.drain();
    expect(await autoPurchases(h, off)).toEqual([]);

    const { owner, b } = await toppingOwner(h, 0, { last4: '0002' });
    await h.db
      .insert(creditEntries)
      .values({ business_id: b, channel: 'sms', seq: 99, delta: 12, balance: 12, reason: 'admin_adjustment' });
    await sendMany(h, b, 3);
    await h.drain();
    expect((await autoPurchases(h, b)).map((p) => p.status)).toEqual(['failed']);
    // The failed top-up's bell, and the low-credit reminder (11 left: at or below 20 for the first time since 55).
    expect((await bells(h, b)).map((n) => n.dedupe_key?.split(':')[0]).sort()).toEqual(['low-credits', 'top-up-failed']);
    expect((await ownerMail(h, owner.email)).filter((e) => e.subject === 'Automatic top-up of SMS credits failed')).toHaveLength(
      1,
    );
    const left = await h.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, TOP_UP_QUEUE), eq(jobs.status, 'pending')));
    expect(left).toEqual([]);
    expect(await balance(h.db, b, 'sms')).toBe(9);
  });
});
