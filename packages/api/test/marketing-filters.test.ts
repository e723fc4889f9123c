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
    expect(short.body.data).toEqual({
      matched: 2,
      recipients: 2,
      not_agreed: 0,
      opted_out: 0,
      no_address: 0,
      credits_per_message: 1,
      credits_required: 2,
      credits_available: 5,
    });
    const cyr = await o.client.post('/api/v1/marketing/count', {
      channel: 'sms',
      text: 'Привіт, {client_name}! Знижка 20% цього тижня.',
      filters: { all_clients: true },
    });
    // 45 + 40 (name) - 13 ({client_name}) + the Ukrainian opt-out line: over 70 UCS-2 characters, two parts.
    expect(cyr.body.data).toMatchObject({ recipients: 2, credits_per_message: 2, credits_required: 4 });
  });
});

/**
 * Issue 25: a campaign to "all clients" reached nobody and nothing said why. The count says how many
 * clients matched the filters and, of those it cannot reach, how many never agreed to marketing, opted
 * out, or lack the channel's address (one reason each); the clients list shows exactly those clients
 * (`?marketing=<reason>&audience=<the campaign's filters>`), so the owner can record their consent.
 */
describe('who matched but cannot get it', () => {
  const names = async (query: Record<string, string>) => {
    const res = await o.client.get(`/api/v1/clients?per_page=100&${new URLSearchParams(query)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as { first_name: string }[]).map((c) => c.first_name).sort();
  };

  it('counts the matched clients by reason, and the clients list filters to each reason within the audience', async () => {
    const cut = await o.addService('Cut');
    const ann = await o.addClient('Ann', { email: 'ann@example.com' });
    const bea = await o.addClient('Bea', { email: 'bea@example.com', marketing_messages: false });
    const cal = await o.addClient('Cal', { email: 'cal@example.com', opt_out: true });
    const dan = await o.addClient('Dan', { phone: '07700 900003' });
    await o.addClient('Eve', { email: 'eve@example.com', marketing_messages: false }); // not a Cut client
    for (const c of [ann, bea, cal, dan]) await o.visit(c, '2026-11-01T10:00:00Z', { service_id: cut });

    const filters = { service_ids: [cut] };
    const count = await o.client.post('/api/v1/marketing/count', { channel: 'email', text: 'Hi', filters });
    expect(count.body.data).toMatchObject({ matched: 4, recipients: 1, not_agreed: 1, opted_out: 1, no_address: 1 });
    const sms = await o.client.post('/api/v1/marketing/count', { channel: 'sms', text: 'Hi', filters });
    expect(sms.body.data).toMatchObject({ matched: 4, recipients: 1, not_agreed: 1, opted_out: 1, no_address: 1 });
    const all = await o.client.post('/api/v1/marketing/count', { channel: 'email', text: 'Hi', filters: { all_clients: true } });
    expect(all.body.data).toMatchObject({ matched: 5, recipients: 1, not_agreed: 2 });

    const audience = JSON.stringify(filters);
    expect(await names({ marketing: 'not_agreed', audience })).toEqual(['Bea']);
    expect(await names({ marketing: 'not_agreed' })).toEqual(['Bea', 'Eve']);
    expect(await names({ marketing: 'opted_out', audience })).toEqual(['Cal']);
    expect(await names({ marketing: 'no_email', audience })).toEqual(['Dan']);
    expect(await names({ marketing: 'no_phone', audience })).toEqual(['Ann']);
    expect(await names({ marketing: 'agreed' })).toEqual(['Ann', 'Dan']);
    expect(await names({ audience })).toEqual(['Ann', 'Bea', 'Cal', 'Dan']);
    // Through tRPC, as the web app asks.
    const viaTrpc = await o.client.query('clients.list', { marketing: 'not_agreed', audience });
    expect(viaTrpc.body.result.data.items.map((c: { first_name: string }) => c.first_name)).toEqual(['Bea']);
  });

  it('refuses an audience that is not a campaign filter, with a field error', async () => {
    for (const audience of ['{not json', '{"birthday_month":13}']) {
      const res = await o.client.get(`/api/v1/clients?${new URLSearchParams({ audience })}`);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await o.client.get('/api/v1/clients?marketing=maybe')).status).toBe(422);
  });
});
