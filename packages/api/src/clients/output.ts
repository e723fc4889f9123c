import type { clients } from '@kairos/db';
import { LOCALES } from '@kairos/db/enums';
import * as z from 'zod';
import { nameKeys } from '../shared/collation';

export const clientOutput = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  notes: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  post_code: z.string().nullable(),
  billing_address: z.string().nullable(),
  marketing_messages: z.boolean(),
  email_reminders: z.boolean(),
  sms_reminders: z.boolean(),
  opt_out: z.boolean(),
  /** The language of the client's messages; null: the business's default. */
  locale: z.enum(LOCALES).nullable(),
  last_appointment_date: z.string().nullable(),
  locations: z.array(
    z.object({
      title: z.string().nullable(),
      address_1: z.string().nullable(),
      address_2: z.string().nullable(),
      city: z.string().nullable(),
      post_code: z.string().nullable(),
    }),
  ),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});
export type ClientOutput = z.infer<typeof clientOutput>;

export function toClient(r: typeof clients.$inferSelect): ClientOutput {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    birthday: r.birthday,
    notes: r.notes,
    address_1: r.address_1,
    address_2: r.address_2,
    city: r.city,
    state: r.state,
    post_code: r.post_code,
    billing_address: r.billing_address,
    marketing_messages: r.marketing_messages,
    email_reminders: r.email_reminders,
    sms_reminders: r.sms_reminders,
    opt_out: r.opt_out,
    locale: r.locale,
    last_appointment_date: r.last_appointment_at?.toISOString() ?? null,
    locations: r.locations,
    archived_at: r.archived_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  };
}

/** What quick search matches: names both ways round, email, and phone digits. */
function searchTextOf(c: { first_name: string; last_name: string; email: string | null; phone: string | null }): string {
  return [
    `${c.first_name} ${c.last_name}`,
    `${c.last_name} ${c.first_name}`,
    c.email ?? '',
    c.phone?.replace(/\D/g, '') ?? '',
  ].join(' ');
}

/**
 * The derived columns written with every insert or update (the form, the import, the booking page): sorted by
 * "last first", searched in `searchTextOf`, both through `nameKeys` (shared/collation.ts).
 */
export function derivedColumns(c: { first_name: string; last_name: string; email: string | null; phone: string | null }) {
  return nameKeys([c.last_name, c.first_name].filter(Boolean).join(' '), searchTextOf(c));
}
