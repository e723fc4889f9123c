import { promoCodes } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditRows, signedInAdmin } from './support/admin';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeEach(async () => {
  h = await makeHarness();
  admin = await signedInAdmin(h);
});

const percent = { code: 'Spring25', discount_type: 'percent', amount: 25, duration: 'on_going' };

describe('admin promo codes', () => {
  it('creates a percent code (basis points), lists it and audits the action', async () => {
    const res = await admin.client.post('/api/v1/admin/promo-codes', { ...percent, code: '  Spring25 ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'Spring25', discount_type: 'percent', amount: 2500, currency: null });
    const row = await h.db.query.promoCodes.findFirst({ where: eq(promoCodes.id, res.body.data.id) });
    expect(row).toMatchObject({ amount: 2500, created_by: admin.id, duration: 'on_going' });
    const list = await admin.client.get('/api/v1/admin/promo-codes');
    expect(list.body.data.map((p: { code: string }) => p.code)).toEqual(['Spring25']);
    expect(list.body.meta.total).toBe(1);
    const [entry] = await auditRows(h);
    expect(entry).toMatchObject({ actor_user_id: admin.id, action: 'promo_code.create', target_id: res.body.data.id });
  });

  it('a fixed code needs a currency; a fixed period needs its months; expiry is the end of the day', async () => {
    const noCurrency = await admin.client.post('/api/v1/admin/promo-codes', { ...percent, discount_type: 'fixed', amount: 500 });
    expect(noCurrency.status).toBe(422);
    expect(noCurrency.body.errors).toEqual({ currency: ['Choose the currency of a fixed amount'] });
    const noMonths = await admin.client.post('/api/v1/admin/promo-codes', { ...percent, duration: 'fixed_period' });
    expect(noMonths.body.errors).toEqual({ duration_months: ['How many months the discount lasts'] });
    const ok = await admin.client.post('/api/v1/admin/promo-codes', {
      code: 'TENOFF',
      discount_type: 'fixed',
      amount: 1000,
      currency: 'GBP',
      duration: 'fixed_period',
      duration_months: 3,
      max_redemptions: 50,
      expires_at: '2027-01-31',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      amount: 1000,
      currency: 'GBP',
      duration_months: 3,
      max_redemptions: 50,
      redemptions: 0,
      expires_at: '2027-01-31T23:59:59.999Z',
    });
  });

  it('refuses bad codes and percentages with translated field messages', async () => {
    const bad = await admin.client.post('/api/v1/admin/promo-codes', { ...percent, code: 'no spaces!', amount: 101 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ code: ['3 to 40 letters, digits, - or _'], amount: ['A percentage from 1 to 100'] });
    admin.client.setLocale('uk');
    const short = await admin.client.post('/api/v1/admin/promo-codes', { ...percent, code: 'ab', amount: 0 });
    expect(short.body.errors).toEqual({ code: ['Від 3 до 40 літер, цифр, - або _'], amount: ['Відсоток від 1 до 100'] });
    expect(await h.db.select().from(promoCodes)).toEqual([]);
  });

  it('codes are case sensitive and unique as typed, a deleted code keeps its name taken', async () => {
    expect((await admin.client.post('/api/v1/admin/promo-codes', percent)).status).toBe(200);
    const other = await admin.client.post('/api/v1/admin/promo-codes', { ...percent, code: 'SPRING25' });
    expect(other.status).toBe(200);
    const same = await admin.client.post('/api/v1/admin/promo-codes', percent);
    expect(same.status).toBe(422);
    expect(same.body).toMatchObject({ code: 'PROMO_CODE_TAKEN', errors: { code: ['This promo code already exists'] } });
    const del = await admin.client.del(`/api/v1/admin/promo-codes/${other.body.data.id}`);
    expect(del.status).toBe(200);
    const again = await admin.client.post('/api/v1/admin/promo-codes', { ...percent, code: 'SPRING25' });
    expect(again.body.code).toBe('PROMO_CODE_TAKEN');
  });

  it('deletes softly: gone from the list, row kept with deleted_at, a second delete is NOT_FOUND', async () => {
    const created = (await admin.client.post('/api/v1/admin/promo-codes', percent)).body.data;
    h.advance(60_000);
    expect((await admin.client.del(`/api/v1/admin/promo-codes/${created.id}`)).status).toBe(200);
    const row = await h.db.query.promoCodes.findFirst({ where: eq(promoCodes.id, created.id) });
    expect(row?.deleted_at).toEqual(h.clock.now);
    expect((await admin.client.get('/api/v1/admin/promo-codes')).body.data).toEqual([]);
    const twice = await admin.client.del(`/api/v1/admin/promo-codes/${created.id}`);
    expect(twice.status).toBe(404);
    const [entry] = await auditRows(h);
    expect(entry).toMatchObject({ action: 'promo_code.delete', target_id: created.id });
  });

  it('an owner is refused', async () => {
    const owner = await registerOwner(h);
    const res = await owner.client.post('/api/v1/admin/promo-codes', percent);
    expect(res.status).toBe(403);
    expect(await h.db.select().from(promoCodes)).toEqual([]);
  });
});
