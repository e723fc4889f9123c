import {
  appointmentClients,
  appointmentSeries,
  appointments,
  businessSettings,
  clients,
  expenses,
  goals,
  payments,
  subscriptions,
} from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phraseIndexOf } from '../src/goals/phrases';
import { translateKey } from '../src/shared/validation';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

async function owner(locale: 'en' | 'uk' = 'en', plan: string | null = null) {
  const o = await registerOwner(h, { locale, timezone: 'Europe/London' });
  const businessId = o.user.business.id;
  o.client.setLocale(locale);
  if (plan) await h.db.update(subscriptions).set({ plan_name: plan }).where(eq(subscriptions.business_id, businessId));
  return { ...o, businessId };
}

const goal = (type: string, amount: number, period = 'week') => ({ type, period, amount });

describe('goals CRUD', () => {
  it('creates, lists, changes and deletes; the category follows the type; money goals keep the currency', async () => {
    const o = await owner();
    const res = await o.client.post('/api/v1/goal', goal('income', 50_000, 'month'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Goal created.');
    expect(res.body.data).toMatchObject({ type: 'income', category: 'financial', amount: 50_000, currency: 'GBP' });
    const counts = await o.client.post('/api/v1/goal', goal('new_clients', 10));
    expect(res.status).toBe(200);
    expect(counts.body.data).toMatchObject({ category: 'clients', currency: null, current: 0, percent: 0 });
    const appts = await o.client.post('/api/v1/goal', goal('appointments', 30, 'quarter'));
    expect(appts.body.data).toMatchObject({ category: 'appointments', period: 'quarter' });

    const list = (await o.client.get('/api/v1/goal')).body.data;
    expect(list.map((g: { type: string }) => g.type)).toEqual(['income', 'new_clients', 'appointments']);

    // Changing the type moves the goal to another category (the same rule applies).
    const moved = await o.client.put(`/api/v1/goal/${res.body.data.id}`, goal('returning_clients', 5, 'year'));
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('GOAL_CATEGORY_TAKEN');
    const changed = await o.client.put(`/api/v1/goal/${counts.body.data.id}`, goal('returning_clients', 5, 'year'));
    expect(changed.body.data).toMatchObject({ type: 'returning_clients', category: 'clients', period: 'year', amount: 5 });
    const toNet = await o.client.put(`/api/v1/goal/${res.body.data.id}`, goal('net_income', 1_000));
    expect(toNet.body.data).toMatchObject({ category: 'financial', currency: 'GBP', amount: 1_000 });

    expect((await o.client.del(`/api/v1/goal/${res.body.data.id}`)).status).toBe(200);
    expect((await o.client.del(`/api/v1/goal/${res.body.data.id}`)).status).toBe(404);
    expect((await o.client.get('/api/v1/goal')).body.data).toHaveLength(2);
  });

  it('allows one goal per category: a concurrent double create leaves one row and one GOAL_CATEGORY_TAKEN', async () => {
    const o = await owner('uk');
    const [a, b] = await Promise.all([
      o.client.post('/api/v1/goal', goal('income', 100)),
      o.client.post('/api/v1/goal', goal('net_income', 100)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toMatchObject({
      code: 'GOAL_CATEGORY_TAKEN',
      message: 'У вас уже є ціль у цій категорії. Змініть її або видаліть, щоб створити нову.',
    });
    expect(await h.db.select().from(goals).where(eq(goals.business_id, o.businessId))).toHaveLength(1);
    for (const type of ['appointments', 'new_clients']) {
      expect((await o.client.post('/api/v1/goal', goal(type, 3))).status).toBe(200);
    }
    const again = await o.client.post('/api/v1/goal', goal('returning_clients', 3));
    expect(again.body.code).toBe('GOAL_CATEGORY_TAKEN');
  });

  it('refuses bad amounts with translated messages, writing nothing', async () => {
    const en = await owner('en');
    const zero = await en.client.post('/api/v1/goal', goal('appointments', 0));
    expect(zero.status).toBe(422);
    expect(zero.body.errors.amount).toEqual(['Must be 1 or more']);
    const big = await en.client.post('/api/v1/goal', goal('appointments', 100_001));
    expect(big.body.errors.amount).toEqual(['Must be 100,000 or less']);
    const money = await en.client.post('/api/v1/goal', goal('income', 100_000_001));
    expect(money.body.errors.amount[0]).toContain('1,000,000.00');
    const period = await en.client.post('/api/v1/goal', { type: 'income', period: 'decade', amount: 5 });
    expect(period.status).toBe(422);
    const uk = await owner('uk');
    const ukZero = await uk.client.post('/api/v1/goal', goal('appointments', 0));
    expect(ukZero.body.errors.amount).toEqual([translateKey('validation_min_value', { min: '1' }, 'uk')]);
    expect(ukZero.body.errors.amount[0]).not.toBe('Must be 1 or more');
    expect(await h.db.select().from(goals)).toHaveLength(0);
  });

  it('is premium: the lite plan is FORBIDDEN to read and write', async () => {
    const o = await owner('en', 'lite');
    const list = await o.client.get('/api/v1/goal');
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('FEATURE_NOT_IN_PLAN');
    expect((await o.client.post('/api/v1/goal', goal('income', 100))).status).toBe(403);
  });
});

describe('motivation phrases', () => {
  it('covers all 21 phrases by band', () => {
    const table: [number, number, number][] = [
      [0, 0.05, 1],
      [0, 0.5, 2],
      [5, 0.5, 3],
      [10, 0.5, 4],
      [25, 0.5, 5],
      [35, 0.5, 6],
      [45, 0.5, 7],
      [55, 0.5, 8],
      [65, 0.6, 9],
      [75, 0.7, 10],
      [85, 0.8, 11],
      [92, 0.8, 12],
      [97, 0.8, 13],
      [100, 0.8, 14],
      [120, 0.8, 15],
      [160, 0.8, 16],
      [200, 0.2, 17],
      [80, 0.95, 18],
      [40, 0.95, 19],
      [100, 0.3, 20],
      [60, 0.3, 21],
    ];
    for (const [percent, elapsed, index] of table)
      expect([percent, elapsed, phraseIndexOf(percent, elapsed)]).toEqual([percent, elapsed, index]);
    expect(new Set(table.map((r) => r[2])).size).toBe(21);
    for (let i = 1; i <= 21; i++) {
      for (const locale of ['en', 'uk'] as const)
        expect(translateKey(`goal_phrase_${i}`, {}, locale)).not.toBe(`goal_phrase_${i}`);
    }
  });
});

// ---- progress, hand-checked: London, the week holding Sunday 25 October 2026 (clocks go back at 02:00) ----
// Monday start: Mon 19 Oct 00:00 BST = 18 Oct 23:00Z … Mon 26 Oct 00:00 GMT = 26 Oct 00:00Z (169 hours).
const at = (iso: string) => new Date(iso);

async function seedWeek(businessId: string) {
  const db = h.db;
  const pay = (amount: number, taken: string, kind: 'payment' | 'refund' = 'payment') => ({
    id: `p-${taken}`,
    reverses_id: kind === 'refund' ? 'p-2026-10-18T23:30:00Z' : null,
    business_id: businessId,
    checkout_id: `co-${taken}`,
    kind,
    type: 'standalone' as const,
    method: 'cash' as const,
    amount,
    currency: 'GBP',
    taken_at: at(taken),
  });
  await db.insert(payments).values([
    pay(1000, '2026-10-18T22:30:00Z'), // Sun 23:30 BST: the week before
    pay(2000, '2026-10-18T23:30:00Z'), // Mon 00:30 BST: in (a UTC week would miss it)
    pay(3000, '2026-10-25T23:30:00Z'), // Sun 23:30 GMT: in (after the clocks went back)
    pay(4000, '2026-10-26T00:30:00Z'), // next week
  ]);
  await db.insert(payments).values(pay(-500, '2026-10-20T12:00:00Z', 'refund'));
  const exp = (amount: number, date: string) => ({
    business_id: businessId,
    type: 'expense' as const,
    category: 'rent',
    date,
    amount,
    currency: 'GBP',
  });
  await db.insert(expenses).values([exp(700, '2026-10-19'), exp(100, '2026-10-26'), exp(50, '2026-10-18')]);
  const client = (id: string, created: string) => ({ id, business_id: businessId, first_name: id, created_at: at(created) });
  await db
    .insert(clients)
    .values([
      client('c1', '2026-09-01T10:00:00Z'),
      client('c2', '2026-09-01T10:00:00Z'),
      client('c3', '2026-10-18T23:30:00Z'),
      client('c4', '2026-09-01T10:00:00Z'),
      client('c5', '2026-09-01T10:00:00Z'),
      client('c6', '2026-10-25T23:59:00Z'),
      client('c7', '2026-10-18T22:00:00Z'),
    ]);
  const appt = (id: string, start: string, type: 'appointment' | 'blocked' = 'appointment') => ({
    id,
    business_id: businessId,
    type,
    start_at: at(start),
    end_at: new Date(at(start).getTime() + 3_600_000),
    parts: [],
    currency: 'GBP',
  });
  await db
    .insert(appointments)
    .values([
      appt('E1', '2026-10-01T09:00:00Z'),
      appt('E2', '2026-10-02T09:00:00Z'),
      appt('A1', '2026-10-18T23:15:00Z'),
      appt('A2', '2026-10-21T10:00:00Z'),
      appt('A3', '2026-10-22T10:00:00Z'),
      appt('B1', '2026-10-20T10:00:00Z', 'blocked'),
      appt('A5', '2026-10-26T00:15:00Z'),
    ]);
  const link = (appointment_id: string, client_id: string, status: 'pending' | 'attended' | 'cancelled' | 'no_show') => ({
    appointment_id,
    client_id,
    business_id: businessId,
    status,
  });
  await db
    .insert(appointmentClients)
    .values([
      link('E1', 'c2', 'attended'),
      link('E1', 'c4', 'attended'),
      link('E2', 'c5', 'no_show'),
      link('A1', 'c2', 'pending'),
      link('A1', 'c5', 'attended'),
      link('A2', 'c4', 'cancelled'),
      link('A3', 'c3', 'attended'),
      link('A3', 'c4', 'cancelled'),
      link('A5', 'c2', 'pending'),
    ]);
  // Weekly on Thursdays at 10:00 local from 8 October: 22 October is in the week, 8 and 15 before it.
  await db.insert(appointmentSeries).values({
    business_id: businessId,
    frequency: 'weekly',
    start_date: '2026-10-08',
    end_date: '2026-12-31',
    start_minute: 600,
    type: 'appointment',
    parts: [{ kind: 'busy', duration_minutes: 60 }] as never,
    currency: 'GBP',
    client_ids: ['c1'],
  });
}

describe('progress', () => {
  it('measures each type in the current week across the DST change, by hand', async () => {
    h.clock.now = at('2026-10-25T12:00:00Z');
    const o = await owner('en');
    await seedWeek(o.businessId);
    await o.client.post('/api/v1/goal', goal('income', 9_000));
    await o.client.post('/api/v1/goal', goal('appointments', 4));
    await o.client.post('/api/v1/goal', goal('returning_clients', 1));
    type Row = { type: string; id: string };
    const byType = async () =>
      Object.fromEntries(((await o.client.get('/api/v1/goal')).body.data as Row[]).map((g) => [g.type, g])) as Record<
        string,
        Row
      >;
    let got = await byType();
    // 2000 + 3000 − 500 refunded; 4500 of 9000 = 50 %, in the week's last 10 % and behind: phrase 19.
    expect(got.income).toMatchObject({ period_start: '2026-10-19', period_end: '2026-10-25', current: 4500, percent: 50 });
    expect(got.income).toMatchObject({ phrase_index: 19, phrase: translateKey('goal_phrase_19', {}, 'en') });
    // A1 (a client pending), A3 (one of two cancelled) and the series' 22 October; not A2 (all cancelled), B1, A5.
    expect(got.appointments).toMatchObject({ current: 3, percent: 75, phrase_index: 18 });
    // c1 (series since 8 Oct), c2 (attended 1 Oct); not c3 (first visit), c5 (before: only a no-show).
    expect(got.returning_clients).toMatchObject({ current: 2, percent: 200, phrase_index: 17 });

    await o.client.put(`/api/v1/goal/${(got.income as Row).id}`, goal('net_income', 3_800));
    await o.client.put(`/api/v1/goal/${(got.returning_clients as Row).id}`, goal('new_clients', 4));
    got = await byType();
    expect(got.net_income).toMatchObject({ current: 3800, percent: 100, phrase_index: 14 }); // 4500 − 700
    expect(got.new_clients).toMatchObject({ current: 2, percent: 50 }); // c3, c6; not c7 (Sun 23:00 BST)

    // Weeks starting on Sunday: Sun 25 Oct 00:00 BST (24 Oct 23:00Z) … Sun 1 Nov: 3000 and 4000, less 100 spent.
    const [settings] = await h.db.select().from(businessSettings).where(eq(businessSettings.business_id, o.businessId));
    await h.db
      .update(businessSettings)
      .set({ calendar: { ...settings!.calendar, week_starts_on: 'sunday' } })
      .where(eq(businessSettings.business_id, o.businessId));
    got = await byType();
    expect(got.net_income).toMatchObject({ period_start: '2026-10-25', period_end: '2026-10-31', current: 6900 });
    // Early in the week (12 h of 169): the "period just started" phrase unless already reached.
    expect(got.new_clients).toMatchObject({ current: 1, percent: 25, phrase_index: 1 });
  });

  it('counts months, quarters and years in the business zone and speaks the request locale', async () => {
    h.clock.now = at('2026-10-25T12:00:00Z');
    const o = await owner('uk');
    await seedWeek(o.businessId);
    await o.client.post('/api/v1/goal', goal('income', 10_000, 'month'));
    await o.client.post('/api/v1/goal', goal('appointments', 100, 'quarter'));
    await o.client.post('/api/v1/goal', goal('new_clients', 7, 'year'));
    const list = (await o.client.get('/api/v1/goal')).body.data as Record<string, unknown>[];
    // October (the 26th too): 1000 + 2000 + 3000 + 4000 − 500.
    expect(list[0]).toMatchObject({ period_start: '2026-10-01', period_end: '2026-10-31', current: 9500, percent: 95 });
    expect(list[0]!.phrase).toBe(translateKey(`goal_phrase_${list[0]!.phrase_index}`, {}, 'uk'));
    // Q4 from 1 October: E1, E2, A1, A3, A5 (A2 all cancelled) + series on 8, 15, 22, 29 Oct … 31 Dec (13 Thursdays).
    expect(list[1]).toMatchObject({ period_start: '2026-10-01', period_end: '2026-12-31', current: 5 + 13 });
    expect(list[2]).toMatchObject({ period_start: '2026-01-01', period_end: '2026-12-31', current: 7, percent: 100 });
  });
});
