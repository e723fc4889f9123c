import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { businessId } from './business';
import { services } from './catalogue';
import { createdAt, flag, id, instant, minorUnits, searchKey, sortKey, updatedAt } from './columns';

/**
 * A class (docs/product/appointments.md): a group offering with a number of spaces. Its sessions
 * are `appointments` rows of type class_session with `class_id` set; when
 * `limit_spaces` is on, a session never takes more clients than `spaces`.
 */
export const classes = sqliteTable(
  'classes',
  {
    id: id(),
    business_id: businessId(),
    name: text('name').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
    price: minorUnits('price'),
    currency: text('currency').notNull(),
    colour: text('colour').notNull(),
    spaces: integer('spaces').notNull(),
    limit_spaces: flag('limit_spaces'),
    notes: text('notes'),
    online_booking: flag('online_booking'),
    sort_key: sortKey(),
    search: searchKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('classes_business_idx').on(t.business_id, t.archived_at, t.sort_key)],
);

/** A package (docs/product/appointments.md): services sold together for one price, usable until it expires. */
export const packages = sqliteTable(
  'packages',
  {
    id: id(),
    business_id: businessId(),
    name: text('name').notNull(),
    price: minorUnits('price'),
    currency: text('currency').notNull(),
    /** Months from the sale after which the package can no longer be used; null never expires. */
    expiry_months: integer('expiry_months'),
    notes: text('notes'),
    online_booking: flag('online_booking'),
    sort_key: sortKey(),
    search: searchKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('packages_business_idx').on(t.business_id, t.archived_at, t.sort_key)],
);

/** The services a package includes (docs/product/appointments.md: at least one), each with how many sessions. */
export const packageServices = sqliteTable(
  'package_services',
  {
    package_id: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    service_id: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    business_id: businessId(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.package_id, t.service_id] }),
    index('package_services_business_idx').on(t.business_id, t.package_id),
    index('package_services_service_idx').on(t.service_id),
  ],
);
