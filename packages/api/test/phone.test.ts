import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone } from '../src/shared/phone';

describe('formatPhone', () => {
  it('shows a stored E.164 number in international format', () => {
    expect(formatPhone('+380671234567')).toBe('+380 67 123 4567');
    expect(formatPhone('+447700900123')).toBe('+44 7700 900123');
    expect(formatPhone('+442079460000')).toBe('+44 20 7946 0000');
    expect(formatPhone('+380441234567')).toBe('+380 44 123 4567');
  });

  it('round-trips what the forms store', () => {
    expect(formatPhone(normalisePhone('050 123 45 67', 'UA') as string)).toBe('+380 50 123 4567');
    expect(formatPhone(normalisePhone('07700 900123', 'GB') as string)).toBe('+44 7700 900123');
  });

  it('leaves anything that is not a number as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
