import { bookingSettings, businesses, clients, type Db, notifications, onlineBookings, users } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { eq } from 'drizzle-orm';
import type { Services } from '../core/services';
import { renderEmail } from '../mail/layout';
import { queueEmail } from '../mail/send';
import { type NotificationType, notificationText } from './text';

export type OwnerEvent = NotificationType;

/** Where a booking leads in the app: its appointment, or the sale of a package or voucher. */
function linkOf(booking: { appointment_id: string | null; sale_id: string | null }): string | null {
  if (booking.appointment_id) return `/appointments/calendar/${booking.appointment_id}`;
  if (booking.sale_id) return `/sales-and-products/sales/${booking.sale_id}`;
  return null;
}

/** A bell notification for the business, and an email to the owner when the booking settings ask for one. */
export async function notifyOwner(deps: { db: Db; services: Services }, bookingId: string, event: OwnerEvent): Promise<void> {
  const { db } = deps;
  const [found] = await db
    .select({
      booking: onlineBookings,
      first_name: clients.first_name,
      last_name: clients.last_name,
      timezone: businesses.timezone,
      owner_user_id: businesses.owner_user_id,
      notify_email: bookingSettings.notify_owner_email,
    })
    .from(onlineBookings)
    .innerJoin(clients, eq(clients.id, onlineBookings.client_id))
    .innerJoin(businesses, eq(businesses.id, onlineBookings.business_id))
    .leftJoin(bookingSettings, eq(bookingSettings.business_id, onlineBookings.business_id))
    .where(eq(onlineBookings.id, bookingId));
  if (!found) return;
  const { booking } = found;
  const params: Record<string, string> = {
    client: [found.first_name, found.last_name].filter(Boolean).join(' '),
    item: booking.item_name,
    timezone: found.timezone,
    ...(booking.start_at ? { start_at: booking.start_at.toISOString() } : {}),
  };
  const link = linkOf(booking);
  await db.insert(notifications).values({ business_id: booking.business_id, type: event, params, link });
  if (found.notify_email === false) return;
  const owner = await db.query.users.findFirst({ where: eq(users.id, found.owner_user_id) });
  if (!owner) return;
  const l = owner.locale;
  const text = notificationText(event, params, l);
  await queueEmail(
    deps,
    {
      to: owner.email,
      business_id: booking.business_id,
      ...renderEmail(l, m.ntf_email_subject({ text }, { locale: l }), text, {
        label: m.ntf_email_cta({}, { locale: l }),
        url: `${deps.services.config.appUrl}${link ?? '/dashboard'}`,
      }),
    },
    `notify:${bookingId}:${event}`,
  );
}
