import { type MessageTemplates, notificationSettings } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { AppError } from '../core/errors';
import { gated } from '../core/trpc';
import { type MessageChannel, NOTIFIED_TYPES, PLACEHOLDERS } from '../shared/messaging';
import { channelAnswer } from './answer';
import { type ChannelSettingsInput, channelSettingsInput, channelSettingsOutput } from './schemas';

const KNOWN = new Set<string>(PLACEHOLDERS);

/** The first `{…}` in a text that is not a placeholder we fill, or null. */
export function unknownPlaceholder(text: string): string | null {
  for (const match of text.matchAll(/\{([^{}]*)\}/g)) if (!KNOWN.has(match[1] ?? '')) return match[0];
  return null;
}

/** The owner's texts as stored: blank texts dropped (the default applies), every placeholder known. */
function templatesOf(input: ChannelSettingsInput['templates'], locale: Locale): MessageTemplates {
  const out: MessageTemplates = {};
  const errors: Record<string, string[]> = {};
  let first: string | null = null;
  for (const type of NOTIFIED_TYPES) {
    for (const lang of ['uk', 'en'] as const) {
      const t = input[type]?.[lang];
      if (!t?.text) continue;
      for (const field of ['subject', 'text'] as const) {
        const bad = unknownPlaceholder(t[field] ?? '');
        if (!bad) continue;
        first ??= bad;
        errors[`templates.${type}.${lang}.${field}`] = [m.error_template_placeholder({ name: bad }, { locale })];
      }
      out[type] = { ...out[type], [lang]: t.subject ? { subject: t.subject, text: t.text } : { text: t.text } };
    }
  }
  if (first) throw new AppError('TEMPLATE_PLACEHOLDER', { name: first }, errors);
  return out;
}

/** PUT /user/{email|sms}-notification-settings: one upsert; the last bundle bought (bundle_id) is kept. */
export const channelUpdate = (channel: MessageChannel) =>
  gated(`${channel}_notifications`, { write: true })
    .meta({
      rest: {
        method: 'PUT',
        path: `/api/v1/user/${channel}-notification-settings`,
        errors: ['TEMPLATE_PLACEHOLDER'],
        summary: `Update the ${channel === 'sms' ? 'SMS' : 'email'} notification settings`,
        tags: ['notification-settings'],
        message: 'settings_saved',
      },
    })
    .input(channelSettingsInput(channel))
    .output(channelSettingsOutput)
    .mutation(async ({ ctx, input }) => {
      const { templates: raw, ...flags } = input;
      const row = { ...flags, templates: templatesOf(raw, ctx.locale) };
      await ctx.db
        .insert(notificationSettings)
        .values({ business_id: ctx.businessId, channel, ...row, updated_at: ctx.now })
        .onConflictDoUpdate({
          target: [notificationSettings.business_id, notificationSettings.channel],
          set: { ...row, updated_at: ctx.now },
        });
      return channelAnswer(ctx.db, ctx.businessId, channel);
    });

export const updateEmail = channelUpdate('email');
export const updateSms = channelUpdate('sms');
