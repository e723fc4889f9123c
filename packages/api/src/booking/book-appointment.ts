import { onlineBookings, services } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import { AppError } from '../core/errors';
import type { BusinessScope } from '../core/scope';
import { findOwned } from '../core/tenant';
import type { PaymentProvider } from '../integrations/payment-provider';
import { BOOKING, type BookInput } from '../shared/booking-schemas';
import type { OnlineBookingRow } from './present';
import type { BookingSettingsRow } from './settings';
import { insertAppointment, withFreeTime } from './take';
import { assertInWindow } from './window';

type AppointmentInput = Extract<BookInput, { kind: 'appointment' }>;
/** The fields every kind of online booking row shares (client, token, locale, terms). */
export type BookingBase = Pick<
  typeof onlineBookings.$inferInsert,
  'id' | 'business_id' | 'client_id' | 'manage_token_hash' | 'locale' | 'agreed_terms_at' | 'created_at' | 'updated_at'
>;

/** A service bookable on this page: its own, online, not archived (anything else NOT_FOUND). */
export async function onlineService(scope: BusinessScope, serviceId: string) {
  const service = await findOwned(scope.db, services, scope.businessId, serviceId);
  if (!service.online_booking || service.archived_at) throw new AppError('NOT_FOUND');
  return service;
}

/**
 * An appointment booked online: the start must be one the engine offers within notice and horizon, and
 * the time is taken atomically with the appointment, its client link and the online booking row. A
 * deposit with a provider holds the time for BOOKING.HOLD_MINUTES; else it is confirmed at once.
 */
export async function bookAppointment(
  scope: BusinessScope,
  settings: BookingSettingsRow,
  provider: PaymentProvider | null,
  base: BookingBase,
  input: AppointmentInput,
): Promise<OnlineBookingRow> {
  const service = await onlineService(scope, input.service_id);
  const startMs = Date.parse(input.start_at);
  assertInWindow(scope, settings, startMs, base.locale);
  if (service.at_client_place && !input.client_address) {
    const message = m.validation_required({}, { locale: base.locale });
    throw new AppError('VALIDATION_ERROR', {}, { client_address: [message] });
  }
  const deposit = provider ? service.deposit : 0;
  return withFreeTime(scope, service, startMs, async (tx) => {
    const seat = await insertAppointment(tx, service, startMs, {
      clientId: base.client_id,
      answer: input.answer ?? null,
      clientAddress: service.at_client_place ? (input.client_address ?? null) : null,
    });
    const held = deposit > 0;
    const [row] = await tx.db
      .insert(onlineBookings)
      .values({
        ...base,
        kind: 'appointment',
        status: held ? 'held' : 'confirmed',
        appointment_id: seat.id,
        item_id: service.id,
        item_name: service.name,
        start_at: new Date(startMs),
        end_at: new Date(seat.end),
        answer: input.answer ?? null,
        client_address: service.at_client_place ? (input.client_address ?? null) : null,
        amount_due: deposit,
        currency: service.currency,
        hold_expires_at: held ? new Date(scope.now.getTime() + BOOKING.HOLD_MINUTES * 60_000) : null,
        confirmed_at: held ? null : scope.now,
      })
      .returning();
    return row as OnlineBookingRow;
  });
}
