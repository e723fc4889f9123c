import { describe, expect, it } from 'vitest';
import {
  estimateTax,
  monthsElapsed,
  type TaxLineKey,
  type TaxWarning,
  tradedIn,
  UA_TAX_YEARS,
  uaIncomeLimit,
  weeksIn,
} from '../src/shared/tax';

/**
 * Ukrainian FOP estimates worked by hand from the Tax Code (art. 291, 293), Law 2464-VI art. 8 (ЄСВ 22 %),
 * Law 4015-IX (military levy from 2025) and the State Budget laws' minimum wage: 2024 7,100 UAH
 * (8,000 from April, ЄСВ only), 2025 8,000, 2026 8,647. Hryvnias in the comments, kopiykas in the table.
 */
const uah = (hryvnias: number) => Math.round(hryvnias * 100);

interface Example {
  name: string;
  year: number;
  group: 2 | 3;
  income: number;
  months: number;
  lines: Partial<Record<TaxLineKey, number>>;
  total: number;
  warnings?: TaxWarning[];
}

const examples: Example[] = [
  {
    // 2025 group 2: 20 % × 8,000 = 1,600 × 12 = 19,200; ЄСВ 22 % × 8,000 = 1,760 × 12 = 21,120;
    // military levy 10 % × 8,000 = 800 × 12 = 9,600. Total 49,920.
    name: 'group 2, full year 2025',
    year: 2025,
    group: 2,
    income: uah(600_000),
    months: 12,
    lines: { ua_single_tax_fixed: uah(19_200), ua_esv: uah(21_120), ua_military_fixed: uah(9_600) },
    total: uah(49_920),
  },
  {
    // 2024 group 2: 20 % × 7,100 (1 January) = 1,420 × 12 = 17,040; ЄСВ 1,562 × 3 + 1,760 × 9 = 20,526;
    // no military levy for single-tax FOPs in 2024. Total 37,566.
    name: 'group 2, full year 2024 (minimum wage rose in April)',
    year: 2024,
    group: 2,
    income: uah(600_000),
    months: 12,
    lines: { ua_single_tax_fixed: uah(17_040), ua_esv: uah(20_526) },
    total: uah(37_566),
    warnings: ['ua_no_military_levy'],
  },
  {
    // 2025 group 3, income 200,000: 5 % = 10,000; ЄСВ 21,120; military 1 % = 2,000. Total 33,120.
    name: 'group 3, small income',
    year: 2025,
    group: 3,
    income: uah(200_000),
    months: 12,
    lines: { ua_single_tax_percent: uah(10_000), ua_esv: uah(21_120), ua_military_percent: uah(2_000) },
    total: uah(33_120),
  },
  {
    // 2025 group 3, income 5,000,000: 5 % = 250,000; ЄСВ 21,120; 1 % = 50,000. Total 321,120 (limit 9,336,000).
    name: 'group 3, large income',
    year: 2025,
    group: 3,
    income: uah(5_000_000),
    months: 12,
    lines: { ua_single_tax_percent: uah(250_000), ua_military_percent: uah(50_000) },
    total: uah(321_120),
  },
  {
    // 2025 group 2 limit 834 × 8,000 = 6,672,000 < 7,000,000: a warning; the tax is still the fixed 49,920.
    name: 'group 2 over the income limit',
    year: 2025,
    group: 2,
    income: uah(7_000_000),
    months: 12,
    lines: {},
    total: uah(49_920),
    warnings: ['ua_group2_limit'],
  },
  {
    // 2026 group 3 limit 1,167 × 8,647 = 10,091,049 < 10,500,000: a warning. 525,000 + ЄСВ 1,902.34 × 12
    // = 22,828.08 + 105,000 = 652,828.08.
    name: 'group 3 over the income limit (2026)',
    year: 2026,
    group: 3,
    income: uah(10_500_000),
    months: 12,
    lines: { ua_esv: uah(22_828.08) },
    total: uah(652_828.08),
    warnings: ['ua_group3_limit'],
  },
  {
    // 2024 group 3, income 1,000,000: 50,000 + ЄСВ 20,526, no military levy = 70,526.
    name: 'military levy: none in 2024',
    year: 2024,
    group: 3,
    income: uah(1_000_000),
    months: 12,
    lines: { ua_single_tax_percent: uah(50_000), ua_esv: uah(20_526) },
    total: uah(70_526),
    warnings: ['ua_no_military_levy'],
  },
  {
    // 2025 group 3, same income: 50,000 + 21,120 + 1 % = 10,000 → 81,120.
    name: 'military levy: 1 % of income from 2025',
    year: 2025,
    group: 3,
    income: uah(1_000_000),
    months: 12,
    lines: { ua_military_percent: uah(10_000) },
    total: uah(81_120),
  },
  {
    // 2026 group 2, the first 3 months: 1,729.40 × 3 = 5,188.20; ЄСВ 1,902.34 × 3 = 5,707.02; 864.70 × 3 = 2,594.10.
    name: 'group 2, a year so far (3 months of 2026)',
    year: 2026,
    group: 2,
    income: uah(90_000),
    months: 3,
    lines: { ua_single_tax_fixed: uah(5_188.2), ua_esv: uah(5_707.02), ua_military_fixed: uah(2_594.1) },
    total: uah(13_489.32),
  },
];

