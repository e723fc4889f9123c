import { notifications, outboxMessages } from '@kairos/db';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balance, grant } from '../src/credits/ledger';
import { type ClientMessage, queueClientMessage } from '../src/mail/client-messages';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/**
 * Item 2 of issue 25: docs/product/messages.md's low-credit reminder at 20 SMS (bell + email to the owner) fires, email credits get
 * the same, once per stretch below the threshold, also for a balance that never was above it (the trial's 5:
 * before, a "crossing" from above 20 never happened, so nothing fired even at 1 credit).
 */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const msg = (channel: 'sms' | 'email', text = 'See you at 10:00'): ClientMessage => ({
  client_id: null,
  channel,
  type: 'reminder',
  to: channel === 'sms' ? '+447700900123' : 'client@example.com',
  text,
  ...(channel === 'email' ? { subject: 'Reminder' } : {}),
});
const lowBells = (b: string) =>
  h.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.business_id, b), eq(notifications.type, 'low_credits')));
const lowMails = async (to: string) => {
  await h.drain();
  return h.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), like(outboxMessages.subject, 'Low on %')));
};

describe('the low-credit reminder', () => {
  it("fires on the trial's first SMS (5 → 4), once, with a bell and an email in the owner's language", async () => {
    const o = await registerOwner(h, { locale: 'en' });
    const b = o.user.business.id;
    await queueClientMessage(h.deps, b, msg('sms'), h.clock.now);
    await queueClientMessage(h.deps, b, msg('sms'), h.clock.now);
    await queueClientMessage(h.deps, b, msg('sms'), h.clock.now);
    const bells = await lowBells(b);
    expect(bells).toHaveLength(1);
    expect(bells[0]).toMatchObject({ params: { count: '4', channel: 'SMS' }, link: '/account-setup/notifications/sms' });
    expect((await o.client.get('/api/v1/user/notifications')).body.data[0].text).toBe('Low on SMS credits: 4 left');
    const mails = await lowMails(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Low on SMS credits: 4 left');
  });

  it('email credits get the same reminder', async () => {
    const o = await registerOwner(h, { locale: 'uk' });
    const b = o.user.business.id;
    await queueClientMessage(h.deps, b, msg('email'), h.clock.now);
    await queueClientMessage(h.deps, b, msg('email'), h.clock.now);
    const bells = await lowBells(b);
    expect(bells).toMatchObject([{ params: { count: '4', channel: 'email' }, link: '/account-setup/notifications/email' }]);
  });

  it('once per stretch: credits bought lift the balance above 20, and going down through 20 warns once more', async () => {
    const o = await registerOwner(h, { locale: 'en' });
    const b = o.user.business.id;
    await queueClientMessage(h.deps, b, msg('sms'), h.clock.now); // 4: the first warning
    await grant(h.db, { businessId: b, channel: 'sms', reason: 'admin_adjustment', amount: 18, now: h.clock.now }); // 22
    await queueClientMessage(h.deps, b, msg('sms'), h.clock.now); // 21: above, nothing
    expect(await lowBells(b)).toHaveLength(1);
    // Sends at once (their spends are serialised): the one that reaches 20 and those after it share one warning.
    await Promise.all(Array.from({ length: 5 }, () => queueClientMessage(h.deps, b, msg('sms'), h.clock.now)));
    expect(await balance(h.db, b, 'sms')).toBe(16);
    const bells = await lowBells(b);
    expect(bells).toHaveLength(2);
    expect(bells.map((n) => n.params.count).sort()).toEqual(['20', '4']);
    expect(await lowMails(o.email)).toHaveLength(2);
  });
});
