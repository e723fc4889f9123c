import * as z from 'zod';
import { optionalDateField } from './date-schemas';
import { listInput } from './list-schemas';
import { campaignFiltersSchema } from './marketing-schemas';
import { normalisePhone, phoneCountryOf } from './phone';
import { optionalText } from './schemas';

export const clientLocationInput = z.object({
  title: optionalText(100),
  address_1: optionalText(200),
  address_2: optionalText(200),
  city: optionalText(100),
  post_code: optionalText(20),
});

/**
 * The client form's schema (browser, tRPC and REST). The phone is checked and
 * normalised to E.164 afterwards with the business's country (`normaliseClientPhone`).
 */
export const clientInput = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email().nullable()),
  phone: optionalText(40),
  /** A real date, 1900 or later, not in the future. */
  birthday: optionalDateField({ notFuture: true }),
  notes: optionalText(5000),
  address_1: optionalText(200),
  address_2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  post_code: optionalText(20),
  billing_address: optionalText(500),
  marketing_messages: z.boolean().default(false),
  email_reminders: z.boolean().default(true),
  sms_reminders: z.boolean().default(true),
  opt_out: z.boolean().default(false),
  /** The language of the client's messages; null: the business's default (issue 14). */
  locale: z
    .enum(['uk', 'en', ''])
    .nullish()
    .transform((v) => v || null),
  /** docs/product/clients.md: an entry with neither title nor address_1 becomes null and is not kept. */
  locations: z
    .array(clientLocationInput.nullable())
    .max(10)
    .default([])
    .transform((list) => list.filter((l): l is NonNullable<typeof l> => !!l && !!(l.title || l.address_1))),
});
export type ClientInput = z.input<typeof clientInput>;
export type ClientData = z.output<typeof clientInput>;

/** Why a client does not get marketing (marketing/recipients.ts SHORTFALL), or `agreed`: the clients list's `marketing` filter. */
export const MARKETING_SHORTFALLS = ['not_agreed', 'opted_out', 'no_email', 'no_phone'] as const;
export type MarketingShortfall = (typeof MARKETING_SHORTFALLS)[number];

export const clientListInput = listInput.extend({
  sort: z.enum(['name', 'recent', 'last_appointment']).default('name'),
  /** Only clients who may get marketing (`agreed`) or who do not, for one reason (issue 25). */
  marketing: z.enum(['agreed', ...MARKETING_SHORTFALLS]).optional(),
  /**
   * Only clients a campaign's filters match (JSON of the campaign's `filters`): with `marketing`, the
   * wizard's "who matched but cannot get it" link. Ids in it that are not the business's match nothing.
   */
  audience: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', params: { key: 'validation_format' } });
        return z.NEVER;
      }
    })
    .pipe(campaignFiltersSchema)
    .optional(),
});

export type ClientListInput = z.output<typeof clientListInput>;

/**
 * The clients form's schema in the browser: `clientInput` plus the phone rule the server applies
 * after it (`normaliseClientPhone`: a possible number, read with the business's country), so a bad
 * phone shows on the first submit together with every other error.
 */
export const clientFormInput = (region: 'GB' | 'UK' | 'OTHER' | undefined) =>
  clientInput.superRefine((c, ctx) => {
    if (typeof c.phone === 'string' && c.phone && !normalisePhone(c.phone, phoneCountryOf(region))) {
      ctx.addIssue({ code: 'custom', path: ['phone'], params: { key: 'validation_tel' } });
    }
  });

/** POST /clients/marketing-consent: the selected clients agreed to marketing messages (`agreed`) or withdrew. */
export const marketingConsentInput = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(500),
  agreed: z.boolean(),
});
export const marketingConsentOutput = z.object({
  /** Clients whose consent changed. */
  changed: z.number().int(),
  /** Clients who already had it so. */
  unchanged: z.number().int(),
  /** Opted-out clients (opt_out), never changed here: the client asked for no marketing. */
  skipped_opted_out: z.number().int(),
  message: z.string(),
});
