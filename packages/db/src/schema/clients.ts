import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LOCALES } from '../enums';
import { businessId } from './business';
import { createdAt, flag, id, instant, searchKey, sortKey, updatedAt } from './columns';

export interface ClientLocation {
  title: string | null;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  post_code: string | null;
}

/** A client of a business (docs/product/clients.md). */
export const clients = sqliteTable(
  'clients',
  {
    id: id(),
    business_id: businessId(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    /** Lowercased. */
    email: text('email'),
    /** E.164, e.g. +380501234567. */
    phone: text('phone'),
    /** A calendar date, YYYY-MM-DD (no time zone: a birthday is the same day everywhere). */
    birthday: text('birthday'),
    notes: text('notes'),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    state: text('state'),
    post_code: text('post_code'),
    billing_address: text('billing_address'),
    marketing_messages: flag('marketing_messages'),
    email_reminders: flag('email_reminders'),
    sms_reminders: flag('sms_reminders'),
    opt_out: flag('opt_out'),
    /** The language the client's messages are written in; null: the business's default (its owner's locale). */
    locale: text('locale', { enum: LOCALES }),
    last_appointment_at: instant('last_appointment_at'),
    locations: text('locations', { mode: 'json' }).$type<ClientLocation[]>().notNull().default([]),
    /** Names both ways round, email and phone digits, folded (`searchKey`): what quick search matches. */
    search: searchKey(),
    /** "last first" (`sortKey`). */
    sort_key: sortKey(),
    archived_at: instant('archived_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('clients_business_idx').on(t.business_id, t.archived_at, t.sort_key),
    index('clients_business_email_idx').on(t.business_id, t.email),
    // Analytics (issue 15): new clients in a range.
    index('clients_business_created_idx').on(t.business_id, t.created_at),
    // Covering index for quick search: the substring scan and its count read the index, not the table.
    index('clients_business_search_idx').on(t.business_id, t.archived_at, t.search),
  ],
);
