import { businesses, clients, type Db } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { manageTokenFor } from '../booking/manage-token';
import type { Services } from '../core/services';
import { queueClientMessage } from '../mail/client-messages';
import { renderEmail } from '../mail/layout';
import { recordUnsent } from '../messages/unsent';
import { channelSettings, renderNotification } from '../notification-settings/templates';
import { appointmentFacts, messageLocale, placeholderValues } from '../notification-settings/values';
import { type ReminderJob, reminderKey } from './job';
import { liveBusinesses } from './live';
import { onlineBookingOf, stillDue, visitOf } from './visit';

/**
 * Re-reads everything the cron saw: the appointment gone, moved (its start is not the job's), the client
 * removed or cancelled, the setting or the client's flag switched off, the business read-only → nothing is
 * written. Otherwise renders the type's text in the client's language (else the owner's) with the placeholder
 * values every sender uses (notification-settings/values.ts) and queues it once (dedupe key
 * `<type>:<channel>:<appointment>:<client>:<start ms>`). A client without the channel's address, or a short
 * balance, records the message as not sent under that key (the owner's bell, the client's Messages tab).
 */
export async function sendDueReminder(deps: { db: Db; services: Services }, job: ReminderJob): Promise<void> {
  const { db, services } = deps;
  const now = services.now();
  const [business] = await db.select().from(businesses).where(eq(businesses.id, job.business_id)).limit(1);
  if (!business || !(await liveBusinesses(db, [job.business_id], now)).has(job.business_id)) return;
  const settings = await channelSettings(db, job.business_id, job.channel);
  if (!(job.type === 'reminder' ? settings.reminder_enabled : settings.thank_you_enabled)) return;
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.business_id, job.business_id), eq(clients.id, job.client_id)))
    .limit(1);
  const allowed = job.channel === 'email' ? client?.email_reminders : client?.sms_reminders;
  if (!client || client.archived_at || !allowed) return;
  const visit = await visitOf(db, job, business.timezone);
  if (!visit || !stillDue(job, visit, now.getTime())) return;
  const facts = await appointmentFacts(db, job.business_id, visit.row);
  if (!facts) return;

  const locale = await messageLocale(db, job.business_id, client.locale);
  const bookingId = await onlineBookingOf(db, job);
  const cancelLink = bookingId
    ? `${services.config.appUrl}/online-booking/${encodeURIComponent(business.slug)}/manage/${encodeURIComponent(manageTokenFor(services.config.secret, bookingId))}`
    : '';
  const values = placeholderValues(facts, client, locale, job.channel, cancelLink);
  const { subject, text } = await renderNotification(db, job.business_id, {
    channel: job.channel,
    type: job.type,
    locale,
    values,
  });
  const email = job.channel === 'email' ? renderEmail(locale, subject ?? business.name, text) : null;
  const to = (job.channel === 'email' ? client.email : client.phone) ?? '';
  const message = {
    client_id: client.id,
    channel: job.channel,
    type: job.type,
    to,
    text: email?.text ?? text,
    ...(email ? { subject: email.subject, html: email.html } : {}),
    appointment_id: job.appointment_id,
    dedupe_key: reminderKey(job),
    locale,
  };
  if (!to) {
    await recordUnsent(db, job.business_id, message, 'no_address', now);
    return;
  }
  await queueClientMessage(deps, job.business_id, message, now);
}
