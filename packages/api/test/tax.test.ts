import { businesses, expenses, payments, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadScope } from '../src/core/scope';
import { taxSummaryOf } from '../src/tax/summary';
import { type Harness, makeHarness, registerOwner } from './support/harness';

/** The tax estimate through the API: seeded ledger and expenses, the plan gate, the year picker, the settings. */
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

/** An owner whose business registered here on `registered` (by default long ago: it traded all of this year). */
async function owner(locale: 'en' | 'uk', plan: string | null = null, registered = '2024-06-01T09:00:00Z') {
  const o = await registerOwner(h, { locale, timezone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv' });
  const businessId = o.user.business.id;
  o.client.setLocale(locale);
  if (plan) await h.db.update(subscriptions).set({ plan_name: plan }).where(eq(subscriptions.business_id, businessId));
  await h.db
    .update(businesses)
    .set({ created_at: new Date(registered) })
    .where(eq(businesses.id, businessId));
  return { ...o, businessId };
}

let n = 0;
function pay(businessId: string, currency: string, amount: number, taken: string, extra: Record<string, unknown> = {}) {
  n += 1;
  return {
    id: `p-${n}`,
    business_id: businessId,
    checkout_id: `co-${n}`,
    kind: 'payment' as const,
    type: 'standalone' as const,
    method: 'cash' as const,
    amount,
    currency,
    taken_at: new Date(taken),
    ...extra,
  };
}
const spend = (businessId: string, currency: string, amount: number, date: string) => ({
  business_id: businessId,
  type: 'expense' as const,
  category: 'rent',
  date,
  amount,
  currency,
});

const ESTIMATE = '/api/v1/tax/estimate';

describe('tax estimate (UK)', () => {
  // The clock is 22 November 2026: tax year 2026-27 (6 April 2026 to 5 April 2027), 8 months started.
  async function seeded() {
    const o = await owner('en');
    const b = o.businessId;
    await h.db.insert(payments).values([
      pay(b, 'GBP', 10_000_00, '2026-04-05T22:59:00Z'), // 23:59 BST on 5 April: the year before
      pay(b, 'GBP', 20_000_00, '2026-04-05T23:30:00Z'), // 00:30 BST on 6 April: in
      pay(b, 'GBP', 15_000_00, '2026-09-01T10:00:00Z', { id: `sep-${b}` }),
      pay(b, 'GBP', -1_000_00, '2026-10-01T10:00:00Z', { kind: 'refund', reverses_id: `sep-${b}` }),
    ]);
    await h.db
      .insert(expenses)
      .values([
        spend(b, 'GBP', 9_999_00, '2026-04-05'),
        spend(b, 'GBP', 2_000_00, '2026-04-06'),
        spend(b, 'GBP', 2_000_00, '2026-11-01'),
      ]);
    return o;
  }

  it('estimates this tax year from the ledger and expenses, itemised', async () => {
    const o = await seeded();
    const res = await o.client.get(ESTIMATE);
    expect(res.status).toBe(200);
    // Income 20,000 + 15,000 − 1,000 refund = 34,000; expenses 4,000; profit 30,000.
    // Income tax (30,000 − 12,570) × 20 % = 3,486; Class 4 17,430 × 6 % = 1,045.80; total 4,531.80.
    expect(res.body.data).toMatchObject({
      regime: 'uk',
      ua_group: null,
      year: 2026,
      label: 'Tax year 2026-27',
      years: [2026, 2025, 2024, 2023],
      start_date: '2026-04-06',
      end_date: '2027-04-05',
      currency: 'GBP',
      income: 34_000_00,
      expenses: 4_000_00,
      profit: 30_000_00,
      taxable: 30_000_00,
      total: 4_531_80,
      months_elapsed: 8,
      months_traded: 8,
      traded_since: '2026-04-06',
      trading_since: '2024-06-01',
      table_year: 2026,
    });
    const lines = res.body.data.lines as { key: string; amount: number; rate: number | null }[];
    expect(lines.map((l) => [l.key, l.amount, l.rate])).toEqual([
      ['uk_expenses', 4_000_00, null],
      ['uk_personal_allowance', 12_570_00, null],
      ['uk_basic_rate', 3_486_00, 2000],
      ['uk_class4_main', 1_045_80, 600],
    ]);
    expect(res.body.data.sources[0].url).toBe('https://www.gov.uk/income-tax-rates');
    expect(res.body.data.warnings).toEqual(['uk_scotland']);

    // The dashboard's summary is the same figure.
    const summary = await taxSummaryOf(await loadScope(h.db, o.businessId, h.clock.now), 'en');
    expect(summary).toEqual({
      regime: 'uk',
      start_date: '2026-04-06',
      end_date: '2027-04-05',
      label: 'Tax year 2026-27',
      currency: 'GBP',
      profit: 30_000_00,
      tax: 4_531_80,
      months_traded: 8,
      traded_since: '2026-04-06',
    });
  });

  it('a past year: its own period and table, the whole year counted', async () => {
    const o = await seeded();
    const res = await o.client.get(`${ESTIMATE}?year=2025`);
    // 6 April 2025 – 5 April 2026: income 10,000, expenses 9,999 (beat the £1,000 allowance): profit £1, no tax.
    expect(res.body.data).toMatchObject({ year: 2025, income: 10_000_00, expenses: 9_999_00, taxable: 1_00, total: 0 });
    expect(res.body.data.months_elapsed).toBe(12);
  });

  it('a year without an estimate is a translated validation error', async () => {
    const o = await seeded();
    const old = await o.client.get(`${ESTIMATE}?year=2022`);
    expect(old.status).toBe(422);
    expect(old.body.errors.year).toEqual([
      'There is no estimate for that year. Choose one of: 2026-27, 2025-26, 2024-25, 2023-24.',
    ]);
    o.client.setLocale('uk');
    const future = await o.client.get(`${ESTIMATE}?year=2027`);
    expect(future.status).toBe(422);
    expect(future.body.errors.year[0]).toBe(
      'Для цього року розрахунку немає. Оберіть один із: 2026-27, 2025-26, 2024-25, 2023-24.',
    );
    expect((await o.client.get(`${ESTIMATE}?year=abc`)).status).toBe(422);
  });

  it('is premium: lite is FORBIDDEN', async () => {
    const o = await owner('en', 'lite');
    const res = await o.client.get(ESTIMATE);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FEATURE_NOT_IN_PLAN');
    expect((await (await owner('en', 'premium')).client.get(ESTIMATE)).status).toBe(200);
  });
});

describe('tax estimate (Ukraine)', () => {
  it('defaults to FOP group 3 for a Ukrainian business and follows the settings to group 2', async () => {
    const o = await owner('uk');
    await h.db.insert(payments).values([
      pay(o.businessId, 'UAH', 100_000_00, '2026-03-01T10:00:00Z'),
      pay(o.businessId, 'UAH', 50_000_00, '2025-12-31T21:59:00Z'), // 23:59 Kyiv time on 31 December: 2025
    ]);
    await h.db.insert(expenses).values(spend(o.businessId, 'UAH', 30_000_00, '2026-02-01'));
    const g3 = (await o.client.get(ESTIMATE)).body.data;
    // 2026, 11 months: 5 % × 100,000 = 5,000; ЄСВ 1,902.34 × 11 = 20,925.74; military 1 % = 1,000. Total 26,925.74.
    expect(g3).toMatchObject({
      regime: 'ua',
      ua_group: 3,
      year: 2026,
      label: '2026 рік (календарний)',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      income: 100_000_00,
      expenses: 30_000_00,
      profit: 70_000_00,
      taxable: 100_000_00,
      months_elapsed: 11,
      total: 26_925_74,
    });
    expect(g3.years).toEqual([2026, 2025, 2024]);

    const saved = await o.client.put('/api/v1/user/tax-settings', {
      tax_year_start_month: 1,
      tax_year_start_day: 1,
      vat_registered: false,
      vat_rate: 2000,
      regime: 'ua',
      ua_group: 2,
    });
    expect(saved.body.data.tax_settings).toMatchObject({ regime: 'ua', ua_group: 2 });
    const g2 = (await o.client.get(ESTIMATE)).body.data;
    // 1,729.40 × 11 = 19,023.40; ЄСВ 20,925.74; military 864.70 × 11 = 9,511.70. Total 49,460.84.
    expect(g2.lines.map((l: { key: string; amount: number }) => [l.key, l.amount])).toEqual([
      ['ua_single_tax_fixed', 19_023_40],
      ['ua_esv', 20_925_74],
      ['ua_military_fixed', 9_511_70],
    ]);
    expect(g2.total).toBe(49_460_84);
    // 2025 holds the payment made late on 31 December, Kyiv time.
    expect((await o.client.get(`${ESTIMATE}?year=2025`)).body.data.income).toBe(50_000_00);
  });

  it('the UK regime chosen for a hryvnia business warns that the tables are in pounds', async () => {
    const o = await owner('uk');
    const base = { tax_year_start_month: 4, tax_year_start_day: 6, vat_registered: false, vat_rate: 2000 };
    await o.client.put('/api/v1/user/tax-settings', { ...base, regime: 'uk' });
    expect((await o.client.get(ESTIMATE)).body.data.warnings).toContain('currency_mismatch');
  });
});

describe('tax settings', () => {
  const base = { tax_year_start_month: 4, tax_year_start_day: 6, vat_registered: false, vat_rate: 2000 };

  it('reads old rows without the new keys with the defaults', async () => {
    const o = await owner('uk');
    const { businessSettings } = await import('@kairos/db');
    await h.db
      .update(businessSettings)
      .set({ tax: { ...base, tax_year_start_month: 1, tax_year_start_day: 1, vat_number: null } })
      .where(eq(businessSettings.business_id, o.businessId));
    const res = await o.client.get('/api/v1/user');
    expect(res.body.data.settings.tax_settings).toMatchObject({ regime: 'ua', ua_group: 3 });
    expect((await o.client.get(ESTIMATE)).body.data.regime).toBe('ua');
  });

  it('refuses an unknown regime or group, in the caller’s language', async () => {
    const o = await owner('en');
    const regime = await o.client.put('/api/v1/user/tax-settings', { ...base, regime: 'fr' });
    expect(regime.status).toBe(422);
    expect(regime.body.errors.regime[0]).toMatch(/\w/);
    const enGroup = (await o.client.put('/api/v1/user/tax-settings', { ...base, regime: 'ua', ua_group: 4 })).body.errors
      .ua_group[0];
    o.client.setLocale('uk');
    const ukGroup = await o.client.put('/api/v1/user/tax-settings', { ...base, regime: 'ua', ua_group: 4 });
    expect(ukGroup.status).toBe(422);
    expect(ukGroup.body.errors.ua_group[0]).not.toBe(enGroup);
    // Nothing was written by the refused requests.
    expect((await o.client.get('/api/v1/user')).body.data.settings.tax_settings).toMatchObject({ regime: 'uk', ua_group: 3 });
  });
});

describe('a business registered today: the year counts only the months it has traded', () => {
  // The clock is Sunday 22 November 2026, 10:00 UTC (12:00 in Kyiv, 10:00 in London).
  const esv = (a: { lines: { key: string; amount: number; months: number | null }[] }) => a.lines.find((l) => l.key === 'ua_esv');

  it('a Kyiv FOP registered today owes one month of ЄСВ (1,902.34), not eleven', async () => {
    const o = await owner('uk', null, h.clock.now.toISOString());
    const e = (await o.client.get(ESTIMATE)).body.data;
    expect(e).toMatchObject({ months_elapsed: 11, months_traded: 1, traded_since: '2026-11-22', total: 1_902_34 });
    expect(esv(e)).toMatchObject({ months: 1, amount: 1_902_34 });
    // The dashboard says the same.
    const summary = await taxSummaryOf(await loadScope(h.db, o.businessId, h.clock.now), 'uk');
    expect(summary).toMatchObject({ tax: 1_902_34, months_traded: 1, traded_since: '2026-11-22' });
    // Group 2: its fixed single tax and military levy are monthly too: 1,729.40 + 1,902.34 + 864.70.
    const base = { tax_year_start_month: 1, tax_year_start_day: 1, vat_registered: false, vat_rate: 2000, regime: 'ua' };
    await o.client.put('/api/v1/user/tax-settings', { ...base, ua_group: 2 });
    expect((await o.client.get(ESTIMATE)).body.data.total).toBe(1_729_40 + 1_902_34 + 864_70);
    // Trading since 1 March (set by the owner): nine months, March to November.
    const saved = await o.client.put('/api/v1/user/tax-settings', { ...base, ua_group: 3, trading_since: '2026-03-01' });
    expect(saved.body.data.tax_settings.trading_since).toBe('2026-03-01');
    expect((await o.client.get(ESTIMATE)).body.data).toMatchObject({ months_traded: 9, total: 9 * 1_902_34 });
    // A date to come is refused, in the owner's language.
    const future = await o.client.put('/api/v1/user/tax-settings', { ...base, trading_since: '2099-01-01' });
    expect(future.status).toBe(422);
    expect(future.body.errors.trading_since[0]).toMatch(/\S/);
  });

  it('the day is the business’s: registered at 00:30 Kyiv time is that day, whatever UTC says, DST change or year end', async () => {
    // 00:30 on 29 March 2026 in Kyiv (the night clocks go forward) is 22:30 UTC on the 28th: March counts.
    const march = await owner('uk', null, '2026-03-28T22:30:00Z');
    expect((await march.client.get(ESTIMATE)).body.data).toMatchObject({ months_traded: 9, traded_since: '2026-03-29' });
    // 00:30 on 1 January 2026 in Kyiv is 22:30 UTC on 31 December 2025: the whole of 2026 so far, nothing in 2025.
    const newYear = await owner('uk', null, '2025-12-31T22:30:00Z');
    expect((await newYear.client.get(ESTIMATE)).body.data).toMatchObject({ months_traded: 11, traded_since: '2026-01-01' });
    const before = (await newYear.client.get(`${ESTIMATE}?year=2025`)).body.data;
    expect(before).toMatchObject({ months_traded: 0, total: 0 });
  });

  it('a London sole trader registered in the first minutes of the UK tax year (00:30 BST, 6 April) counts from it', async () => {
    const o = await owner('en', null, '2026-04-05T23:30:00Z');
    const e = (await o.client.get(ESTIMATE)).body.data;
    expect(e).toMatchObject({ year: 2026, months_traded: 8, traded_since: '2026-04-06', trading_since: '2026-04-06' });
    expect((await o.client.get(`${ESTIMATE}?year=2025`)).body.data.months_traded).toBe(0);
  });
});
