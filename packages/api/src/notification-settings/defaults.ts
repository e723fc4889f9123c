import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { type MessageChannel, type NotifiedType, PLACEHOLDERS } from '../shared/messaging';

export interface TemplateText {
  subject: string | null;
  text: string;
}

/** Each placeholder as itself: paraglide fills `{client_name}` with "{client_name}", leaving the template. */
const AS_WRITTEN = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `{${p}}`])) as Record<(typeof PLACEHOLDERS)[number], string>;

const SMS = { booking: m.msg_default_sms_booking, reminder: m.msg_default_sms_reminder, thank_you: m.msg_default_sms_thank_you };
const EMAIL = {
  booking: m.msg_default_email_booking,
  reminder: m.msg_default_email_reminder,
  thank_you: m.msg_default_email_thank_you,
};
const SUBJECT = {
  booking: m.msg_default_email_booking_subject,
  reminder: m.msg_default_email_reminder_subject,
  thank_you: m.msg_default_email_thank_you_subject,
};

/** The default text (and subject for email) of a message type, placeholders unfilled. */
export function defaultTemplate(channel: MessageChannel, type: NotifiedType, locale: Locale): TemplateText {
  const o = { locale };
  if (channel === 'sms') return { subject: null, text: SMS[type](AS_WRITTEN, o) };
  return { subject: SUBJECT[type](AS_WRITTEN, o), text: EMAIL[type](AS_WRITTEN, o) };
}
