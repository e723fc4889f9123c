import { describe, expect, it } from 'vitest';
import { estimateTax, type TaxLineKey, type TaxWarning, tradedIn } from '../src/shared/tax';

/**
 * UK sole-trader estimates, worked by hand from GOV.UK's published rates ("Income Tax rates and
 * Personal Allowances", "Self-employed National Insurance rates", "Tax-free allowances on property
 * and trading income"). Pounds in the comments, pence in the table.
 */
const gbp = (pounds: number) => Math.round(pounds * 100);
/** The whole UK tax year starting in `year` traded. */
const whole = (year: number) => tradedIn({ start: `${year}-04-06`, end: `${year + 1}-04-05` }, '2000-01-01', '2100-01-01');

interface Example {
  name: string;
  year: number;
  income: number;
  expenses: number;
  profit: number;
  lines: Partial<Record<TaxLineKey, number>>;
  total: number;
  warnings?: TaxWarning[];
}

const examples: Example[] = [
  {
    // £900 income ≤ £1,000 trading allowance: nothing to declare, no tax (the allowance covers all of it).
    name: 'under the trading allowance',
    year: 2025,
    income: gbp(900),
    expenses: gbp(300),
    profit: 0,
    lines: { uk_trading_allowance: gbp(900) },
    total: 0,
    warnings: ['uk_under_trading_allowance'],
  },
  {
    // 2025-26: profit 30,000 − 5,000 = 25,000. Taxable 25,000 − 12,570 = 12,430 × 20 % = 2,486.
    // Class 4: (25,000 − 12,570) × 6 % = 745.80. Total 3,231.80.
    name: 'basic rate only',
    year: 2025,
    income: gbp(30_000),
    expenses: gbp(5_000),
    profit: gbp(25_000),
    lines: { uk_expenses: gbp(5_000), uk_personal_allowance: gbp(12_570), uk_basic_rate: gbp(2_486), uk_class4_main: gbp(745.8) },
    total: gbp(3_231.8),
  },
  {
    // 2025-26: profit 70,000 − 10,000 = 60,000; taxable 47,430: 37,700 × 20 % = 7,540; 9,730 × 40 % = 3,892.
    // Class 4: 37,700 × 6 % = 2,262; (60,000 − 50,270) 9,730 × 2 % = 194.60. Total 13,888.60.
    name: 'higher rate',
    year: 2025,
    income: gbp(70_000),
    expenses: gbp(10_000),
    profit: gbp(60_000),
    lines: { uk_basic_rate: gbp(7_540), uk_higher_rate: gbp(3_892), uk_class4_main: gbp(2_262), uk_class4_upper: gbp(194.6) },
    total: gbp(13_888.6),
  },
  {
    // 2025-26: profit 110,000: allowance 12,570 − (110,000 − 100,000) / 2 = 7,570; taxable 102,430:
    // 37,700 × 20 % = 7,540; 64,730 × 40 % = 25,892. Class 4: 2,262 + 59,730 × 2 % = 1,194.60. Total 36,888.60.
    name: 'the personal allowance taper at £110,000',
    year: 2025,
    income: gbp(115_000),
    expenses: gbp(5_000),
    profit: gbp(110_000),
    lines: {
      uk_personal_allowance: gbp(7_570),
      uk_basic_rate: gbp(7_540),
      uk_higher_rate: gbp(25_892),
      uk_class4_upper: gbp(1_194.6),
    },
    total: gbp(36_888.6),
  },
  {
    // 2025-26: profit 150,000 > 125,140: no allowance; 37,700 × 20 % = 7,540; (125,140 − 37,700) 87,440 × 40 %
    // = 34,976; 24,860 × 45 % = 11,187. Class 4: 2,262 + 99,730 × 2 % = 1,994.60. Total 57,959.60.
    name: 'over £125,140: no personal allowance, additional rate',
    year: 2025,
    income: gbp(160_000),
    expenses: gbp(10_000),
    profit: gbp(150_000),
    lines: {
      uk_personal_allowance: 0,
      uk_basic_rate: gbp(7_540),
      uk_higher_rate: gbp(34_976),
      uk_additional_rate: gbp(11_187),
      uk_class4_upper: gbp(1_994.6),
    },
    total: gbp(57_959.6),
  },
  {
    // Expenses £400 < £1,000: the trading allowance is better. Profit 19,000; 6,430 × 20 % = 1,286; 6,430 × 6 % = 385.80.
    name: 'trading allowance beats small expenses',
    year: 2025,
    income: gbp(20_000),
    expenses: gbp(400),
    profit: gbp(19_000),
    lines: { uk_trading_allowance: gbp(1_000), uk_basic_rate: gbp(1_286), uk_class4_main: gbp(385.8) },
    total: gbp(1_671.8),
  },
  {
    // Expenses £1,500 > £1,000: the expenses are deducted. Profit 18,500; 5,930 × 20 % = 1,186; 5,930 × 6 % = 355.80.
    name: 'expenses beat the trading allowance',
    year: 2025,
    income: gbp(20_000),
    expenses: gbp(1_500),
    profit: gbp(18_500),
    lines: { uk_expenses: gbp(1_500), uk_basic_rate: gbp(1_186), uk_class4_main: gbp(355.8) },
    total: gbp(1_541.8),
  },
  {
    // 2023-24: profit 30,000; 17,430 × 20 % = 3,486; Class 4 17,430 × 9 % = 1,568.70; Class 2 £3.45 × 52 = 179.40.
    name: '2023-24 National Insurance: Class 4 at 9 % and Class 2',
    year: 2023,
    income: gbp(32_000),
    expenses: gbp(2_000),
    profit: gbp(30_000),
    lines: { uk_basic_rate: gbp(3_486), uk_class4_main: gbp(1_568.7), uk_class2: gbp(179.4) },
    total: gbp(5_234.1),
  },
  {
    // 2024-25, same profit: Class 4 17,430 × 6 % = 1,045.80, no Class 2. Total 3,486 + 1,045.80 = 4,531.80.
    name: '2024-25 National Insurance: Class 4 at 6 %, no Class 2',
    year: 2024,
    income: gbp(32_000),
    expenses: gbp(2_000),
    profit: gbp(30_000),
    lines: { uk_basic_rate: gbp(3_486), uk_class4_main: gbp(1_045.8) },
    total: gbp(4_531.8),
  },
  {
    // 2023-24, profit 10,000 under the allowance and the lower profits limit: no tax; Class 2 was only voluntary.
    name: '2023-24 small profit: Class 2 not charged',
    year: 2023,
    income: gbp(12_000),
    expenses: gbp(2_000),
    profit: gbp(10_000),
    lines: { uk_basic_rate: 0, uk_class4_main: 0, uk_class2: 0 },
    total: 0,
    warnings: ['uk_class2_voluntary'],
  },
];

