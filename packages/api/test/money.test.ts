import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { major } from '../src/settings/export-cells';
import {
  addMoney,
  allocate,
  applyDiscount,
  CurrencyMismatchError,
  currencyExponent,
  discount,
  formatMoney,
  fromMajor,
  MAX_AMOUNT_MINOR,
  money,
  parseAmount,
  subtractMoney,
  sumMoney,
  toMajor,
} from '../src/shared/money';

const spaces = (s: string) => s.replace(/\s/g, ' ');

describe('currency exponents come from Intl', () => {
  it('GBP and UAH have 2 decimals, JPY none, KWD and BHD 3', () => {
    expect(currencyExponent('GBP')).toBe(2);
    expect(currencyExponent('UAH')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('gbp')).toBe(2);
    expect(() => currencyExponent('GB')).toThrow(RangeError);
  });
});

describe('major and minor units convert exactly', () => {
  it("toMajor writes the exponent's decimals", () => {
    expect(toMajor(1250, 'GBP')).toBe('12.50');
    expect(toMajor(5, 'UAH')).toBe('0.05');
    expect(toMajor(1250, 'JPY')).toBe('1250');
    expect(toMajor(1250, 'KWD')).toBe('1.250');
    expect(toMajor(-5, 'KWD')).toBe('-0.005');
    expect(() => toMajor(12.5, 'GBP')).toThrow(RangeError);
  });

  it('fromMajor reads the decimal digits, not a float times 100', () => {
    expect(fromMajor(1.005, 'GBP')).toBe(101); // Math.round(1.005 * 100) is 100
    expect(fromMajor(1.15, 'GBP')).toBe(115); // 1.15 * 100 is 114.99999999999999
    expect(fromMajor('12.5', 'GBP')).toBe(1250);
    expect(fromMajor(12.345, 'KWD')).toBe(12345);
    expect(fromMajor(1234, 'JPY')).toBe(1234);
    expect(fromMajor(12.5, 'JPY')).toBe(13); // beyond the exponent: half away from zero
    expect(fromMajor('-0.125', 'GBP')).toBe(-13);
    expect(fromMajor(1e-9, 'GBP')).toBe(0);
    expect(() => fromMajor('12,5', 'GBP')).toThrow(RangeError);
    expect(() => fromMajor(Number.NaN, 'GBP')).toThrow(RangeError);
  });

  it("the export workbook writes major units with the currency's exponent", () => {
    expect(major(1250, 'GBP')).toBe(12.5);
    expect(major(1250, 'JPY')).toBe(1250);
    expect(major(1250, 'KWD')).toBe(1.25);
  });

  it('toMajor and fromMajor are inverse for any amount in a 0-, 2- or 3-decimal currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
        fc.constantFrom('JPY', 'GBP', 'KWD'),
        (minor, c) => {
          expect(fromMajor(toMajor(minor, c), c)).toBe(minor);
          expect(fromMajor(Number(toMajor(minor, c)), c)).toBe(minor);
        },
      ),
    );
  });
});

