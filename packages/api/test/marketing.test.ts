import { sales, subscriptionAddons, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailCampaign, type MarketingOwner, marketingOwner, smsCampaign } from './marketing.fixtures';
import { type Harness, makeHarness } from './support/harness';

/** The /marketing procedures: the plan gate, the campaign's life (draft, scheduled, sent, cancelled), lists and sales. */
let h: Harness;
let o: MarketingOwner;
beforeEach(async () => {
  h = await makeHarness();
  o = await marketingOwner(h);
});
afterEach(() => h.close());

const DAY = 86_400_000;
const inHours = (n: number) => new Date(h.clock.now.getTime() + n * 3_600_000).toISOString();
async function create(body: Record<string, unknown>) {
  const res = await o.client.post('/api/v1/marketing', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; status: string; name: string };
}
async function makeLite() {
  const past = new Date(h.clock.now.getTime() - 30 * DAY);
  await h.db
    .update(subscriptions)
    .set({ plan_name: 'Lite Monthly', plan_id: 'lite_monthly', trial_ends_at: past })
    .where(eq(subscriptions.business_id, o.businessId));
}

describe('the gate', () => {
  it('a trial may use marketing through its plan', async () => {
    expect((await o.client.get('/api/v1/marketing/request-access')).body.data).toEqual({ allowed: true, via: 'plan' });
  });

  it('lite without the add-on is refused with the plan error; request-access says how to get it', async () => {
    await makeLite();
    const list = await o.client.get('/api/v1/marketing');
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('FEATURE_NOT_IN_PLAN');
    expect((await o.client.post('/api/v1/marketing', emailCampaign())).body.code).toBe('FEATURE_NOT_IN_PLAN');
    const access = await o.client.get('/api/v1/marketing/request-access');
    expect(access.status).toBe(200);
    expect(access.body.data).toEqual({ allowed: false, via: 'none' });
  });

  it("an admin's grant (marketing_available) or the add-on lets lite in", async () => {
    await makeLite();
    await h.db.update(users).set({ marketing_available: true }).where(eq(users.id, o.user.id));
    expect((await o.client.get('/api/v1/marketing')).status).toBe(200);
    expect((await o.client.get('/api/v1/marketing/request-access')).body.data).toEqual({ allowed: true, via: 'admin' });
    await h.db.update(users).set({ marketing_available: false }).where(eq(users.id, o.user.id));
    await h.db.insert(subscriptionAddons).values({ business_id: o.businessId, addon: 'marketing', status: 'active' });
    expect((await o.client.get('/api/v1/marketing')).status).toBe(200);
    expect((await o.client.get('/api/v1/marketing/request-access')).body.data).toEqual({ allowed: true, via: 'addon' });
  });
});

describe('writing campaigns', () => {
  it('checks the fields: a filter, an email subject, known placeholders, a future time', async () => {
    const bad = async (body: Record<string, unknown>) => (await o.client.post('/api/v1/marketing', body)).body;
    expect(await bad(emailCampaign({ filters: {} }))).toMatchObject({
      code: 'MARKETING_FILTER_REQUIRED',
      message: 'Please choose at least one filter',
    });
    expect((await bad(emailCampaign({ subject: '' }))).code).toBe('MARKETING_CHECK_FIELDS');
    expect((await bad(emailCampaign({ subject: null }))).code).toBe('MARKETING_CHECK_FIELDS');
    const placeholder = await bad(emailCampaign({ text: 'See you {date}' }));
    expect(placeholder.code).toBe('VALIDATION_ERROR');
    expect(placeholder.errors.text[0]).toContain('{client_name}, {business}');
    const past = await bad(emailCampaign({ scheduled_at: inHours(-1) }));
    expect(past.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(past.errors)).toEqual(['scheduled_at']);
    o.client.setLocale('uk');
    expect((await bad(emailCampaign({ filters: {} }))).message).toBe('Будь ласка, оберіть хоча б один фільтр');
    expect((await o.client.get('/api/v1/marketing')).body.meta.total).toBe(0);
  });

  it('creates a draft or a scheduled campaign, updates it, and locks it once sent or cancelled', async () => {
    const draft = await create(smsCampaign());
    expect(draft).toMatchObject({ status: 'draft', scheduled_at: null, recipients_count: 0 });
    const at = inHours(24);
    const put = await o.client.put(`/api/v1/marketing/${draft.id}`, smsCampaign({ name: 'Renamed', scheduled_at: at }));
    expect(put.body.data).toMatchObject({ name: 'Renamed', status: 'scheduled', scheduled_at: at });
    const back = await o.client.put(`/api/v1/marketing/${draft.id}`, smsCampaign({ scheduled_at: null }));
    expect(back.body.data).toMatchObject({ status: 'draft', scheduled_at: null });
    const cancelled = await o.client.put(`/api/v1/marketing/cancel/${draft.id}`);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled_at: h.clock.now.toISOString() });
    const again = await o.client.put(`/api/v1/marketing/${draft.id}`, smsCampaign());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CAMPAIGN_LOCKED');
    expect((await o.client.put(`/api/v1/marketing/cancel/${draft.id}`)).body.code).toBe('CAMPAIGN_LOCKED');

    await o.addClient('Ann', { phone: '07700 900001' });
    const sent = await create(smsCampaign());
    expect((await o.client.post(`/api/v1/marketing/run/${sent.id}`)).status).toBe(200);
    expect((await o.client.put(`/api/v1/marketing/cancel/${sent.id}`)).body.code).toBe('CAMPAIGN_LOCKED');
    expect((await o.client.put(`/api/v1/marketing/${sent.id}`, smsCampaign())).body.code).toBe('CAMPAIGN_LOCKED');
  });

  it('duplicates any campaign into a new draft named "(copy)"', async () => {
    const src = await create(emailCampaign({ scheduled_at: inHours(2), filters: { birthday_month: 5 } }));
    const copy = await o.client.post(`/api/v1/marketing/duplicate/${src.id}`);
    expect(copy.body.data).toMatchObject({
      name: 'Winter offer (copy)',
      status: 'draft',
      scheduled_at: null,
      subject: 'Hello {client_name}',
      filters: { birthday_month: 5 },
    });
    expect(copy.body.data.id).not.toBe(src.id);
    o.client.setLocale('uk');
    expect((await o.client.post(`/api/v1/marketing/duplicate/${src.id}`)).body.data.name).toBe('Winter offer (копія)');
  });
});

