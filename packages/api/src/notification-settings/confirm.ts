import { clients, type Db } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Services } from '../core/services';
import { queueClientMessage } from '../mail/client-messages';
import { renderEmail } from '../mail/layout';
import { MESSAGE_CHANNELS } from '../shared/messaging';
import { channelSettings, renderNotification } from './templates';
import { type AppointmentLike, appointmentFacts, messageLocale, placeholderValues } from './values';

/**
 * The booking confirmation of an appointment the owner added: per channel with `booking_enabled`, each
 * client whose own flag allows it (email_reminders / sms_reminders) and who has the address, in their
 * language, once (dedupe key `booking:<channel>:<appointment>:<client>`). Never throws: the appointment
 * is written already, and a message that cannot go (no credits) is only logged.
 */
export async function confirmOwnerAppointment(
  deps: { db: Db; services: Services },
  businessId: string,
  appointmentId: string,
  appointment: AppointmentLike,
  clientIds: readonly string[],
): Promise<void> {
  if (!clientIds.length) return;
  try {
    const settings = await Promise.all(MESSAGE_CHANNELS.map((c) => channelSettings(deps.db, businessId, c)));
    const channels = settings.filter((s) => s.booking_enabled).map((s) => s.channel);
    if (!channels.length) return;
    const facts = await appointmentFacts(deps.db, businessId, appointment);
    if (!facts) return;
    const rows = await deps.db
      .select()
      .from(clients)
      .where(and(eq(clients.business_id, businessId), inArray(clients.id, [...clientIds])));
    const now = deps.services.now();
    for (const client of rows) {
      const locale = await messageLocale(deps.db, businessId, client.locale);
      const values = placeholderValues(facts, client.first_name, locale);
      for (const channel of channels) {
        const to =
          channel === 'email' ? (client.email_reminders ? client.email : null) : client.sms_reminders ? client.phone : null;
        if (!to) continue;
        const { subject, text } = await renderNotification(deps.db, businessId, { channel, type: 'booking', locale, values });
        const content = channel === 'email' ? renderEmail(locale, subject ?? '', text) : { text };
        const sent = await queueClientMessage(
          deps,
          businessId,
          {
            client_id: client.id,
            channel,
            type: 'booking',
            to,
            ...content,
            appointment_id: appointmentId,
            dedupe_key: `booking:${channel}:${appointmentId}:${client.id}`,
            locale,
          },
          now,
        );
        if (sent.status === 'insufficient_credits')
          console.warn(`[appointment ${appointmentId}] ${channel} confirmation: not enough credits`);
      }
    }
  } catch (e) {
    console.error(`[appointment ${appointmentId}] the booking confirmation was not queued`, e);
  }
}
