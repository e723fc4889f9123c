import { MESSAGE_CHANNELS } from '@kairos/db/enums';
import * as z from 'zod';
import {
  type MessageChannel,
  NOTIFIED_TYPES,
  REMINDER_LEAD_RANGE,
  TEMPLATE_LIMITS,
  THANK_YOU_DELAY_RANGE,
} from '../shared/messaging';
import { emailField, optionalText } from '../shared/schemas';

const LOCALES = ['uk', 'en'] as const;

/** One language's text: a blank text means "use the default" (the template is dropped). */
const templateInput = (channel: MessageChannel) =>
  z.object({
    subject: channel === 'email' ? z.string().trim().max(TEMPLATE_LIMITS.subject).optional() : z.undefined().optional(),
    text: z.string().trim().max(TEMPLATE_LIMITS[channel]),
  });

const perType = <T extends z.ZodType>(item: T) =>
  z.object(
    Object.fromEntries(NOTIFIED_TYPES.map((t) => [t, item.optional()])) as Record<
      (typeof NOTIFIED_TYPES)[number],
      z.ZodOptional<T>
    >,
  );
const perLocale = <T extends z.ZodType>(item: T) => z.object({ uk: item, en: item });

/** PUT /user/{channel}-notification-settings. */
export const channelSettingsInput = (channel: MessageChannel) =>
  z.object({
    booking_enabled: z.boolean(),
    reminder_enabled: z.boolean(),
    reminder_lead_minutes: z.number().int().min(REMINDER_LEAD_RANGE.min).max(REMINDER_LEAD_RANGE.max),
    thank_you_enabled: z.boolean(),
    thank_you_delay_minutes: z.number().int().min(THANK_YOU_DELAY_RANGE.min).max(THANK_YOU_DELAY_RANGE.max),
    auto_renew: z.boolean().default(false),
    templates: perType(z.object({ uk: templateInput(channel).optional(), en: templateInput(channel).optional() })).default({}),
  });
export type ChannelSettingsInput = z.infer<ReturnType<typeof channelSettingsInput>>;

const templateOutput = z.object({ subject: z.string().nullable(), text: z.string() });

export const channelSettingsOutput = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  booking_enabled: z.boolean(),
  reminder_enabled: z.boolean(),
  reminder_lead_minutes: z.number().int(),
  thank_you_enabled: z.boolean(),
  thank_you_delay_minutes: z.number().int(),
  auto_renew: z.boolean(),
  bundle_id: z.string().nullable(),
  /** The owner's own texts (a missing one uses the default). */
  templates: perType(z.object({ uk: templateOutput.optional(), en: templateOutput.optional() })),
  /** The default texts, for "reset to default" and the preview. */
  defaults: z.object(
    Object.fromEntries(NOTIFIED_TYPES.map((t) => [t, perLocale(templateOutput)])) as Record<
      (typeof NOTIFIED_TYPES)[number],
      ReturnType<typeof perLocale<typeof templateOutput>>
    >,
  ),
});
export type ChannelSettingsOutput = z.infer<typeof channelSettingsOutput>;

export const LOCALE_KEYS = LOCALES;

/** PUT /user/marketing-notification-settings. */
export const marketingSettingsInput = z.object({
  sender_name: optionalText(100),
  reply_to: emailField
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  footer: optionalText(500),
});

export const marketingSettingsOutput = z.object({
  sender_name: z.string().nullable(),
  reply_to: z.string().nullable(),
  footer: z.string().nullable(),
  /** Clients reply "OPTOUT <code>" to stop marketing SMS. */
  optout_code: z.string(),
});
