import type { Db } from '@kairos/db';
import { type MessageChannel, NOTIFIED_TYPES } from '../shared/messaging';
import { defaultTemplate } from './defaults';
import type { ChannelSettingsOutput } from './schemas';
import { settingsRow, toChannelSettings } from './templates';

/** The effective settings of a channel (defaults when never saved), the owner's texts and the default texts. */
export async function channelAnswer(db: Db, businessId: string, channel: MessageChannel): Promise<ChannelSettingsOutput> {
  const row = await settingsRow(db, businessId, channel);
  const defaults = Object.fromEntries(
    NOTIFIED_TYPES.map((t) => [t, { uk: defaultTemplate(channel, t, 'uk'), en: defaultTemplate(channel, t, 'en') }]),
  ) as ChannelSettingsOutput['defaults'];
  const templates: ChannelSettingsOutput['templates'] = {};
  for (const type of NOTIFIED_TYPES) {
    const own = row?.templates?.[type];
    if (!own) continue;
    templates[type] = Object.fromEntries(
      Object.entries(own).map(([locale, t]) => [locale, { subject: t?.subject ?? null, text: t?.text ?? '' }]),
    );
  }
  return { ...toChannelSettings(channel, row), templates, defaults };
}
