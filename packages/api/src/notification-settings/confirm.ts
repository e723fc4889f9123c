import { clients, type Db } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import { log } from '../core/log';
import type { Services } from '../core/services';
import { queueClientMessage } from '../mail/client-messages';
import { renderEmail } from '../mail/layout';
import { recordUnsent } from '../messages/unsent';
import { MESSAGE_CHANNELS } from '../shared/messaging';
import { channelSettings, renderNotification } from './templates';
import { type AppointmentLike, appointmentFacts, messageLocale, placeholderValues } from './values';

/**
 * The booking confirmation of an appointment the owner added: per channel with `booking_enabled`, each
 * client whose own flag allows it (email_reminders / sms_reminders), in their language, once (dedupe key
 * `booking:<channel>:<appointment>:<client>`). One without the channel's address, or a short balance, is
 * recorded as not sent (messages/unsent.ts: the owner's bell and the client's Messages tab). Never throws:
 * the appointment is written already.
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
      for (const channel of channels) {
        if (!(channel === 'email' ? client.email_reminders : client.sms_reminders)) continue;
        const values = placeholderValues(facts, client, locale, channel);
        const { subject, text } = await renderNotification(deps.db, businessId, { channel, type: 'booking', locale, values });
        const content = channel === 'email' ? renderEmail(locale, subject ?? '', text) : { text };
        const to = (channel === 'email' ? client.email : client.phone) ?? '';
        const message = {
          client_id: client.id,
          channel,
          type: 'booking',
          to,
          ...content,
          appointment_id: appointmentId,
          dedupe_key: `booking:${channel}:${appointmentId}:${client.id}`,
          locale,
        } as const;
        if (to) await queueClientMessage(deps, businessId, message, now);
        else await recordUnsent(deps.db, businessId, message, 'no_address', now);
      }
    }
  } catch (e) {
    log.error('[appointments] the booking confirmation was not queued', { appointment_id: appointmentId, error: e });
  }
}
