/**
 * Arithmetic on money in integer minor units: one currency at a time, exact (BigInt where a
 * product could pass 2^53), and the only discount calculation the server and the web app use.
 */

/** An amount in minor units of an ISO 4217 currency. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** Adding pounds to hryvnias is a programming error, never a conversion. */
export class CurrencyMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`Currency mismatch: ${expected} and ${actual}`);
    this.name = 'CurrencyMismatchError';
  }
}

function minorUnits(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in minor units: ${amount}`);
  return amount;
}

/** `{ amount, currency }` after checking the amount is an integer (minor units) and naming the currency in capitals. */
export function money(amount: number, currency: string): Money {
  return { amount: minorUnits(amount), currency: currency.toUpperCase() };
}

function sameCurrency(a: Money, b: Money): string {
  const currency = a.currency.toUpperCase();
  if (b.currency.toUpperCase() !== currency) throw new CurrencyMismatchError(currency, b.currency.toUpperCase());
  return currency;
}

/** a + b; throws CurrencyMismatchError when the currencies differ. */
export function addMoney(a: Money, b: Money): Money {
  return money(a.amount + b.amount, sameCurrency(a, b));
}

/** a − b; throws CurrencyMismatchError when the currencies differ. */
export function subtractMoney(a: Money, b: Money): Money {
  return money(a.amount - b.amount, sameCurrency(a, b));
}

/** The total of `items`, all in `currency` (named so an empty list is 0 of it); any other currency throws. */
export function sumMoney(items: readonly Money[], currency: string): Money {
  return items.reduce((total, item) => addMoney(total, item), money(0, currency));
}

/** `n × m ÷ d` rounded half away from zero (half up for the non-negative amounts money is), exactly. */
function mulDivRound(n: number, m: number, d: number): number {
  const product = BigInt(n) * BigInt(m);
  const divisor = BigInt(d);
  const quotient = product / divisor;
  const remainder = product % divisor;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (magnitude * 2n < divisor) return Number(quotient);
  return Number(quotient + (product < 0n ? -1n : 1n));
}

/** A discount as stored: a percentage in basis points (1250 = 12.5 %) or a fixed amount in minor units. */
export interface DiscountRule {
  type: 'percentage' | 'fixed';
  value: number;
}

/**
 * THE discount calculation: how many minor units `rule` takes off `amount` (an appointment's price ×
 * quantity, a sale line…). A percentage is `amount × basis points ÷ 10 000` rounded half up to the
 * minor unit (1005 at 50 % takes off 503, leaving 502); a fixed amount is taken as it is. Never
 * more than the amount (nothing is ever below zero) and never less than nothing.
 */
export function discount(amount: number, rule: DiscountRule): number {
  minorUnits(amount);
  const off = rule.type === 'percentage' ? mulDivRound(amount, rule.value, 10_000) : rule.value;
  return Math.max(0, Math.min(off, amount));
}

/** What is left to pay after `rule`: `amount − discount(amount, rule)`, never below zero. */
export function applyDiscount(amount: number, rule: DiscountRule): number {
  return amount - discount(amount, rule);
}

/**
 * Splits `amount` minor units in proportion to `ratios` (non-negative integers: line totals, or 1s
 * for equal parts) so the parts add up to exactly `amount`: each part gets its share rounded down,
 * then the units left over go one each to the parts with the largest remainders (the earlier part
 * on a tie). 100 in [1, 1, 1] → [34, 33, 33]. A negative amount splits like its magnitude, negated.
 */
export function allocate(amount: number, ratios: readonly number[]): number[] {
  minorUnits(amount);
  if (ratios.some((r) => !Number.isSafeInteger(r) || r < 0)) throw new RangeError('Ratios must be non-negative integers');
  const total = ratios.reduce((s, r) => s + BigInt(r), 0n);
  if (total === 0n) throw new RangeError('At least one ratio must be positive');
  const whole = BigInt(Math.abs(amount));
  const shares = ratios.map((r) => ({ part: (whole * BigInt(r)) / total, remainder: (whole * BigInt(r)) % total }));
  let left = whole - shares.reduce((s, x) => s + x.part, 0n);
  const byRemainder = shares
    .map((x, i) => ({ i, remainder: x.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    const share = shares[i];
    if (share) share.part += 1n;
    left -= 1n;
  }
  return shares.map((x) => Number(amount < 0 ? -x.part : x.part));
}
