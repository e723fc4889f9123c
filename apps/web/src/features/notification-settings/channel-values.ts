import { NOTIFIED_TYPES, type NotifiedType } from '@kairos/api/shared';
import type { RouterOutputs } from '../../lib/trpc';
import { LANGS, type Lang } from './sample';
import type { Tpl } from './template-editor';

export type ChannelSettings = RouterOutputs['notificationSettings']['getSms'];
export type Texts = Record<NotifiedType, Record<Lang, Tpl>>;

export interface ChannelValues {
  booking_enabled: boolean;
  reminder_enabled: boolean;
  reminder_lead_minutes: number;
  thank_you_enabled: boolean;
  thank_you_delay_minutes: number;
  auto_renew: boolean;
  texts: Texts;
}

const each = <T>(f: (type: NotifiedType, lang: Lang) => T) =>
  Object.fromEntries(NOTIFIED_TYPES.map((t) => [t, Object.fromEntries(LANGS.map((l) => [l, f(t, l)]))])) as Record<
    NotifiedType,
    Record<Lang, T>
  >;

/** The form's values: the owner's own text where saved, else the default (what is sent either way). */
export function valuesOf(s: ChannelSettings): ChannelValues {
  const { templates, defaults, channel: _c, bundle_id: _b, ...flags } = s;
  return {
    ...flags,
    texts: each((t, l) => {
      const own = templates[t]?.[l];
      const def = defaults[t][l];
      return { subject: own?.subject ?? def.subject ?? '', text: own?.text ?? def.text };
    }),
  };
}

/** What PUT takes: a text equal to the default is sent blank (kept as "the default", so it follows ours). */
export function inputOf(v: ChannelValues, s: ChannelSettings, sms: boolean) {
  const { texts, ...flags } = v;
  const templates = each((t, l) => {
    const tpl = texts[t][l];
    const def = s.defaults[t][l];
    const same = tpl.text.trim() === def.text && (sms || tpl.subject.trim() === (def.subject ?? ''));
    if (same) return undefined;
    return sms ? { text: tpl.text } : { subject: tpl.subject, text: tpl.text };
  });
  return { ...flags, templates };
}
