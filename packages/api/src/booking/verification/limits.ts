import type { Db } from '@kairos/db';
import { hitAs, LIMITS, type Limit } from '../../core/rate-limit';
import { BOOKING } from '../../shared/booking-schemas';
import type { Channel } from './address';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Fixed windows; a day's window is the UTC day (windows start at multiples of their length since the epoch). */
export const CODE_LIMITS = {
  /** Per address on every page together: one person's phone cannot be flooded through many businesses' pages. */
  address: (address: string): Limit => ({
    key: `bk:code:addr:${address}`,
    max: BOOKING.CODE_SENDS_PER_ADDRESS_HOUR,
    windowMs: HOUR,
  }),
  ip: (ip: string): Limit => ({ key: `bk:code:ip:${ip}`, max: BOOKING.CODE_SENDS_PER_IP_HOUR, windowMs: HOUR }),
  businessDay: (businessId: string): Limit => ({
    key: `bk:code:day:${businessId}`,
    max: BOOKING.CODE_SENDS_PER_BUSINESS_DAY,
    windowMs: DAY,
  }),
  smsDay: (businessId: string): Limit => ({
    key: `bk:code:sms-day:${businessId}`,
    max: BOOKING.SMS_CODES_PER_BUSINESS_DAY,
    windowMs: DAY,
  }),
  /** SMS codes to one block of numbers on this business's page (SMS pumping uses ranges of numbers). */
  prefixBusinessDay: (businessId: string, phone: string): Limit => ({
    key: `bk:code:sms-prefix:${businessId}:${phonePrefix(phone)}`,
    max: BOOKING.SMS_CODES_PER_PREFIX_BUSINESS_DAY,
    windowMs: DAY,
  }),
  /** ... and on every page together: a range pumped through many businesses' pages. */
  prefixDay: (phone: string): Limit => ({
    key: `bk:code:sms-prefix:${phonePrefix(phone)}`,
    max: BOOKING.SMS_CODES_PER_PREFIX_DAY,
    windowMs: DAY,
  }),
  /** Code checks per visitor address: codes cannot be guessed across many addresses from one place. */
  checkIp: (ip: string): Limit => LIMITS.oneTimeCodeAddress(ip),
};

/**
 * A phone number's block: the E.164 number without its last 4 digits ("+447700900123" → "+44770090"), i.e. the
 * country code and the leading national digits that a range of 10,000 numbers shares.
 */
export const phonePrefix = (phone: string): string => phone.slice(0, Math.max(4, phone.length - 4));

/**
 * Every limit on sending a code, each counted (one atomic upsert each, core/rate-limit.ts `hit`, so parallel
 * requests cannot slip past) before anything is sent, the visitor's own first: the visitor's IP (20/h), the address
 * (5/h); for SMS the number's block (3 a day on this page, 10 on all pages); then the business's day (300 codes),
 * and for SMS its SMS day (20: the most credits a page can spend on codes in a day), past which the visitor is
 * asked for the email code instead. The first full one refuses with its own message.
 */
export async function countSend(db: Db, p: { businessId: string; address: string; ip: string; channel: Channel }, now: Date) {
  await hitAs(db, CODE_LIMITS.ip(p.ip), 'BOOKING_CODE_LIMIT_IP', now);
  await hitAs(db, CODE_LIMITS.address(p.address), 'BOOKING_CODE_LIMIT_ADDRESS', now);
  if (p.channel === 'sms') {
    await hitAs(db, CODE_LIMITS.prefixBusinessDay(p.businessId, p.address), 'BOOKING_SMS_USE_EMAIL', now);
    await hitAs(db, CODE_LIMITS.prefixDay(p.address), 'BOOKING_SMS_USE_EMAIL', now);
  }
  await hitAs(db, CODE_LIMITS.businessDay(p.businessId), 'BOOKING_CODE_LIMIT_DAILY', now);
  if (p.channel === 'sms') await hitAs(db, CODE_LIMITS.smsDay(p.businessId), 'BOOKING_SMS_USE_EMAIL', now);
}