describe('UK self-assessment estimate (England, Wales, Northern Ireland)', () => {
  it.each(examples)('$name', (ex) => {
    const r = estimateTax({
      regime: 'uk',
      year: ex.year,
      income: ex.income,
      expenses: ex.expenses,
      group: 3,
      traded: whole(ex.year),
    });
    expect(r.profit).toBe(ex.profit);
    for (const [key, amount] of Object.entries(ex.lines)) expect(r.lines.find((l) => l.key === key)?.amount, key).toBe(amount);
    expect(r.total).toBe(ex.total);
    expect(r.total).toBe(r.lines.filter((l) => !l.deduction).reduce((s, l) => s + l.amount, 0));
    for (const w of ex.warnings ?? []) expect(r.warnings).toContain(w);
    expect(r.warnings).toContain('uk_scotland');
    expect(r.sources.every((s) => s.url.startsWith('https://www.gov.uk/'))).toBe(true);
  });

  it('the taper counts whole pounds and ends at £125,140', () => {
    const at = (pounds: number) =>
      estimateTax({
        regime: 'uk',
        year: 2026,
        income: gbp(pounds + 1_000),
        expenses: 0,
        group: 3,
        traded: whole(2026),
      }).lines.find((l) => l.key === 'uk_personal_allowance')?.amount;
    expect(at(100_001)).toBe(gbp(12_570));
    expect(at(100_002)).toBe(gbp(12_569));
    expect(at(125_140)).toBe(0);
  });

  it('a year past the tables uses the latest rates and says so', () => {
    const r = estimateTax({ regime: 'uk', year: 2030, income: gbp(30_000), expenses: gbp(5_000), group: 3, traded: whole(2030) });
    expect(r.tableYear).toBe(2026);
    expect(r.total).toBe(gbp(3_231.8));
    expect(r.warnings).toContain('rates_assumed');
  });
});

describe('a part year', () => {
  it('Class 2 (2023-24) counts the weeks traded; the allowances and bands stay whole', () => {
    const year = { start: '2023-04-06', end: '2024-04-05' };
    // Trading from 1 January 2024: 14 weeks × £3.45 = £48.30. Profit £20,000 − £1,000 allowance = £19,000:
    // income tax (19,000 − 12,570) × 20 % = 1,286; Class 4 6,430 × 9 % = 578.70 (the whole year's allowance and limits).
    const r = estimateTax({
      regime: 'uk',
      year: 2023,
      income: gbp(20_000),
      expenses: 0,
      group: 3,
      traded: tradedIn(year, '2024-01-01', '2024-06-01'),
    });
    expect(r.lines.find((l) => l.key === 'uk_class2')).toMatchObject({ weeks: 14, amount: gbp(48.3) });
    expect(r.lines.find((l) => l.key === 'uk_personal_allowance')?.amount).toBe(gbp(12_570));
    expect(r.lines.find((l) => l.key === 'uk_basic_rate')?.amount).toBe(gbp(1_286));
    expect(r.lines.find((l) => l.key === 'uk_class4_main')?.amount).toBe(gbp(578.7));
    expect(r.total).toBe(gbp(1_286 + 578.7 + 48.3));
  });
});
