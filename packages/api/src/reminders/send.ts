import { businesses, clients, type Db, users } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, eq } from 'drizzle-orm';
import { manageTokenFor } from '../booking/manage-token';
import type { Services } from '../core/services';
import { queueClientMessage } from '../mail/client-messages';
import { renderEmail } from '../mail/layout';
import { channelSettings, renderNotification } from '../notification-settings/templates';
import { liveBusinesses } from './live';
import { type ReminderJob, reminderKey } from './scan';
import { joinAddress, onlineBookingOf, stillDue, visitOf, whatAndWhere } from './visit';

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');
const dateOf = (at: Date, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(at);
const timeOf = (at: Date, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone }).format(at);

async function businessOf(db: Db, businessId: string) {
  const [row] = await db
    .select({ business: businesses, owner_locale: users.locale })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.owner_user_id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? null;
}

/**
 * Re-reads everything the cron saw: the appointment gone, moved (its start is not the job's), the client
 * removed or cancelled, the setting or the client's flag switched off, the business read-only → nothing is
 * written. Otherwise renders the type's text in the client's language (else the owner's) and queues it once
 * (dedupe key `<type>:<channel>:<appointment>:<client>:<start ms>`); a short balance sends nothing.
 */
export async function sendDueReminder(deps: { db: Db; services: Services }, job: ReminderJob): Promise<void> {
  const { db, services } = deps;
  const now = services.now();
  const found = await businessOf(db, job.business_id);
  if (!found || !(await liveBusinesses(db, [job.business_id], now)).has(job.business_id)) return;
  const { business } = found;
  const settings = await channelSettings(db, job.business_id, job.channel);
  if (!(job.type === 'reminder' ? settings.reminder_enabled : settings.thank_you_enabled)) return;
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.business_id, job.business_id), eq(clients.id, job.client_id)))
    .limit(1);
  const to = job.channel === 'email' ? client?.email : client?.phone;
  const allowed = job.channel === 'email' ? client?.email_reminders : client?.sms_reminders;
  if (!client || client.archived_at || !to || !allowed) return;
  const visit = await visitOf(db, job, business.timezone);
  if (!visit || !stillDue(job, visit, now.getTime())) return;

  const locale: Locale = client.locale ?? found.owner_locale;
  const { service, location } = await whatAndWhere(
    db,
    visit.row,
    joinAddress([business.address_1, business.address_2, business.city, business.post_code]),
  );
  const bookingId = await onlineBookingOf(db, job);
  const cancel_link = bookingId
    ? `${services.config.appUrl}/online-booking/${encodeURIComponent(business.slug)}/manage/${encodeURIComponent(manageTokenFor(services.config.secret, bookingId))}`
    : '';
  const at = visit.row.start_at;
  const values = {
    client_name: client.first_name,
    business: business.name,
    date: dateOf(at, business.timezone, locale),
    time: timeOf(at, business.timezone, locale),
    service,
    location,
    cancel_link,
    video_link: visit.row.video_meeting_url ?? '',
  };
  const { subject, text } = await renderNotification(db, job.business_id, {
    channel: job.channel,
    type: job.type,
    locale,
    values,
  });
  const email = job.channel === 'email' ? renderEmail(locale, subject ?? business.name, text) : null;
  await queueClientMessage(
    deps,
    job.business_id,
    {
      client_id: client.id,
      channel: job.channel,
      type: job.type,
      to,
      text: email?.text ?? text,
      ...(email ? { subject: email.subject, html: email.html } : {}),
      appointment_id: job.appointment_id,
      dedupe_key: reminderKey(job),
      locale,
    },
    now,
  );
}
