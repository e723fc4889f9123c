import { discountInput, fieldErrorsOf, serviceInput } from '@kairos/api/shared';
import { describe, expect, it } from 'vitest';
import { greetingAt } from '../src/features/dashboard/greeting';
import { hourIn } from '../src/lib/format';
import { minorOf } from '../src/lib/money';

describe('the dashboard greeting reads the clock in the business zone (issue 9)', () => {
  // 12:30 UTC: 01:30 in Auckland (NZDT), 14:30 in Kyiv, 12:30 on a UTC device.
  const noonUtc = new Date('2027-01-15T12:30:00Z');

  it('takes the hour in the given zone, not the device one', () => {
    expect(hourIn('Pacific/Auckland', noonUtc)).toBe(1);
    expect(hourIn('Europe/Kyiv', noonUtc)).toBe(14);
    expect(hourIn('UTC', new Date('2027-01-15T00:10:00Z'))).toBe(0);
  });

  it('greets the night as night, never "good evening" at 1 am (uk, the default locale)', () => {
    expect(greetingAt('Pacific/Auckland', noonUtc)).toBe('Вітаємо');
    expect(greetingAt('Pacific/Auckland', new Date('2027-01-15T19:30:00Z'))).toBe('Доброго ранку');
    expect(greetingAt('Europe/Kyiv', noonUtc)).toBe('Добрий день');
    expect(greetingAt('Europe/Kyiv', new Date('2027-01-15T17:00:00Z'))).toBe('Добрий вечір');
  });
});

describe('a money field keeps the sign, so the schema can say what is wrong', () => {
  const service = {
    name: 'Cut',
    type: 'single',
    parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
    colour: '#0f766e',
  };
  const priceError = (text: string) => {
    const input = { ...service, price: minorOf(text, 'GBP') };
    const r = serviceInput.safeParse(input);
    return r.success ? undefined : fieldErrorsOf(r.error, input, 'en', { currency: 'GBP' }).price;
  };

  it('"-5" is -500 minor units: "Must be 0 or more", not "invalid"', () => {
    expect(minorOf('-5', 'GBP')).toBe(-500);
    expect(minorOf('−12,50', 'UAH')).toBe(-1250);
    expect(priceError('-5')).toEqual(['Must be 0 or more']);
    expect(priceError('abc')).toEqual(['Must be a number']);
    expect(priceError('')).toEqual(['Required']);
    expect(priceError('100000001')).toEqual(['Must be £100,000,000.00 or less']);
    expect(priceError('12.50')).toBeUndefined();
  });

  it('a fixed discount under 0.01 is shown in the currency', () => {
    const input = { name: 'D', type: 'fixed', value: minorOf('0', 'UAH') };
    const r = discountInput.safeParse(input);
    expect(r.success ? {} : fieldErrorsOf(r.error, input, 'uk', { currency: 'UAH' }).value?.[0]?.replace(/\s/g, ' ')).toBe(
      'Має бути не менше ніж 0,01 ₴',
    );
  });
});