describe('parsing what people type', () => {
  it('takes either decimal mark, grouping and the currency sign, as many decimals as the currency has', () => {
    expect(parseAmount('12,50', 'UAH')).toBe(1250);
    expect(parseAmount('12.5', 'GBP')).toBe(1250);
    expect(parseAmount('1 234,50', 'UAH')).toBe(123450);
    expect(parseAmount('1\u00a0234,5 ₴', 'UAH')).toBe(123450);
    expect(parseAmount('£1,234.50', 'GBP')).toBe(123450);
    expect(parseAmount('1,234,567', 'GBP')).toBe(123456700);
    expect(parseAmount('1,234', 'JPY')).toBe(1234);
    expect(parseAmount('1.234', 'KWD')).toBe(1234);
    expect(parseAmount('1,234', 'KWD')).toBe(1234);
    expect(parseAmount('12', 'JPY')).toBe(12);
  });

  it('refuses more decimals than the currency has, signs, stray text and broken grouping', () => {
    expect(parseAmount('12.5', 'JPY')).toBeNull();
    expect(parseAmount('1.234', 'GBP')).toBeNull();
    expect(parseAmount('1.2345', 'KWD')).toBeNull();
    expect(parseAmount('-3', 'GBP')).toBeNull();
    expect(parseAmount('12 apples', 'GBP')).toBeNull();
    expect(parseAmount('£', 'GBP')).toBeNull();
    expect(parseAmount('12.', 'GBP')).toBeNull();
    expect(parseAmount('1,23,456.00', 'GBP')).toBeNull();
    expect(parseAmount('1.234,5.6', 'GBP')).toBeNull();
  });

  it("formats per language with the currency's decimals", () => {
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£12.50');
    expect(spaces(formatMoney(123450, 'UAH', 'uk'))).toBe('1 234,50 ₴');
    expect(formatMoney(1250, 'JPY', 'en')).toBe('JP¥1,250');
    expect(spaces(formatMoney(1250, 'KWD', 'en'))).toBe('KWD 1.250');
    expect(spaces(formatMoney(1250, 'KWD', 'uk'))).toBe('1,250 KWD');
  });

  it('reads back what it formats, for any amount, in uk and en, in 0-, 2- and 3-decimal currencies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
        fc.constantFrom('GBP', 'UAH', 'JPY', 'KWD', 'BHD', 'EUR'),
        fc.constantFrom('uk' as const, 'en' as const),
        (minor, c, locale) => {
          expect(parseAmount(formatMoney(minor, c, locale), c)).toBe(minor);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the discount calculation', () => {
  const pct = (value: number) => ({ type: 'percentage' as const, value });
  const fixed = (value: number) => ({ type: 'fixed' as const, value });

  it.each([
    // amount, rule, off, left
    [1005, pct(5000), 503, 502], // 502.5 off: half up
    [3333, pct(1000), 333, 3000], // 333.3 off
    [5, pct(1000), 1, 4], // 0.5 off: half up
    [4, pct(1250), 1, 3], // 0.5 off
    [3, pct(1250), 0, 3], // 0.375 off
    [1, pct(1), 0, 1],
    [9999, pct(10_000), 9999, 0],
    [0, pct(5000), 0, 0],
    [500, fixed(800), 500, 0], // never below zero
    [500, fixed(200), 200, 300],
    // 99 × 99,999,948.99 at 99.99 %: the exact product passes 2^53; a float division rounds it to …052
    [9_999_994_899 * 99, pct(9999), 989_900_495_051, 9_999_994_899 * 99 - 989_900_495_051],
  ])('%i with %o: %i off, %i left', (amount, rule, off, left) => {
    expect(discount(amount, rule)).toBe(off);
    expect(applyDiscount(amount, rule)).toBe(left);
  });
});

describe('allocate', () => {
  it('splits by largest remainder, earlier parts first on a tie', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [0, 1, 0, 1])).toEqual([0, 3, 0, 2]);
    expect(allocate(1000, [3000, 7000])).toEqual([300, 700]);
    expect(allocate(101, [1, 2])).toEqual([34, 67]); // 33.67 and 67.33: the larger remainder gets the unit
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
    expect(() => allocate(100, [1.5, 1])).toThrow(RangeError);
  });

  it('always sums to the amount exactly, each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
        fc
          .array(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), { minLength: 1, maxLength: 12 })
          .filter((r) => r.some((x) => x > 0)),
        (amount, ratios) => {
          const parts = allocate(amount, ratios);
          expect(parts).toHaveLength(ratios.length);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
          const total = ratios.reduce((s, r) => s + r, 0);
          parts.forEach((p, i) => {
            expect(Math.abs(p - (amount * (ratios[i] ?? 0)) / total)).toBeLessThan(1 + 1e-6 * Math.abs(amount));
          });
        },
      ),
    );
  });
});

describe('money of one currency at a time', () => {
  it('adds, subtracts and sums in one currency', () => {
    expect(addMoney(money(1250, 'GBP'), money(50, 'gbp'))).toEqual({ amount: 1300, currency: 'GBP' });
    expect(subtractMoney(money(1250, 'UAH'), money(1300, 'UAH'))).toEqual({ amount: -50, currency: 'UAH' });
    expect(sumMoney([money(1, 'UAH'), money(2, 'UAH'), money(3, 'UAH')], 'UAH')).toEqual({ amount: 6, currency: 'UAH' });
    expect(sumMoney([], 'GBP')).toEqual({ amount: 0, currency: 'GBP' });
    expect(() => money(1.5, 'GBP')).toThrow(RangeError);
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(money(100, 'GBP'), money(100, 'UAH'))).toThrow(CurrencyMismatchError);
    expect(() => subtractMoney(money(100, 'UAH'), money(100, 'GBP'))).toThrow('Currency mismatch: UAH and GBP');
    expect(() => sumMoney([money(1, 'GBP'), money(1, 'UAH')], 'GBP')).toThrow(CurrencyMismatchError);
    expect(() => sumMoney([money(1, 'GBP')], 'UAH')).toThrow(CurrencyMismatchError);
  });
});
