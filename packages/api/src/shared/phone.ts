import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Business region → the country assumed for numbers typed without +country code. */
export function phoneCountryOf(region: 'GB' | 'UK' | 'OTHER' | undefined): CountryCode | undefined {
  if (region === 'GB') return 'GB';
  if (region === 'UK') return 'UA';
  return undefined;
}

/** "050 123 45 67" (UA) → "+380501234567"; null when it is not a possible number. */
export function normalisePhone(raw: string, country?: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), country);
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * How a stored phone is shown: "+380671234567" → "+380 67 123 4567", "+447700900123" → "+44 7700 900123"
 * (international format). A number stored without its country code is read with `country` (the business's).
 * Anything that does not read as a number is shown as stored.
 */
export function formatPhone(stored: string, country?: CountryCode): string {
  const parsed = parsePhoneNumberFromString(stored.trim(), country);
  return parsed ? parsed.formatInternational() : stored;
}
