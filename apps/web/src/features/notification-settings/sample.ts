import { fillTemplate, type MessageChannel, type Placeholder } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { dateIn, formatDay, formatInstant } from '../../lib/format';

export type Lang = 'uk' | 'en';
export const LANGS: readonly Lang[] = ['uk', 'en'];

/** Sample values for the preview: tomorrow (in the business's zone) at 10:00, in the text's language. */
export function sampleValues(lang: Lang, business: string, timeZone: string): Record<Placeholder, string> {
  const o = { locale: lang };
  const tomorrow = dateIn(timeZone, Date.now() + 86_400_000);
  return {
    client_name: m.wns_sample_client({}, o),
    business: business || m.wns_sample_business({}, o),
    date: formatDay(tomorrow, lang, { weekday: 'short', day: 'numeric', month: 'short' }),
    time: formatInstant(Date.UTC(2000, 0, 1, 10), lang, 'UTC', { hour: '2-digit', minute: '2-digit' }),
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
