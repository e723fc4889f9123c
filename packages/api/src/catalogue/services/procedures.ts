import { services } from '@kairos/db';
import { SERVICE_TYPES } from '@kairos/db/enums';
import { asc } from 'drizzle-orm';
import * as z from 'zod';
import { records } from '../../core/records';
import { router } from '../../core/trpc';
import { serviceInput } from '../../shared/catalogue-schemas';
import { nameKeys } from '../../shared/collation';
import { exportServices } from './export';

export const serviceOutput = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SERVICE_TYPES),
  parts: z.array(z.object({ title: z.string(), duration_minutes: z.number().int(), type: z.enum(['block', 'free']) })),
  duration_minutes: z.number().int(),
  colour: z.string(),
  price: z.number().int(),
  is_hourly_rate: z.boolean(),
  currency: z.string(),
  online_booking: z.boolean(),
  /** Minor units; 0 is no deposit. */
  deposit: z.number().int(),
  booking_question: z.string().nullable(),
  at_client_place: z.boolean(),
  archived_at: z.string().nullable(),
});

const toService = (r: typeof services.$inferSelect): z.infer<typeof serviceOutput> => ({
  id: r.id,
  name: r.name,
  type: r.type,
  parts: r.parts,
  duration_minutes: r.duration_minutes,
  colour: r.colour,
  price: r.price,
  is_hourly_rate: r.is_hourly_rate,
  currency: r.currency,
  online_booking: r.online_booking,
  deposit: r.deposit,
  booking_question: r.booking_question,
  at_client_place: r.at_client_place,
  archived_at: r.archived_at?.toISOString() ?? null,
});

/** Services (single or multipart), priced in the business's currency. */
export const servicesRecords = records({
  table: services,
  area: 'services',
  rest: 'services',
  feature: 'services',
  input: serviceInput,
  output: serviceOutput,
  toOutput: toService,
  searchColumns: [services.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  prepare: (d, ctx) => ({
    ...d,
    duration_minutes: d.parts.reduce((sum, p) => sum + p.duration_minutes, 0),
    currency: ctx.business.currency,
    ...nameKeys(d.name),
  }),
});

export const servicesRouter = router({ ...servicesRecords.all(), export: exportServices });
