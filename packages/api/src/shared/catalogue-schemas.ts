import { DISCOUNT_TYPES, SERVICE_TYPES } from '@kairos/db/enums';
import * as z from 'zod';
import { MAX_AMOUNT_MINOR } from './money';
import { moneyAmount } from './money-schema';
import { optionalText } from './schemas';

const amount = moneyAmount();

export const SERVICE_COLOURS = [
  '#0f766e',
  '#2563eb',
  '#7c3aed',
  '#db2777',
  '#dc2626',
  '#ea580c',
  '#ca8a04',
  '#16a34a',
  '#0891b2',
  '#475569',
] as const;

export const servicePartInput = z.object({
  title: z.string().trim().min(1).max(100),
  duration_minutes: z.number().int().min(5).max(720),
  type: z.enum(['block', 'free']),
});

/**
 * docs/product/catalogue.md: a service needs at least one part; a multipart service needs at
 * least one blocked part. A single service is exactly one blocked part.
 */
export const serviceInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    type: z.enum(SERVICE_TYPES),
    parts: z.array(servicePartInput).min(1).max(10),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    /** Minor units; per hour when is_hourly_rate. */
    price: amount,
    is_hourly_rate: z.boolean().default(false),
    online_booking: z.boolean().default(false),
    /** Minor units; 0 (or null or absent, as older callers send) is no deposit. */
    deposit: amount.nullish().transform((v) => v ?? 0),
    booking_question: optionalText(300),
    /** Done at the client's address: the booking page asks for it. */
    at_client_place: z.boolean().default(false),
  })
  .superRefine((s, ctx) => {
    if (s.type === 'single' && s.parts.length > 0 && (s.parts.length !== 1 || s.parts[0]?.type !== 'block')) {
      ctx.addIssue({ code: 'custom', path: ['parts'], params: { key: 'service_single_one_part' } });
    }
    if (s.type === 'multipart' && s.parts.length > 0 && !s.parts.some((p) => p.type === 'block')) {
      ctx.addIssue({ code: 'custom', path: ['parts'], params: { key: 'service_multipart_needs_block' } });
    }
    // No deposit (0) is never over the price; a price that is itself wrong has its own message.
    if (s.deposit > 0 && s.price >= 0 && s.deposit > s.price && !s.is_hourly_rate) {
      ctx.addIssue({ code: 'custom', path: ['deposit'], params: { key: 'service_deposit_over_price' } });
    }
  });

export const locationInput = z.object({
  title: z.string().trim().min(1).max(120),
  address_1: optionalText(200),
  address_2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  post_code: optionalText(20),
});

/** Percentage in basis points (1..10000 = 0.01 %..100 %) or a fixed amount in minor units. */
export const discountInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    type: z.enum(DISCOUNT_TYPES),
    /** Its bounds depend on the type, so messages show them as a percentage or as money. */
    value: z.number().int().meta({ minimum: 1, maximum: MAX_AMOUNT_MINOR }),
  })
  .superRefine((d, ctx) => {
    if (typeof d.value !== 'number') return;
    const unit = d.type === 'percentage' ? 'basis_points' : 'money';
    if (d.value < 1) {
      ctx.addIssue({ code: 'custom', path: ['value'], params: { key: 'validation_min_value', min: 1, unit } });
    } else if (d.type === 'percentage' && d.value > 10_000) {
      ctx.addIssue({ code: 'custom', path: ['value'], params: { key: 'discount_percentage_max' } });
    } else if (d.value > MAX_AMOUNT_MINOR) {
      ctx.addIssue({ code: 'custom', path: ['value'], params: { key: 'validation_max_value', max: MAX_AMOUNT_MINOR, unit } });
    }
  });
