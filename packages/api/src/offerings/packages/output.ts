import type { packages } from '@kairos/db';
import * as z from 'zod';
import { packageSaleOutput } from '../../shared/sales-schemas';

export const packageOutput = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  /** Months from the sale until it can no longer be used; null never expires. */
  expiry_months: z.number().int().nullable(),
  notes: z.string().nullable(),
  online_booking: z.boolean(),
  archived_at: z.string().nullable(),
});
export type PackageOutput = z.infer<typeof packageOutput>;

export const packageServiceOutput = z.object({
  service_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  duration_minutes: z.number().int(),
  /** The service's own price per session (minor units), to compare with the package price. */
  price: z.number().int(),
  currency: z.string(),
  /** The service is archived (it stays in the package until removed). */
  archived: z.boolean(),
});

/** One package with its services and its sales (GET, POST, PUT, archive and restore answer this). */
export const packageDetailOutput = packageOutput.extend({
  services: z.array(packageServiceOutput),
  /** docs/product/appointments.md "sales": the package's sales, newest first (sales/queries.ts salesOfPackage). */
  sales: z.array(packageSaleOutput),
});
export type PackageDetail = z.infer<typeof packageDetailOutput>;

export const toPackage = (r: typeof packages.$inferSelect): PackageOutput => ({
  id: r.id,
  name: r.name,
  price: r.price,
  currency: r.currency,
  expiry_months: r.expiry_months,
  notes: r.notes,
  online_booking: r.online_booking,
  archived_at: r.archived_at?.toISOString() ?? null,
});
