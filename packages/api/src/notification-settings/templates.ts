// CONTRACT (NOTIFY-SETTINGS): the signatures stay; the bodies are the notification-settings helper's.
import type { Db } from '@kairos/db';
import type { MessageChannel, NotifiedType, Placeholder } from '../shared/messaging';

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

/** The channel's settings for a business (defaults when it never saved any). */
export async function channelSettings(_db: Db, _businessId: string, channel: MessageChannel): Promise<ChannelSettings> {
  return {
    channel,
    booking_enabled: false,
    reminder_enabled: false,
    reminder_lead_minutes: 1440,
    thank_you_enabled: false,
    thank_you_delay_minutes: 120,
    auto_renew: false,
    bundle_id: null,
  };
}

/**
 * The message of `type` on `channel` in `locale`, placeholders filled: the owner's text when saved,
 * else the default (paraglide). `subject` is null for SMS. Values are plain text; HTML escaping is the
 * email layout's job.
 */
export async function renderNotification(
  _db: Db,
  _businessId: string,
  _e: { channel: MessageChannel; type: NotifiedType; locale: 'uk' | 'en'; values: PlaceholderValues },
): Promise<{ subject: string | null; text: string }> {
  throw new Error('renderNotification: not built yet');
}

/** `{name}` → value; an unknown or missing placeholder becomes ''. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{([a-z_]+)\}/g, (_, k: string) => values[k as Placeholder] ?? '');
}
