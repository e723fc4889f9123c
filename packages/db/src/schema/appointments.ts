import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { APPOINTMENT_TYPES, ATTENDANCE, FREQUENCIES, LOCATION_TYPES, SERIES_EXCEPTION_KINDS } from '../enums';
import { businessId } from './business';
import { discounts, locations, type ServicePart, services } from './catalogue';
import { clients } from './clients';
import { createdAt, flag, id, instant, minorUnits, updatedAt } from './columns';
import { classes } from './offerings';

/**
 * Foreign keys (docs/DECISIONS.md): what carries money or history is kept
 * (RESTRICT: a service or client cannot go while an appointment names it);
 * references the row outlives are cleared (SET NULL: a class deleted for good
 * leaves its sessions, which keep their title; a location, a discount); pure
 * children go with their parent (CASCADE).
 */
const serviceRef = () => text('service_id').references(() => services.id, { onDelete: 'restrict' });
const classRef = () => text('class_id').references(() => classes.id, { onDelete: 'set null' });
const discountRef = () => text('discount_id').references(() => discounts.id, { onDelete: 'set null' });
const locationRef = () => text('location_id').references(() => locations.id, { onDelete: 'set null' });

/**
 * An appointment, private/blocked time or a class session (docs/product/appointments.md). Times are
 * UTC instants; the business's IANA zone turns them into wall-clock times.
 * `parts` is the service's parts as booked, so later edits to the service do
 * not move what the diary already holds; blocked time is one blocked part.
 */
export const appointments = sqliteTable(
  'appointments',
  {
    id: id(),
    business_id: businessId(),
    type: text('type', { enum: APPOINTMENT_TYPES }).notNull(),
    service_id: serviceRef(),
    /** Set for a class session: the class it is a session of. */
    class_id: classRef(),
    title: text('title'),
    start_at: instant('start_at').notNull(),
    end_at: instant('end_at').notNull(),
    all_day: flag('all_day'),
    parts: text('parts', { mode: 'json' }).$type<ServicePart[]>().notNull(),
    price: minorUnits('price'),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull().default(1),
    discount_id: discountRef(),
    discounted_amount: minorUnits('discounted_amount'),
    location_type: text('location_type', { enum: LOCATION_TYPES }),
    location_id: locationRef(),
    notes: text('notes'),
    video_meeting_url: text('video_meeting_url'),
    /** A detached occurrence of a recurring series: the series and the occurrence's own local date. */
    series_id: text('series_id').references((): AnySQLiteColumn => appointmentSeries.id, { onDelete: 'set null' }),
    series_date: text('series_date'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('appointments_business_start_idx').on(t.business_id, t.start_at),
    // Analytics (issue 15): the period's appointments with every column its figures read, so no table reads.
    index('appointments_business_start_cover_idx').on(
      t.business_id,
      t.start_at,
      t.type,
      t.end_at,
      t.price,
      t.quantity,
      t.discounted_amount,
      t.service_id,
      t.class_id,
      t.location_id,
      t.id,
    ),
    // Migration 0041: service delivery's class sessions in a period, by class, from the index alone.
    index('appointments_class_sessions_idx')
      .on(t.business_id, t.start_at, t.class_id, t.title)
      .where(sql`type = 'class_session'`),
    // The reminder cron's scan of what starts soon, across businesses.
    index('appointments_start_idx').on(t.start_at),
    index('appointments_series_idx').on(t.series_id),
    index('appointments_class_idx').on(t.business_id, t.class_id, t.start_at),
    // For the foreign key: deleting a service looks its appointments up by service_id alone.
    index('appointments_service_idx').on(t.service_id),
  ],
);

/** The clients of an appointment or class session, with their attendance (docs/product/appointments.md). */
export const appointmentClients = sqliteTable(
  'appointment_clients',
  {
    appointment_id: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    client_id: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    business_id: businessId(),
    status: text('status', { enum: ATTENDANCE }).notNull().default('pending'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.appointment_id, t.client_id] }),
    index('appointment_clients_business_client_idx').on(t.business_id, t.client_id),
    // Analytics (issue 15): a client's visits probed by status without reading the table.
    index('appointment_clients_business_client_status_idx').on(t.business_id, t.client_id, t.status, t.appointment_id),
    // Analytics and left to pay (issue 15): an appointment's clients with their status, no table reads.
    index('appointment_clients_appointment_status_idx').on(t.appointment_id, t.business_id, t.status, t.client_id),
    // For the foreign key: deleting a client looks its links up by client_id alone.
    index('appointment_clients_client_idx').on(t.client_id),
  ],
);

/**
 * A recurring series (docs/product/appointments.md "recurring", docs/product/appointments.md): a rule plus exceptions,
 * expanded in the business's zone when read. The template fields are what
 * each occurrence looks like; an occurrence changed on its own becomes an
 * `appointments` row (series_id + series_date) and an exception here.
 */
export const appointmentSeries = sqliteTable(
  'appointment_series',
  {
    id: id(),
    business_id: businessId(),
    frequency: text('frequency', { enum: FREQUENCIES }).notNull(),
    /** Local dates (YYYY-MM-DD) in the business's zone, inclusive. */
    start_date: text('start_date').notNull(),
    end_date: text('end_date').notNull(),
    /** Local start time, minutes after midnight. */
    start_minute: integer('start_minute').notNull(),
    type: text('type', { enum: APPOINTMENT_TYPES }).notNull(),
    service_id: serviceRef(),
    class_id: classRef(),
    title: text('title'),
    all_day: flag('all_day'),
    parts: text('parts', { mode: 'json' }).$type<ServicePart[]>().notNull(),
    price: minorUnits('price'),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull().default(1),
    discount_id: discountRef(),
    discounted_amount: minorUnits('discounted_amount'),
    location_type: text('location_type', { enum: LOCATION_TYPES }),
    location_id: locationRef(),
    notes: text('notes'),
    video_meeting_url: text('video_meeting_url'),
    client_ids: text('client_ids', { mode: 'json' }).$type<string[]>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('appointment_series_business_idx').on(t.business_id, t.end_date, t.start_date),
    index('appointment_series_service_idx').on(t.service_id),
  ],
);

/** Occurrences of a series that were cancelled or detached (changed on their own), by local date. */
export const appointmentSeriesExceptions = sqliteTable(
  'appointment_series_exceptions',
  {
    series_id: text('series_id')
      .notNull()
      .references(() => appointmentSeries.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    business_id: businessId(),
    kind: text('kind', { enum: SERIES_EXCEPTION_KINDS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series_id, t.date] }),
    index('appointment_series_exceptions_business_idx').on(t.business_id, t.series_id),
  ],
);
