import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DISCOUNT_TYPES, SERVICE_TYPES } from '../enums';
import { businessId } from './business';
import { createdAt, flag, id, instant, minorUnits, searchKey, sortKey, updatedAt } from './columns';

export interface ServicePart {
  title: string;
  duration_minutes: number;
  /** block: the owner is busy; free: the owner is bookable meanwhile (e.g. while colour develops). */
  type: 'block' | 'free';
}

/** A bookable service: single (one blocked part) or multipart (docs/product/catalogue.md). */
export const services = sqliteTable(
  'services',
  {
    id: id(),
    business_id: businessId(),
    name: text('name').notNull(),
    type: text('type', { enum: SERVICE_TYPES }).notNull(),
    parts: text('parts', { mode: 'json' }).$type<ServicePart[]>().notNull(),
    /** Sum of the parts, kept for listing and booking. */
    duration_minutes: integer('duration_minutes').notNull(),
    colour: text('colour').notNull(),
    price: minorUnits('price'),
    /** When set, `price` is per hour and the charge follows the duration. */
    is_hourly_rate: flag('is_hourly_rate'),
    currency: text('currency').notNull(),
    online_booking: flag('online_booking'),
    /** Taken when booking online; 0 is no deposit (migration 0008 turned NULL into 0). */
    deposit: minorUnits('deposit'),
    booking_question: text('booking_question'),
    /** Done at the client's address: the booking page asks for it and the appointment's location is the client's. */
    at_client_place: flag('at_client_place'),
    sort_key: sortKey(),
    search: searchKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('services_business_idx').on(t.business_id, t.archived_at, t.sort_key)],
);

/** The owner's own places of work (docs/product/catalogue.md: archived ones are dropped from what the user loads). */
export const locations = sqliteTable(
  'locations',
  {
    id: id(),
    business_id: businessId(),
    title: text('title').notNull(),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    state: text('state'),
    post_code: text('post_code'),
    sort_key: sortKey(),
    search: searchKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('locations_business_idx').on(t.business_id, t.archived_at, t.sort_key)],
);

/** A discount: a percentage (in basis points, 1250 = 12.5 %) or a fixed amount in minor units. */
export const discounts = sqliteTable(
  'discounts',
  {
    id: id(),
    business_id: businessId(),
    name: text('name').notNull(),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    /**
     * percentage: basis points; fixed: minor units of `currency`. Not `minorUnits()`: it is only
     * money for one of the two types, and it has no sensible default (a discount of 0 is refused).
     */
    value: integer('value').notNull(),
    currency: text('currency').notNull(),
    sort_key: sortKey(),
    search: searchKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('discounts_business_idx').on(t.business_id, t.archived_at, t.sort_key)],
);
