import { describe, expect, it } from 'vitest';
import { renderNotification } from '../src/notification-settings/templates';
import { type AppointmentFacts, placeholderValues } from '../src/notification-settings/values';
import { MESSAGE_CHANNELS, NOTIFIED_TYPES } from '../src/shared/messaging';
import { smsSegments, smsText } from '../src/shared/sms-segments';
import { makeHarness, registerOwner } from './support/harness';

/**
 * Item 3 of issue 25: every default template (every type, both channels, both languages), rendered by the
 * senders' own code (placeholderValues + renderNotification) for a client with a 12-letter first name and a
 * typical business, service, place, date and time, fits ONE SMS part (70 UCS-2 characters in Ukrainian, 160
 * GSM-7 in English) and has no untranslated text: no `{placeholder}` left, no Latin words in Ukrainian and no
 * Cyrillic in English (links aside).
 */
const TYPICAL = {
  uk: {
    client: { first_name: 'Олександрина', last_name: 'Коваленко' },
    business: 'Студія краси',
    service: 'Манікюр',
    location: 'вул. Хрещатик, 1, Київ',
    timezone: 'Europe/Kyiv',
  },
  en: {
    client: { first_name: 'Christabelle', last_name: 'Hughes' },
    business: 'Amelia’s Salon',
    service: 'Haircut',
    location: '1 High Street, London',
    timezone: 'Europe/London',
  },
} as const;
const LINK = 'https://app.example.com/online-booking/studio/manage/tok3n';
const VIDEO = 'https://zoom.us/j/123456789';
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '');

describe('the default message templates', () => {
  it('every type, channel and language: one SMS part, nothing left untranslated', async () => {
    const h = await makeHarness();
    try {
      const o = await registerOwner(h);
      const businessId = o.user.business.id;
      const seen: string[] = [];
      for (const locale of ['uk', 'en'] as const) {
        const t = TYPICAL[locale];
        expect([...t.client.first_name]).toHaveLength(12);
        // 10:00 on Tuesday 15 December in the business's zone.
        const start = new Date(locale === 'uk' ? '2026-12-15T08:00:00Z' : '2026-12-15T10:00:00Z');
        const facts: AppointmentFacts = { ...t, start_at: start, video_link: VIDEO };
        for (const channel of MESSAGE_CHANNELS) {
          for (const type of NOTIFIED_TYPES) {
            const values = placeholderValues(facts, t.client, locale, channel, LINK);
            const { subject, text } = await renderNotification(h.db, businessId, { channel, type, locale, values });
            const label = `${channel} ${type} ${locale}`;
            seen.push(label);
            for (const part of [subject ?? '', text]) {
              expect(part, label).not.toMatch(/\{[a-z_]*\}/);
              const words = withoutLinks(part);
              if (locale === 'uk') expect(words, label).not.toMatch(/[A-Za-z]/);
              else expect(words, label).not.toMatch(/[\u0400-\u04FF]/);
            }
            expect(text, label).toContain(type !== 'thank_you' ? '10:00' : channel === 'email' ? t.service : t.business);
            expect(text, label).toContain(t.client.first_name);
            if (channel === 'sms') {
              const parts = smsSegments(smsText(text));
              expect(parts.segments, `${label}: ${text} (${parts.units} ${parts.encoding})`).toBe(1);
            } else {
              expect(subject, label).toBeTruthy();
            }
          }
        }
      }
      expect(seen).toHaveLength(12);
    } finally {
      h.close();
    }
  });
});