describe('reading campaigns', () => {
  it('lists scheduled (draft + scheduled) and past (sent + cancelled), with local date filters', async () => {
    await o.addClient('Ann', { email: 'ann@example.com' });
    const draft = await create(emailCampaign({ name: 'Draft' }));
    const later = await create(emailCampaign({ name: 'Later', scheduled_at: '2026-12-05T10:00:00Z' }));
    const gone = await create(emailCampaign({ name: 'Gone' }));
    await o.client.put(`/api/v1/marketing/cancel/${gone.id}`);
    const sent = await create(emailCampaign({ name: 'Sent' }));
    await o.client.post(`/api/v1/marketing/run/${sent.id}`);
    const names = async (q: string) =>
      (await o.client.get(`/api/v1/marketing?${q}`)).body.data.map((c: { name: string }) => c.name);
    expect(await names('only=scheduled')).toEqual(['Draft', 'Later']);
    expect((await names('only=past')).sort()).toEqual(['Gone', 'Sent']);
    expect(await names('only=scheduled&start_date=2026-12-01&end_date=2026-12-31')).toEqual(['Later']);
    expect(await names('start_date=2026-11-23')).toEqual(['Later']);
    const page = await o.client.get('/api/v1/marketing?per_page=2&page=2');
    expect(page.body.meta).toEqual({ page: 2, last_page: 2, total: 4 });
    expect([draft.id, later.id]).toHaveLength(2);
  });

  it('shows a campaign of another business as not found', async () => {
    const other = await marketingOwner(h);
    const theirs = (await other.client.post('/api/v1/marketing', emailCampaign())).body.data.id;
    expect((await o.client.get(`/api/v1/marketing/show/${theirs}`)).status).toBe(404);
  });

  it('sales: what recipients bought in the 30 days after the start, per currency, by SQL', async () => {
    const ann = await o.addClient('Ann', { email: 'ann@example.com' });
    const bob = await o.addClient('Bob', { email: 'bob@example.com' });
    const cat = await o.addClient('Cat', { email: 'cat@example.com', opt_out: true }); // not a recipient
    const c = await create(emailCampaign());
    await o.client.post(`/api/v1/marketing/run/${c.id}`);
    const sale = (client_id: string, days: number, total: number, currency = 'GBP', deleted = false) =>
      h.db.insert(sales).values({
        business_id: o.businessId,
        client_id,
        sold_at: new Date(h.clock.now.getTime() + days * DAY),
        currency,
        subtotal: total,
        total,
        deleted_at: deleted ? h.clock.now : null,
      });
    await sale(ann, 1, 3000);
    await sale(ann, 5, 2000);
    await sale(ann, 6, 50_00, 'UAH');
    await sale(bob, 29, 1000);
    await sale(bob, 31, 9999); // after the 30 days
    await sale(bob, -1, 7777); // before the campaign
    await sale(bob, 2, 5555, 'GBP', true); // deleted
    await sale(cat, 1, 4444);
    const res = await o.client.get('/api/v1/marketing/sales');
    expect(res.body.data).toEqual([
      {
        campaign_id: c.id,
        name: 'Winter offer',
        started_at: h.clock.now.toISOString(),
        recipients: 2,
        buyers: 2,
        sales_count: 4,
        totals: [
          { currency: 'GBP', amount: 6000 },
          { currency: 'UAH', amount: 5000 },
        ],
      },
    ]);
    expect((await o.client.get('/api/v1/marketing/sales?start_date=2026-11-23')).body.data).toEqual([]);
  });
});
