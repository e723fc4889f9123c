import { locations } from '@kairos/db';
import { asc } from 'drizzle-orm';
import * as z from 'zod';
import { records } from '../../core/records';
import { router } from '../../core/trpc';
import { locationInput } from '../../shared/catalogue-schemas';
import { nameKeys } from '../../shared/collation';

export const locationOutput = z.object({
  id: z.string(),
  title: z.string(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  post_code: z.string().nullable(),
  archived_at: z.string().nullable(),
});

export const toLocation = (r: typeof locations.$inferSelect): z.infer<typeof locationOutput> => ({
  id: r.id,
  title: r.title,
  address_1: r.address_1,
  address_2: r.address_2,
  city: r.city,
  state: r.state,
  post_code: r.post_code,
  archived_at: r.archived_at?.toISOString() ?? null,
});

export const locationsRecords = records({
  table: locations,
  area: 'locations',
  rest: 'locations',
  feature: 'appointments',
  input: locationInput,
  output: locationOutput,
  toOutput: toLocation,
  searchColumns: [locations.search],
  orderBy: (t) => [asc(t.sort_key), asc(t.id)],
  prepare: (d) => ({ ...d, ...nameKeys([d.title, d.address_1, d.city].filter(Boolean).join(' ')) }),
});

export const locationsRouter = router(locationsRecords.all());
