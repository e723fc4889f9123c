import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expand, occurrenceDates, type RecurrenceRule, splitAt } from '../src/availability/recurrence';
import { addDays, daysBetween, toLocal } from '../src/shared/zoned';

const weekly: RecurrenceRule = {
  frequency: 'weekly',
  start_date: '2026-03-16',
  end_date: '2026-04-13',
  start_minute: 10 * 60,
  duration_minutes: 45,
};

describe('recurring series', () => {
  it('a weekly 10:00 stays at 10:00 London time across the March DST change (its UTC time moves)', () => {
    const occ = expand(weekly, 'Europe/London', '2026-03-01', '2026-04-30');
    expect(occ.map((o) => o.date)).toEqual(['2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06', '2026-04-13']);
    expect(occ.map((o) => toLocal(o.start, 'Europe/London').minutes)).toEqual([600, 600, 600, 600, 600]);
    expect(new Date(occ[1]?.start as number).toISOString()).toBe('2026-03-23T10:00:00.000Z');
    expect(new Date(occ[2]?.start as number).toISOString()).toBe('2026-03-30T09:00:00.000Z');
    expect(occ.every((o) => o.end - o.start === 45 * 60_000)).toBe(true);
  });

  it('the same in Kyiv across the October change', () => {
    const rule: RecurrenceRule = { ...weekly, start_date: '2026-10-19', end_date: '2026-11-02' };
    const occ = expand(rule, 'Europe/Kyiv', '2026-10-01', '2026-11-30');
    expect(occ.map((o) => new Date(o.start).toISOString())).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
  });

  it('cancelled and detached occurrences are left out', () => {
    const occ = expand(
      weekly,
      'Europe/London',
      '2026-03-01',
      '2026-04-30',
      new Map([
        ['2026-03-23', 'cancelled'],
        ['2026-04-06', 'detached'],
      ]),
    );
    expect(occ.map((o) => o.date)).toEqual(['2026-03-16', '2026-03-30', '2026-04-13']);
  });

  it('monthly on the 31st skips months without one', () => {
    const rule: RecurrenceRule = {
      frequency: 'monthly',
      start_date: '2026-01-31',
      end_date: '2026-12-31',
      start_minute: 540,
      duration_minutes: 60,
    };
    expect(occurrenceDates(rule, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('a window in the middle of a long series starts at the right occurrence', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RecurrenceRule['frequency']>('daily', 'weekly', 'biweekly'),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        (frequency, startOffset, windowOffset, windowLen) => {
          const rule: RecurrenceRule = {
            frequency,
            start_date: addDays('2026-01-01', startOffset),
            end_date: '2028-01-01',
            start_minute: 600,
            duration_minutes: 30,
          };
          const from = addDays('2026-01-01', windowOffset);
          const to = addDays(from, windowLen);
          const full = occurrenceDates(rule, rule.start_date, rule.end_date).filter((d) => d >= from && d <= to);
          expect(occurrenceDates(rule, from, to)).toEqual(full);
          const step = frequency === 'daily' ? 1 : frequency === 'weekly' ? 7 : 14;
          for (const d of full) expect(daysBetween(rule.start_date, d) % step).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('"this and all future" splits the series without losing or repeating an occurrence', () => {
    const { before, after } = splitAt(weekly, '2026-03-30');
    const joined = [
      ...occurrenceDates(before as RecurrenceRule, '2026-01-01', '2026-12-31'),
      ...occurrenceDates(after, '2026-01-01', '2026-12-31'),
    ];
    expect(joined).toEqual(occurrenceDates(weekly, '2026-01-01', '2026-12-31'));
    expect(splitAt(weekly, weekly.start_date).before).toBeNull();
  });
});
