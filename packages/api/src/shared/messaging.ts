import { MESSAGE_CHANNELS } from '@kairos/db/enums';
import type { Plan } from './plans';

/**
 * Client messages (issue 14): the constants the API and the screens share. docs/product/messages.md gives the
 * thresholds and allowances; the bundle sizes and prices are ours (docs/DECISIONS.md "Client messages").
 */
export { MESSAGE_CHANNELS };
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The messages an owner switches on per channel (docs/product/messages.md "Message type" less marketing). */
export const NOTIFIED_TYPES = ['booking', 'reminder', 'thank_you'] as const;
export type NotifiedType = (typeof NOTIFIED_TYPES)[number];

/**
 * Placeholders a template may use, written `{client_name}`. One meaning everywhere (confirmations, reminders,
 * thank-yous, campaigns): `{client_name}` is the client's first name (what a greeting wants, and what fits an
 * SMS), `{full_name}` their first and last name (clientNameValues). Marketing texts use MARKETING_PLACEHOLDERS.
 */
export const PLACEHOLDERS = [
  'client_name',
  'full_name',
  'business',
  'date',
  'time',
  'service',
  'location',
  'cancel_link',
  'video_link',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** `{client_name}` (first name) and `{full_name}` of a client: the one place a client's name becomes placeholder values. */
export function clientNameValues(c: { first_name: string; last_name?: string | null }): {
  client_name: string;
  full_name: string;
} {
  const first = c.first_name.trim();
  return { client_name: first, full_name: [first, c.last_name?.trim()].filter(Boolean).join(' ') };
}

/**
 * `{date}` and `{time}` on the business's wall clock. An SMS says it short, so a Ukrainian one fits one part
 * (70 characters): "вт, 15.12" / "Tue 15 Dec"; an email says it whole: "вівторок, 15 грудня" / "Tuesday 15 December".
 */
export function whenValues(
  at: Date,
  timeZone: string,
  locale: 'uk' | 'en',
  channel: MessageChannel,
): { date: string; time: string } {
  const tag = locale === 'uk' ? 'uk-UA' : 'en-GB';
  const day: Intl.DateTimeFormatOptions =
    channel === 'email'
      ? { weekday: 'long', day: 'numeric', month: 'long' }
      : locale === 'uk'
        ? { weekday: 'short', day: '2-digit', month: '2-digit' }
        : { weekday: 'short', day: 'numeric', month: 'short' };
  return {
    date: new Intl.DateTimeFormat(tag, { ...day, timeZone }).format(at),
    time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at),
  };
}

/** `{name}` → value; an unknown or missing placeholder becomes ''. */
export function fillPlaceholders(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(PLACEHOLDER, (_, k: string) => values[k as Placeholder] ?? '');
}

/**
 * What the client receives: filled line by line, leaving out a line whose every placeholder is empty ("Where:
 * {location}" for an appointment with no place). The server's messages and the settings screen's preview.
 */
export function fillTemplate(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text
    .split('\n')
    .filter((line) => {
      const names = [...line.matchAll(PLACEHOLDER)].map((x) => x[1] as Placeholder);
      return names.length === 0 || names.some((n) => values[n]?.trim());
    })
    .map((line) => fillPlaceholders(line, values))
    .join('\n')
    .trim();
}

export const MARKETING_PLACEHOLDERS = ['client_name', 'business'] as const satisfies readonly Placeholder[];

/** Reminder lead times offered (minutes before the start); any whole number of minutes in range is accepted. */
export const REMINDER_LEAD_OPTIONS = [60, 120, 240, 720, 1440, 2880] as const;
export const REMINDER_LEAD_RANGE = { min: 15, max: 10_080 } as const;
/** Thank-you delay after the appointment's end (minutes). */
export const THANK_YOU_DELAY_OPTIONS = [30, 120, 240, 1440] as const;
export const THANK_YOU_DELAY_RANGE = { min: 0, max: 10_080 } as const;
/** Template limits: an SMS text (several segments at most), an email text, a subject. */
export const TEMPLATE_LIMITS = { sms: 918, email: 5000, subject: 150 } as const;

/** docs/product/messages.md: SMS included each month (granted at each renewal; what is left expires at the next). */
export const PLAN_SMS_ALLOWANCE: Record<Plan, number> = { lite: 0, business: 100, premium: 200 };
/** docs/product/messages.md: auto top-up when a balance falls to this (with the last bundle and the default card). */
export const AUTO_TOP_UP_AT = 10;
/**
 * docs/product/messages.md: the low-credit reminder (bell and email) at 20 SMS; email credits get the same. Once per time the
 * balance is at or below it (credits/thresholds.ts), including a balance that never was above it (the trial's 5).
 */
export const LOW_CREDITS_AT: Record<MessageChannel, number> = { sms: 20, email: 20 };

export type BundleCurrency = 'GBP' | 'UAH';
export interface Bundle {
  id: string;
  channel: MessageChannel;
  credits: number;
  /** Minor units, VAT included for GBP. */
  price: Record<BundleCurrency, number>;
}

/** docs/product/messages.md "Bundles" / docs/product/messages.md "Marketing email from 1p per 4 emails". */
export const BUNDLES: readonly Bundle[] = [
  { id: 'sms_50', channel: 'sms', credits: 50, price: { GBP: 400, UAH: 9_900 } },
  { id: 'sms_100', channel: 'sms', credits: 100, price: { GBP: 750, UAH: 18_900 } },
  { id: 'sms_250', channel: 'sms', credits: 250, price: { GBP: 1_750, UAH: 44_900 } },
  { id: 'sms_500', channel: 'sms', credits: 500, price: { GBP: 3_250, UAH: 84_900 } },
  { id: 'email_1000', channel: 'email', credits: 1_000, price: { GBP: 500, UAH: 14_900 } },
  { id: 'email_4000', channel: 'email', credits: 4_000, price: { GBP: 1_000, UAH: 29_900 } },
  { id: 'email_10000', channel: 'email', credits: 10_000, price: { GBP: 2_000, UAH: 59_900 } },
];
export const bundleById = (id: string): Bundle | undefined => BUNDLES.find((b) => b.id === id);

/** Marketing: recipients per queued batch, and docs/product/messages.md's "OPTOUT plus a code". */
export const CAMPAIGN_BATCH_SIZE = 500;
export const OPTOUT_KEYWORD = 'OPTOUT';
