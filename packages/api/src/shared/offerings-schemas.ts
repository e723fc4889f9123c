import * as z from 'zod';
import { SERVICE_COLOURS } from './catalogue-schemas';
import { moneyAmount } from './money-schema';
import { optionalText } from './schemas';

const amount = moneyAmount();
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const CLASS_SPACES_MAX = 1000;
export const PACKAGE_EXPIRY_MONTHS_MAX = 120;
export const PACKAGE_QUANTITY_MAX = 100;
/** Class detail shows sessions in windows of this many days (the diary's 62-day range limit). */
export const CLASS_SESSION_DAYS = 62;

/**
 * A class (docs/product/appointments.md). `spaces` is how many clients a session is meant for;
 * with `limit_spaces` on, a session never takes more (the appointments area
 * refuses with CLASS_SESSION_FULL); off, `spaces` is only a guide.
 */
export const classInput = z.object({
  name: z.string().trim().min(1).max(120),
  duration_minutes: z.number().int().min(5).max(720).default(60),
  /** Minor units, in the business's currency. */
  price: amount.default(0),
  colour: colour.default(SERVICE_COLOURS[0]),
  spaces: z.number().int().min(1).max(CLASS_SPACES_MAX),
  limit_spaces: z.boolean().default(false),
  notes: optionalText(2000),
  online_booking: z.boolean().default(false),
});
export type ClassInput = z.output<typeof classInput>;

export const packageServiceInput = z.object({
  service_id: z.string().trim().min(1).max(64),
  quantity: z.number().int().min(1).max(PACKAGE_QUANTITY_MAX).default(1),
});

/**
 * A package (docs/product/appointments.md): services sold together for one price. docs/product/appointments.md: a
 * package needs at least one service (each listed once). `expiry_months`
 * counts from the sale; null means it never expires.
 */
export const packageInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    services: z.array(packageServiceInput).max(50).default([]),
    price: amount,
    expiry_months: z
      .number()
      .int()
      .min(1)
      .max(PACKAGE_EXPIRY_MONTHS_MAX)
      .nullish()
      .transform((v) => v ?? null),
    notes: optionalText(2000),
    online_booking: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    if (p.services.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['services'], params: { key: 'off_package_needs_service' } });
    }
    const seen = new Set<string>();
    p.services.forEach((s, i) => {
      if (seen.has(s.service_id)) {
        ctx.addIssue({ code: 'custom', path: ['services', i, 'service_id'], params: { key: 'off_package_service_twice' } });
      }
      seen.add(s.service_id);
    });
  });
export type PackageInput = z.output<typeof packageInput>;