describe('Ukrainian FOP estimate (single tax, ЄСВ, military levy)', () => {
  it.each(examples)('$name', (ex) => {
    const r = estimateTax({
      regime: 'ua',
      year: ex.year,
      income: ex.income,
      expenses: uah(1_000),
      group: ex.group,
      traded: { since: `${ex.year}-01-01`, until: `${ex.year}-12-31`, months: ex.months },
    });
    for (const [key, amount] of Object.entries(ex.lines)) expect(r.lines.find((l) => l.key === key)?.amount, key).toBe(amount);
    expect(r.total).toBe(ex.total);
    expect(r.warnings.filter((w) => w.endsWith('_limit') || w === 'ua_no_military_levy').sort()).toEqual(
      [...(ex.warnings ?? [])].sort(),
    );
    expect(r.sources.length).toBeGreaterThan(0);
  });

  it('income limits are 834 and 1,167 minimum wages as at 1 January', () => {
    const y2025 = UA_TAX_YEARS.find((t) => t.year === 2025)!;
    expect(uaIncomeLimit(y2025, 2)).toBe(uah(6_672_000));
    expect(uaIncomeLimit(y2025, 3)).toBe(uah(9_336_000));
  });

  it('counts the months started in the period', () => {
    expect(monthsElapsed({ start: '2026-01-01', end: '2026-12-31' }, '2026-03-15')).toBe(3);
    expect(monthsElapsed({ start: '2026-04-06', end: '2027-04-05' }, '2026-11-05')).toBe(7);
    expect(monthsElapsed({ start: '2026-04-06', end: '2027-04-05' }, '2026-11-06')).toBe(8);
    expect(monthsElapsed({ start: '2025-01-01', end: '2025-12-31' }, '2026-03-15')).toBe(12);
    expect(monthsElapsed({ start: '2027-01-01', end: '2027-12-31' }, '2026-03-15')).toBe(0);
  });
});

describe('the months traded in a tax year', () => {
  const ua2026 = { start: '2026-01-01', end: '2026-12-31' };
  const uk2026 = { start: '2026-04-06', end: '2027-04-05' };

  it('from the later of the year start and the day trading started, to today; the first month whole', () => {
    expect(tradedIn(ua2026, '2026-11-22', '2026-11-22')).toEqual({ since: '2026-11-22', until: '2026-11-22', months: 1 });
    expect(tradedIn(ua2026, '2026-11-30', '2026-12-01')).toEqual({ since: '2026-11-30', until: '2026-12-01', months: 2 });
    expect(tradedIn(ua2026, '2019-05-20', '2026-03-15').months).toBe(3);
    // Year edges: the last day of one year, the first of the next.
    expect(tradedIn(ua2026, '2025-12-31', '2026-01-01')).toEqual({ since: '2026-01-01', until: '2026-01-01', months: 1 });
    expect(tradedIn(ua2026, '2026-12-31', '2026-12-31').months).toBe(1);
    expect(tradedIn({ start: '2025-01-01', end: '2025-12-31' }, '2025-10-15', '2026-03-01')).toEqual({
      since: '2025-10-15',
      until: '2025-12-31',
      months: 3,
    });
    // Not begun: trading starts after the year, or after today.
    expect(tradedIn(ua2026, '2027-01-01', '2026-12-31').months).toBe(0);
    expect(tradedIn(ua2026, '2026-12-01', '2026-11-22').months).toBe(0);
  });

  it('UK tax months run from the 6th: 5 May is the first month, 6 May the second; 5 April the twelfth', () => {
    expect(tradedIn(uk2026, '2026-04-05', '2026-04-06')).toEqual({ since: '2026-04-06', until: '2026-04-06', months: 1 });
    expect(tradedIn(uk2026, '2026-04-06', '2026-05-05').months).toBe(1);
    expect(tradedIn(uk2026, '2026-04-06', '2026-05-06').months).toBe(2);
    expect(tradedIn(uk2026, '2026-05-05', '2026-05-06').months).toBe(2);
    expect(tradedIn(uk2026, '2027-04-05', '2027-04-05').months).toBe(1);
    expect(tradedIn(uk2026, '2020-01-01', '2027-06-01').months).toBe(12);
  });

  it('weeks for a weekly charge: a started week counts, at most 52', () => {
    expect(weeksIn(tradedIn({ start: '2023-04-06', end: '2024-04-05' }, '2020-01-01', '2025-01-01'))).toBe(52);
    // 1 January to 5 April 2024: 96 days, 14 weeks.
    expect(weeksIn(tradedIn({ start: '2023-04-06', end: '2024-04-05' }, '2024-01-01', '2025-01-01'))).toBe(14);
    expect(weeksIn(tradedIn(uk2026, '2027-04-05', '2027-04-05'))).toBe(1);
    expect(weeksIn(tradedIn(uk2026, '2028-01-01', '2027-04-05'))).toBe(0);
  });

  it('the ЄСВ months are the calendar months traded, with the minimum wage of each (2024: 7,100 to March, 8,000 from April)', () => {
    const at = (since: string, today: string) =>
      estimateTax({
        regime: 'ua',
        year: 2024,
        income: 0,
        expenses: 0,
        group: 3,
        traded: tradedIn({ start: '2024-01-01', end: '2024-12-31' }, since, today),
      }).lines.find((l) => l.key === 'ua_esv');
    // November and December: 22 % × 8,000 × 2 = 3,520.
    expect(at('2024-11-10', '2025-02-01')).toMatchObject({ months: 2, base: uah(16_000), amount: uah(3_520) });
    // February to April: 22 % × (7,100 + 7,100 + 8,000) = 4,884.
    expect(at('2024-02-29', '2024-04-01')).toMatchObject({ months: 3, base: uah(22_200), amount: uah(4_884) });
    // Registered on 31 December: December whole (1,760).
    expect(at('2024-12-31', '2024-12-31')).toMatchObject({ months: 1, amount: uah(1_760) });
  });
});
