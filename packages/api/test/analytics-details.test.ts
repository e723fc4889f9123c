import { describe, expect, it } from 'vitest';
import { useStudio } from './analytics.fixtures';

/** GET /data/analytics-details for the hand-worked business of analytics.fixtures.ts (its figures are worked out there). */
const studio = useStudio();
const { get, PERIOD } = studio;

describe('analytics.details (GET /data/analytics-details, premium)', () => {
  const tab = (t: string) => get(`/api/v1/data/analytics-details?tab=${t}&${PERIOD}`);

  it('service delivery: by service, class, location, weekday; utilisation over business hours (DST day 25 h)', async () => {
    const d = await tab('service_delivery');
    const { S1, S2, L1, K1 } = studio.seeded.ids;
    expect(d.by_service).toEqual([
      // v1 v2 v5 v9: minutes 4 × 60, value 3000 + 3000 + 3000 + 2000.
      { id: S1, name: 'Cut', visits: 4, attended: 2, cancelled: 0, no_show: 1, minutes: 240, value: 11000 },
      // v3 cancelled, v4: 90 minutes, 4500.
      { id: S2, name: 'Colour', visits: 2, attended: 1, cancelled: 1, no_show: 0, minutes: 90, value: 4500 },
    ]);
    expect(d.by_class).toEqual([{ id: K1, name: 'Yoga', sessions: 1, attendees: 2 }]);
    expect(d.by_location).toEqual([
      { id: null, name: 'Other', visits: 5, value: 10000 },
      { id: L1, name: 'Main St', visits: 2, value: 7500 },
    ]);
    expect(d.by_weekday).toEqual([
      { weekday: 1, visits: 1 },
      { weekday: 2, visits: 2 },
      { weekday: 3, visits: 0 },
      { weekday: 4, visits: 0 },
      { weekday: 5, visits: 1 },
      { weekday: 6, visits: 2 },
      { weekday: 7, visits: 1 },
    ]);
    // Booked: ap1 60 + ap2 60 + ap4 90 + ap5 60 + cs1 60 + series 60 = 390 (ap3 all cancelled).
    // Open: 10 weekdays × 480 + Sunday 25 Oct (25 h) 1500 + Sunday 1 Nov 1440 = 7740; 390 / 7740 = 503.9 bp.
    expect(d.utilisation).toEqual({ booked_minutes: 390, open_minutes: 7740, rate: 504 });
  });

  it('financial: income, refunds, expenses, profit, left to pay, by method/type/service/location, expenses by category', async () => {
    const d = await tab('financial');
    const { S1, S2, L1 } = studio.seeded.ids;
    expect(d).toMatchObject({ income: 11000, refunds: 500, expenses: 5000, profit: 6000 });
    // Started by now and owing: ap1 3000 − 2500 = 500, ap2 (no-show) 3000, cs1 Anna 1000, series 20 Oct 2000.
    expect(d.left_to_pay).toBe(6500);
    expect(d.by_method).toEqual(
      [
        { method: 'cash', amount: 4500, count: 1 },
        { method: 'card_payment', amount: 6500, count: 3 },
      ].sort(
        (x, y) =>
          d.by_method.findIndex((m: { method: string }) => m.method === x.method) -
          d.by_method.findIndex((m: { method: string }) => m.method === y.method),
      ),
    );
    expect(d.by_type).toEqual(
      expect.arrayContaining([
        { type: 'appointment', amount: 8000 },
        { type: 'sale', amount: 3000 },
      ]),
    );
    expect(d.by_type).toHaveLength(2);
    // Allocations: ap1 3000 − 500 (Cut, Main St), ap4 4500 (Colour, Main St), cs1 1000 (no service, no location).
    expect(d.by_service).toEqual([
      { id: S2, name: 'Colour', amount: 4500 },
      { id: S1, name: 'Cut', amount: 2500 },
      { id: null, name: 'Other', amount: 1000 },
    ]);
    expect(d.by_location).toEqual([
      { id: L1, name: 'Main St', amount: 7000 },
      { id: null, name: 'Other', amount: 1000 },
    ]);
    expect(d.expenses_by_category).toEqual([
      { category: 'rent', amount: 4000 },
      { category: 'supplies', amount: 1000 },
    ]);
  });

  it('client info: new, returning, active, retained, top clients, visit frequency', async () => {
    const d = await tab('client_info');
    const { A, C, D } = studio.seeded.ids;
    // Anna: 2 before (15 Sep, 6 Oct), 3 in the period → returning, retained. Bohdan: 12 Oct before, the no-show
    // in → returning. Cara: only the future visit (the cancelled one does not count). Dmytro: 13 Oct before, 2 in
    // (class, 20 Oct) → returning, retained (3rd).
    expect(d).toMatchObject({ new_clients: 2, returning_clients: 3, active_clients: 4, retained_clients: 2 });
    // Spend: Anna 3000 + 4500 − 500; Cara's sale 3000; Dmytro 1000; Bohdan's voided payment nets to 0.
    expect(d.top_clients).toEqual([
      { id: A, name: 'Anna Test', visits: 3, spent: 7000 },
      { id: C, name: 'Cara Test', visits: 1, spent: 3000 },
      { id: D, name: 'Dmytro Test', visits: 2, spent: 1000 },
    ]);
    expect(d.visit_frequency).toEqual([
      { label: '1', clients: 2 },
      { label: '2', clients: 1 },
      { label: '3-5', clients: 1 },
      { label: '6+', clients: 0 },
    ]);
  });

  it('KPIs for the period and the previous one', async () => {
    const d = await tab('kpis');
    expect(d.kpis).toEqual({
      avg_spend_per_visit: 2200, // 11000 / 5 attended
      rebooking_rate: 10000, // Anna (5 Nov booked) and Dmytro (series 3 Nov) of the 2 with an attended visit
      retention_rate: 5000, // 2 retained of 4 active
      no_show_rate: 1111, // 1 / 9
      cancellation_rate: 2222, // 2 / 9
      utilisation: 504,
      new_clients: 2,
      returning_clients: 3,
    });
    expect(d.previous_kpis).toEqual({
      avg_spend_per_visit: 1000, // 3000 / 3
      rebooking_rate: 10000, // Anna, Bohdan, Dmytro all have a later visit
      retention_rate: 0, // nobody at a 3rd appointment by 18 Oct
      no_show_rate: 0,
      cancellation_rate: 0,
      utilisation: 234, // 180 / (10 × 480 + 2 × 1440)
      new_clients: 1,
      returning_clients: 1, // Anna (15 Sep)
    });
  });

  it('an empty period: rates are null, nothing divided by zero', async () => {
    const d = await get('/api/v1/data/analytics-details?tab=kpis&start_date=2025-01-06&end_date=2025-01-06');
    expect(d.kpis).toMatchObject({
      avg_spend_per_visit: null,
      rebooking_rate: null,
      retention_rate: null,
      no_show_rate: null,
      cancellation_rate: null,
      utilisation: 0,
    });
  });
});
