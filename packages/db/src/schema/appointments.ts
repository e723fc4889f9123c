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
    /** Set for a class session: the class it is a session of. */
    class_id: text('class_id'),
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
    /** A detached occurrence of a recurring series: the series and the occurrence's own local date. */
    series_id: text('series_id'),
    series_date: text('series_date'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('appointments_business_start_idx').on(t.business_id, t.start_at),
    index('appointments_series_idx').on(t.series_id),
    index('appointments_class_idx').on(t.business_id, t.class_id, t.start_at),
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

/**
 * A recurring series (SPEC 3 "recurring", SPEC 4): a rule plus exceptions,
 * expanded in the business's zone when read. The template fields are what
 * each occurrence looks like; an occurrence changed on its own becomes an
 * `appointments` row (series_id + series_date) and an exception here.
 */
export const appointmentSeries = sqliteTable(
  'appointment_series',
  {
    id: id(),
    business_id: businessId(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'biweekly', 'monthly'] }).notNull(),
    /** Local dates (YYYY-MM-DD) in the business's zone, inclusive. */
    start_date: text('start_date').notNull(),
    end_date: text('end_date').notNull(),
    /** Local start time, minutes after midnight. */
    start_minute: integer('start_minute').notNull(),
    type: text('type', { enum: ['appointment', 'blocked', 'class_session'] }).notNull(),
    service_id: text('service_id'),
    class_id: text('class_id'),
    title: text('title'),
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
    client_ids: text('client_ids', { mode: 'json' }).$type<string[]>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('appointment_series_business_idx').on(t.business_id, t.end_date, t.start_date)],
);

/** Occurrences of a series that were cancelled or detached (changed on their own), by local date. */
export const appointmentSeriesExceptions = sqliteTable(
  'appointment_series_exceptions',
  {
    series_id: text('series_id').notNull(),
    date: text('date').notNull(),
    business_id: businessId(),
    kind: text('kind', { enum: ['cancelled', 'detached'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series_id, t.date] }),
    index('appointment_series_exceptions_business_idx').on(t.business_id, t.series_id),
  ],
);
