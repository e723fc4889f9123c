import type { classes } from '@kairos/db';
import * as z from 'zod';

export const classOutput = z.object({
  id: z.string(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  colour: z.string(),
  /** docs/product/appointments.md "number of spaces": clients one session is meant for. */
  spaces: z.number().int(),
  /** docs/product/appointments.md "limit of spaces": when on, a session never takes more clients than `spaces`. */
  limit_spaces: z.boolean(),
  notes: z.string().nullable(),
  online_booking: z.boolean(),
  archived_at: z.string().nullable(),
});
export type ClassOutput = z.infer<typeof classOutput>;

export const toClass = (r: typeof classes.$inferSelect): ClassOutput => ({
  id: r.id,
  name: r.name,
  duration_minutes: r.duration_minutes,
  price: r.price,
  currency: r.currency,
  colour: r.colour,
  spaces: r.spaces,
  limit_spaces: r.limit_spaces,
  notes: r.notes,
  online_booking: r.online_booking,
  archived_at: r.archived_at?.toISOString() ?? null,
});
