import { type Db, notificationSettings } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { fillPlaceholders, fillTemplate, type MessageChannel, type NotifiedType, type Placeholder } from '../shared/messaging';
import { defaultTemplate } from './defaults';

/** One channel's settings as the senders use them (the stored row, or the defaults when there is none). */
export interface ChannelSettings {
  channel: MessageChannel;
  booking_enabled: boolean;
  reminder_enabled: boolean;
  reminder_lead_minutes: number;
  thank_you_enabled: boolean;
  thank_you_delay_minutes: number;
  auto_renew: boolean;
  bundle_id: string | null;
}

export type PlaceholderValues = Partial<Record<Placeholder, string>>;

type SettingsRow = typeof notificationSettings.$inferSelect;

/**
 * A channel without a stored row: everything off, a 24 h reminder, a thank-you 2 h after. Only businesses
 * registered before issue 25 have no email row (their owners' choice stands); a new business is given
 * NEW_BUSINESS_SETTINGS at registration.
 */
export const DEFAULT_CHANNEL_SETTINGS = {
  booking_enabled: false,
  reminder_enabled: false,
  reminder_lead_minutes: 1440,
  thank_you_enabled: false,
  thank_you_delay_minutes: 120,
  auto_renew: false,
  bundle_id: null,
} as const;

/**
 * What a new business starts with (docs/DECISIONS.md "Messages a new owner expects"): email booking
 * confirmations and reminders on, paid from the trial's email credits; SMS stays off until the owner turns it on.
 */
export const NEW_BUSINESS_SETTINGS: { channel: MessageChannel; booking_enabled: boolean; reminder_enabled: boolean }[] = [
  { channel: 'email', booking_enabled: true, reminder_enabled: true },
];

/** The rows registration writes for a new business (in its batch). */
export const newBusinessSettingsRows = (businessId: string, now: Date) =>
  NEW_BUSINESS_SETTINGS.map((s) => ({ business_id: businessId, ...s, updated_at: now }));

/** The stored row of a channel, or undefined. */
export async function settingsRow(db: Db, businessId: string, channel: MessageChannel): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.business_id, businessId), eq(notificationSettings.channel, channel)))
    .limit(1);
  return row;
}

export function toChannelSettings(channel: MessageChannel, row: SettingsRow | undefined): ChannelSettings {
  if (!row) return { channel, ...DEFAULT_CHANNEL_SETTINGS };
  const { business_id: _b, templates: _t, updated_at: _u, ...rest } = row;
  return { ...rest, channel };
}

/** The channel's settings for a business (defaults when it never saved any). */
export async function channelSettings(db: Db, businessId: string, channel: MessageChannel): Promise<ChannelSettings> {
  return toChannelSettings(channel, await settingsRow(db, businessId, channel));
}

/**
 * The message of `type` on `channel` in `locale`, placeholders filled: the owner's text when saved,
 * else the default (paraglide). `subject` is null for SMS. Values are plain text; HTML escaping is the
 * email layout's job.
 */
export async function renderNotification(
  db: Db,
  businessId: string,
  e: { channel: MessageChannel; type: NotifiedType; locale: 'uk' | 'en'; values: PlaceholderValues },
): Promise<{ subject: string | null; text: string }> {
  const row = await settingsRow(db, businessId, e.channel);
  const own = row?.templates?.[e.type]?.[e.locale];
  const fallback = defaultTemplate(e.channel, e.type, e.locale);
  const text = own?.text || fallback.text;
  if (e.channel === 'sms') return { subject: null, text: fillTemplate(text, e.values) };
  return {
    subject: fillPlaceholders(own?.subject || fallback.subject || '', e.values).trim(),
    text: fillTemplate(text, e.values),
  };
}

export { fillPlaceholders };
