import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MarketingOwner, marketingOwner } from './marketing.fixtures';
import { type Harness, makeHarness } from './support/harness';

/**
 * Who a campaign reaches (POST /marketing/count): every filter alone and combined, in the business's
 * zone; opted-out clients, clients without marketing, archived ones and (email) those without an email never.
 */
let h: Harness;
let o: MarketingOwner;
beforeEach(async () => {
  h = await makeHarness();
  o = await marketingOwner(h);
});
afterEach(() => h.close());

async function reached(filters: Record<string, unknown>, channel: 'email' | 'sms' = 'email') {
  const res = await o.client.post('/api/v1/marketing/count', { channel, text: 'Hi', filters });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.recipients as number;
}

describe('recipients', () => {
  it('never counts opted-out, marketing-off, archived or address-less clients', async () => {
    await o.addClient('Ann', { email: 'ann@example.com', phone: '07700 900001' });
    await o.addClient('Opted', { email: 'o@example.com', opt_out: true });
    await o.addClient('Quiet', { email: 'q@example.com', marketing_messages: false });
    await o.addClient('NoEmail', { phone: '07700 900002' });
    const gone = await o.addClient('Gone', { email: 'g@example.com' });
    await o.client.del(`/api/v1/clients/${gone}`);
    expect(await reached({ all_clients: true })).toBe(1);
    expect(await reached({ all_clients: true }, 'sms')).toBe(2);
  });

  it('applies each filter, and all of them together', async () => {
    const cut = await o.addService('Cut');
    const colour = await o.addService('Colour');
    const leeds = await o.addLocation('Leeds');
    const ann = await o.addClient('Ann', { email: 'ann@example.com', birthday: '1990-03-14' });
    const bob = await o.addClient('Bob', { email: 'bob@example.com', birthday: '1985-12-01' });
    const cat = await o.addClient('Cat', { email: 'cat@example.com' });
    await o.addClient('Dan', { email: 'dan@example.com' }); // never visited
    await o.visit(ann, '2026-10-05T10:00:00Z', { service_id: cut, location_id: leeds });
    await o.visit(bob, '2026-06-01T10:00:00Z', { service_id: colour });
    await o.visit(cat, '2026-11-20T10:00:00Z', { service_id: cut, cancelled: true });

    expect(await reached({ visited_from: '2026-10-01', visited_to: '2026-10-31' })).toBe(1);
    expect(await reached({ service_ids: [cut] })).toBe(1); // Cat's place was cancelled: not a visit
    expect(await reached({ service_ids: [cut, colour] })).toBe(2);
    expect(await reached({ location_ids: [leeds] })).toBe(1);
    expect(await reached({ not_seen_since: '2026-09-01' })).toBe(1); // Bob; Dan never came
    expect(await reached({ birthday_month: 3 })).toBe(1);
    expect(await reached({ birthday_month: 12, service_ids: [colour] })).toBe(1);
    expect(await reached({ birthday_month: 3, service_ids: [colour] })).toBe(0);
    expect(await reached({ client_ids: [ann, cat] })).toBe(2);
    expect(await reached({ created_from: '2026-11-22', created_to: '2026-11-22' })).toBe(4);
    expect(await reached({ created_from: '2026-11-23' })).toBe(0);
    expect(await reached({ visited_from: '2026-01-01', service_ids: [cut], location_ids: [leeds], client_ids: [ann, bob] })).toBe(
      1,
    );
  });

  it("reads visit dates in the business's zone", async () => {
    const ann = await o.addClient('Ann', { email: 'ann@example.com' });
    // 22:30 UTC on 31 October is 00:30 on 1 November in Kyiv (UTC+2): a November visit there.
    await h.db.run(sql`UPDATE businesses SET timezone = 'Europe/Kyiv' WHERE id = ${o.businessId}`);
    await o.visit(ann, '2026-10-31T22:30:00Z');
    expect(await reached({ visited_from: '2026-10-01', visited_to: '2026-10-31' })).toBe(0);
    expect(await reached({ visited_from: '2026-11-01', visited_to: '2026-11-01' })).toBe(1);
  });

  it('needs a filter, and refuses ids of another business without counting them', async () => {
    const res = await o.client.post('/api/v1/marketing/count', { channel: 'email', text: 'Hi', filters: {} });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'MARKETING_FILTER_REQUIRED', message: 'Please choose at least one filter' });
    const other = await marketingOwner(h);
    const theirs = await other.addClient('Theirs', { email: 't@example.com' });
    const theirService = await other.addService('Theirs');
    for (const filters of [{ client_ids: [theirs] }, { service_ids: [theirService] }]) {
      const r = await o.client.post('/api/v1/marketing/count', { channel: 'email', text: 'Hi', filters });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('NOT_FOUND');
    }
  });

  it('prices an SMS by its segments with the longest name and the opt-out line, against the balance', async () => {
    await o.addClient('Ann', { phone: '07700 900001' });
    await o.addClient('Bob', { phone: '07700 900002' });
    const short = await o.client.post('/api/v1/marketing/count', {
      channel: 'sms',
      text: 'Hi {client_name}!',
      filters: { all_clients: true },
    });
    // "Hi " + 40 + "!" + "\nReply OPTOUT XXXXXX to stop" = 71 GSM-7 characters: one segment.
    expect(short.body.data).toEqual({ recipients: 2, credits_per_message: 1, credits_required: 2, credits_available: 5 });
    const cyr = await o.client.post('/api/v1/marketing/count', {
      channel: 'sms',
      text: 'Привіт, {client_name}! Знижка 20% цього тижня.',
      filters: { all_clients: true },
    });
    // 45 + 40 (name) - 13 ({client_name}) + the Ukrainian opt-out line: over 70 UCS-2 characters, two parts.
    expect(cyr.body.data).toMatchObject({ recipients: 2, credits_per_message: 2, credits_required: 4 });
  });
});
