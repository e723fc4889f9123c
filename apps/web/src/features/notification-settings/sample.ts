import { clientNameValues, fillTemplate, type MessageChannel, type Placeholder, whenValues } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { dateIn } from '../../lib/format';

export type Lang = 'uk' | 'en';
export const LANGS: readonly Lang[] = ['uk', 'en'];

/**
 * Sample values for the preview, as the server fills them (notification-settings/values.ts): a 12-letter first
 * name (the SMS counter prices a long name, not "Anna"), tomorrow in the business's zone at 10:00 written for the
 * channel, in the text's language.
 */
export function sampleValues(
  lang: Lang,
  business: string,
  channel: MessageChannel,
  timeZone: string,
): Record<Placeholder, string> {
  const o = { locale: lang };
  // Tomorrow's date where the business is, at 10:00 on that wall clock (written as UTC so no zone moves it).
  const at = new Date(`${dateIn(timeZone, Date.now() + 86_400_000)}T10:00:00Z`);
  const first = m.wns_sample_client({}, o);
  return {
    ...clientNameValues({ first_name: first, last_name: m.wns_sample_client_last({}, o) }),
    business: business || m.wns_sample_business({}, o),
    ...whenValues(at, 'UTC', lang, channel),
    service: m.wns_sample_service({}, o),
    location: m.wns_sample_location({}, o),
    cancel_link: `${location.origin}/online-booking/…`,
    video_link: 'https://zoom.us/j/…',
  };
}

/** What the client receives (the server's own filling rule). */
export const fillPreview = fillTemplate;

/** "30 min", "2 h", "1 d" (uk: "30 хв", "2 год", "1 дн."). */
export function durationLabel(minutes: number): string {
  if (minutes === 0) return m.wns_right_after();
  if (minutes % 1440 === 0) return m.wns_days({ count: minutes / 1440 });
  if (minutes % 60 === 0) return m.wns_hours({ count: minutes / 60 });
  return m.wns_minutes({ count: minutes });
}

export const isSms = (channel: MessageChannel) => channel === 'sms';
