import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ServicePart } from './catalogue';
import { businessId, createdAt, flag, id, instant, minorUnits, updatedAt } from './columns';

/**
 * An appointment, private/blocked time or a class session (SPEC 3). Times are
 * UTC instants; the business's IANA zone turns them into wall-clock times.
 * `parts` is the service's parts as booked, so later edits to the service do
 * not move what the diary already holds; blocked time is one blocked part.
 */
export const appointments = sqliteTable(
  'appointments',
  {
    id: id(),
    business_id: businessId(),
    type: text('type', { enum: ['appointment', 'blocked', 'class_session'] }).notNull(),
    service_id: text('service_id'),
    title: text('title'),
    start_at: instant('start_at').notNull(),
    end_at: instant('end_at').notNull(),
    all_day: flag('all_day'),
    parts: text('parts', { mode: 'json' }).$type<ServicePart[]>().notNull(),
    price: minorUnits('price'),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull().default(1),
    discount_id: text('discount_id'),
    discounted_amount: minorUnits('discounted_amount'),
    location_type: text('location_type', { enum: ['mine', 'client'] }),
    location_id: text('location_id'),
    notes: text('notes'),
    video_meeting_url: text('video_meeting_url'),
    series_id: text('series_id'),
    series_date: text('series_date'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('appointments_business_start_idx').on(t.business_id, t.start_at),
    index('appointments_series_idx').on(t.series_id),
  ],
);

/** The clients of an appointment or class session, with their attendance (SPEC 4). */
export const appointmentClients = sqliteTable(
  'appointment_clients',
  {
    appointment_id: text('appointment_id').notNull(),
    client_id: text('client_id').notNull(),
    business_id: businessId(),
    status: text('status', { enum: ['pending', 'attended', 'cancelled', 'no_show'] })
      .notNull()
      .default('pending'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.appointment_id, t.client_id] }),
    index('appointment_clients_business_client_idx').on(t.business_id, t.client_id),
  ],
);
