import type { Locale } from '@kairos/i18n';
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod';
import type { BusinessRow } from '../../core/context';
import { AppError } from '../../core/errors';
import { normalisePhone, phoneCountryOf } from '../../shared/phone';
import { fieldLabel, translateKey } from '../../shared/validation';

export type Channel = 'email' | 'sms';

const emailShape = z.email();

/**
 * What a code is sent to, as it is stored and compared: a lower-cased email, or a phone number in
 * E.164 (a national number is read in the business's country). Anything else is a field error on
 * `address`, the same for every visitor.
 */
export function normaliseAddress(channel: Channel, raw: string, region: BusinessRow['region'], locale: Locale): string {
  if (channel === 'email') {
    const email = raw.trim().toLowerCase();
    if (emailShape.safeParse(email).success) return email;
    throw fieldError('validation_email', locale);
  }
  const phone = normalisePhone(raw, phoneCountryOf(region));
  if (phone) return phone;
  throw fieldError('validation_tel', locale);
}

const fieldError = (key: string, locale: Locale) =>
  new AppError('VALIDATION_ERROR', {}, { address: [translateKey(key, { field: fieldLabel(['address'], locale) }, locale)] });

/**
 * SMS pumping guard: a code by SMS goes only to a number of the business's country unless the owner
 * allows numbers abroad. A business of no set country (region OTHER) sends SMS codes only when it
 * allows numbers abroad; otherwise the visitor is pointed to email.
 */
export function assertSmsCountry(phone: string, region: BusinessRow['region'], smsAbroad: boolean, locale: Locale): void {
  if (smsAbroad) return;
  const country = phoneCountryOf(region);
  if (!country) throw new AppError('BOOKING_SMS_UNAVAILABLE');
  const parsed = parsePhoneNumberFromString(phone);
  // By calling code: a UK number of a Crown Dependency (+44, GG/JE/IM) is still a +44 number.
  if (parsed?.countryCallingCode === getCountryCallingCode(country)) return;
  const name = new Intl.DisplayNames([locale === 'uk' ? 'uk' : 'en-GB'], { type: 'region' }).of(country) ?? country;
  throw new AppError('BOOKING_SMS_COUNTRY', { country: name });
}

/** "anna@gmail.com" → "an•••@gmail.com"; "+380671234512" → "+380 67 ••• ••12": enough to recognise, not to read. */
export function maskAddress(channel: Channel, address: string): string {
  if (channel === 'email') {
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at);
    return `${local.slice(0, local.length > 3 ? 2 : 1)}•••${address.slice(at)}`;
  }
  const parsed = parsePhoneNumberFromString(address);
  const formatted = parsed ? parsed.formatInternational() : address;
  const [code = '', area = '', ...rest] = formatted.split(' ');
  const tail = rest.join(' ');
  let keep = 2;
  const masked = [...tail]
    .reverse()
    .map((ch) => (/\d/.test(ch) && keep-- <= 0 ? '•' : ch))
    .reverse()
    .join('');
  return [code, area, masked].filter(Boolean).join(' ');
}
