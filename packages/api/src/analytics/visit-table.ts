import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * `analytics_visits` (migration 0020_visit_rollup): one row per `appointment_clients` row joined to its appointment
 * (same business), kept by SQLite triggers on both tables in the statement that writes them, so every write path
 * (API, jobs, imports, cascades) keeps it exact. Clustered by (business, start): a period's visits are one range.
 * `value` = max(0, price × quantity − discounted_amount); `status` as stored (pending is not resolved here).
 * Declared here for typed queries only; it is not in @kairos/db's drizzle-kit schema (the migration is hand-written:
 * a migration that rebuilds `appointments` or `appointment_clients` drops their triggers and must recreate them).
 */
export const analyticsVisits = sqliteTable(
  'analytics_visits',
  {
    business_id: text('business_id').notNull(),
    start_at: integer('start_at').notNull(),
    appointment_id: text('appointment_id').notNull(),
    client_id: text('client_id').notNull(),
    end_at: integer('end_at').notNull(),
    type: text('type').notNull(),
    service_id: text('service_id'),
    class_id: text('class_id'),
    location_id: text('location_id'),
    value: integer('value').notNull(),
    status: text('status').notNull(),
    /** What is allocated to that client of that appointment (payment_allocations), kept by triggers there. */
    paid: integer('paid').notNull().default(0),
    /** 1 when a package session (not returned) pays for it (package_uses), kept by triggers there. */
    package_used: integer('package_used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.business_id, t.start_at, t.appointment_id, t.client_id] }),
    index('analytics_visits_appointment_idx').on(t.appointment_id, t.client_id),
    index('analytics_visits_client_idx').on(t.business_id, t.client_id, t.start_at, t.status, t.type),
    /** Migration 0025: the bookings that owe (payments/left-to-pay-sql.ts storedOwingSql repeats this WHERE). */
    index('analytics_visits_owing_idx')
      .on(t.business_id, t.start_at, t.client_id, t.value, t.paid, t.status, t.type, t.package_used)
      .where(sql`paid < value AND package_used = 0 AND status <> 'cancelled' AND type <> 'blocked'`),
  ],
);

/**
 * `analytics_visit_hours` (migration 0020): per UTC hour (start_at / 3600000), type and stored status, the visits
 * (blocked time left out); rows with status '' carry the booked minutes (each appointment or session with a
 * client not cancelled, once, at its start hour). Kept by triggers on analytics_visits.
 */
export const analyticsVisitHours = sqliteTable(
  'analytics_visit_hours',
  {
    business_id: text('business_id').notNull(),
    hour: integer('hour').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    visits: integer('visits').notNull().default(0),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.hour, t.type, t.status] })],
);

/** `analytics_income_hours` (migration 0020): per UTC hour of taken_at, the payments' net amount (gift-voucher spends left out), kept by triggers on payments. */
export const analyticsIncomeHours = sqliteTable(
  'analytics_income_hours',
  {
    business_id: text('business_id').notNull(),
    hour: integer('hour').notNull(),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.hour] })],
);

/**
 * `analytics_allocations` (migration 0020): per allocation to an appointment (payment_allocations.id), when its
 * payment was taken and the appointment's service and location ('' for none), gift-voucher spends left out: the
 * rows of payments ⋈ payment_allocations ⋈ appointments, kept by triggers on all three.
 */
export const analyticsAllocations = sqliteTable(
  'analytics_allocations',
  {
    id: text('id').primaryKey(),
    business_id: text('business_id').notNull(),
    taken_at: integer('taken_at').notNull(),
    service_id: text('service_id').notNull(),
    location_id: text('location_id').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('analytics_allocations_taken_idx').on(t.business_id, t.taken_at, t.service_id, t.location_id, t.amount)],
);

/**
 * `analytics_zone_offsets` (migration 0029): per IANA zone, the UTC offset (ms) in force from `at` (ms) on, one row
 * per change; a zone's rows are written once, whole (zone-offsets.ts), so the day rows computed with them stay true.
 */
export const analyticsZoneOffsets = sqliteTable(
  'analytics_zone_offsets',
  {
    zone: text('zone').notNull(),
    at: integer('at').notNull(),
    utc_offset: integer('utc_offset').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.at] })],
);

/** `analytics_day_zones` (migration 0029): the zone a business's day rows are in (no row: it has none). */
export const analyticsDayZones = sqliteTable('analytics_day_zones', {
  business_id: text('business_id').primaryKey(),
  zone: text('zone').notNull(),
});

/**
 * `analytics_visit_days` (migration 0029): analytics_visit_hours by local day of the business's zone (days since
 * 1970-01-01 on its wall clock) instead of UTC hour, kept by triggers on analytics_visits and rebuilt by a trigger
 * on businesses when the zone changes.
 */
export const analyticsVisitDays = sqliteTable(
  'analytics_visit_days',
  {
    business_id: text('business_id').notNull(),
    day: integer('day').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    visits: integer('visits').notNull().default(0),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day, t.type, t.status] })],
);

/** `analytics_income_days` (migration 0029): analytics_income_hours by local day, kept as analytics_visit_days. */
export const analyticsIncomeDays = sqliteTable(
  'analytics_income_days',
  {
    business_id: text('business_id').notNull(),
    day: integer('day').notNull(),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day] })],
);

/**
 * `analytics_group_days` (migration 0031): per local day (as analytics_visit_days), kind ('s' appointments by
 * service, 'c' class sessions by class, 'l' every visit by location), group id ('' for none) and stored status:
 * the visits, their minutes and value, kept by triggers on analytics_visits and rebuilt with the other day tables.
 */
export const analyticsGroupDays = sqliteTable(
  'analytics_group_days',
  {
    business_id: text('business_id').notNull(),
    day: integer('day').notNull(),
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    status: text('status').notNull(),
    visits: integer('visits').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day, t.kind, t.id, t.status] })],
);

/**
 * `analytics_session_days` (migration 0039): per local day of start_at (as analytics_visit_days) and type, the
 * appointments rows (any status). Kept by triggers on appointments; rebuilt when the business's zone changes.
 */
export const analyticsSessionDays = sqliteTable(
  'analytics_session_days',
  {
    business_id: text('business_id').notNull(),
    day: integer('day').notNull(),
    type: text('type').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day, t.type] })],
);

/**
 * `analytics_sale_days` (migration 0039): per local day of sold_at, the sales not deleted and their lines'
 * quantities of products and gift vouchers. Kept by triggers on sales and sale_lines; rebuilt when the zone changes.
 */
export const analyticsSaleDays = sqliteTable(
  'analytics_sale_days',
  {
    business_id: text('business_id').notNull(),
    day: integer('day').notNull(),
    sales: integer('sales').notNull().default(0),
    products: integer('products').notNull().default(0),
    vouchers: integer('vouchers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.day] })],
);

/**
 * `analytics_client_visits` (migration 0031): per client of a business, the first, second, third and last start of
 * their kept visits (not cancelled, not blocked time), kept by triggers on analytics_visits (history.ts reads it).
 */
export const analyticsClientVisits = sqliteTable(
  'analytics_client_visits',
  {
    business_id: text('business_id').notNull(),
    client_id: text('client_id').notNull(),
    first_at: integer('first_at').notNull(),
    second_at: integer('second_at'),
    third_at: integer('third_at'),
    last_at: integer('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.client_id] })],
);
