import { INVOICE_STATUSES, INVOICE_TYPES, LOCALES } from '@kairos/db/enums';
import * as z from 'zod';
import { isoDate } from './date-schemas';
import { listInput } from './list-schemas';
import { MAX_AMOUNT_MINOR } from './money';
import { moneyAmount } from './money-schema';
import { emailField, localeField, optionalText } from './schemas';

/**
 * The invoices contract (docs/product/invoices.md): what the invoice form and the
 * settings dialog send and what the list, view and PDF read. The server's
 * procedures in `packages/api/src/invoices` and the screens in
 * `apps/web/src/features/invoices` both use these.
 */
export { INVOICE_STATUSES };
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export { INVOICE_TYPES };
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_MAX_ITEMS = 100;
export const DEFAULT_INVOICE_COLOUR = '#0f766e';
export const DEFAULT_INVOICE_PREFIX = 'INV-';

export const invoiceColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((c) => c.toLowerCase());

export const invoiceItemInput = z
  .object({
    description: z.string().trim().min(1).max(300),
    quantity: z.coerce.number().int().min(1).max(10_000),
    unit_price: moneyAmount(0),
  })
  .refine((i) => i.unit_price * i.quantity <= MAX_AMOUNT_MINOR, {
    path: ['unit_price'],
    params: { key: 'validation_max_value', max: MAX_AMOUNT_MINOR, unit: 'money' },
  });
export type InvoiceItemInput = z.infer<typeof invoiceItemInput>;

/** Free text where leaving it out takes the owner's default (undefined) and a blank means none (null). */
const textOrDefault = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * A manual invoice. `client_id` is optional: with it, a missing name, email or
 * billing address is taken from the client (the form fills them in too);
 * without it, `bill_to_name` is required. `locale` is the language of the PDF
 * and the email (default: the caller's).
 */
export const invoiceInput = z
  .object({
    client_id: z.string().trim().min(1).max(64).nullish(),
    bill_to_name: optionalText(200),
    bill_to_email: z
      .union([z.literal(''), emailField])
      .nullish()
      .transform((v) => v || null),
    billing_address: optionalText(500),
    /** Default: today in the business's time zone. */
    date: isoDate.optional(),
    /** Default: the date plus the settings' days to pay. */
    due_date: isoDate.optional(),
    /** The invoice's lines (`lines`, as sales name theirs; REST reads an `items` key as a list page). */
    lines: z.array(invoiceItemInput).min(1).max(INVOICE_MAX_ITEMS),
    /** Left out: the invoice settings' (colour, footer, bank details); blank: none. */
    bank_details: textOrDefault(1000),
    colour: invoiceColour.optional(),
    footer: textOrDefault(500),
    notes: optionalText(2000),
    locale: localeField.optional(),
  })
  .refine((v) => !!v.client_id || !!v.bill_to_name, {
    path: ['bill_to_name'],
    params: { key: 'validation_required' },
    // Reported with the other fields' errors, not only once they are right (the form shows them all at once).
    when: (payload) => {
      const v = payload.value as { client_id?: unknown; bill_to_name?: unknown } | undefined;
      return !v?.client_id && (v?.bill_to_name === undefined || v?.bill_to_name === null || typeof v?.bill_to_name === 'string');
    },
  })
  .refine((v) => !v.date || !v.due_date || v.due_date >= v.date, {
    path: ['due_date'],
    params: { key: 'invoice_due_before_date' },
  })
  .refine((v) => v.lines.reduce((sum, i) => sum + i.unit_price * i.quantity, 0) <= MAX_AMOUNT_MINOR, {
    path: ['lines'],
    params: { key: 'validation_max_value', max: MAX_AMOUNT_MINOR, unit: 'money' },
  });
export type InvoiceInput = z.infer<typeof invoiceInput>;

export const invoiceListInput = listInput.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  client_id: z.string().min(1).max(64).optional(),
  /** Invoice date from/to (local dates, inclusive). */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type InvoiceListInput = z.infer<typeof invoiceListInput>;

export const invoiceSettingsInput = z.object({
  /** Letters, digits, spaces and - / _ . # (at most 20): "INV-", "2026/", "Рах-". */
  prefix: z
    .string()
    .max(20)
    .regex(/^[\p{L}\p{N} ./#_-]*$/u)
    .transform((p) => p.trimStart()),
  colour: invoiceColour,
  footer: optionalText(500),
  bank_details: optionalText(1000),
  due_days: z.coerce.number().int().min(0).max(365),
});
export type InvoiceSettingsInput = z.infer<typeof invoiceSettingsInput>;

export const invoiceSettingsOutput = z.object({
  prefix: z.string(),
  colour: z.string(),
  footer: z.string().nullable(),
  bank_details: z.string().nullable(),
  due_days: z.number().int(),
  /** The number the next invoice gets (the prefix may change it before then). */
  next_number: z.string(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsOutput>;

export const invoiceItemOutput = z.object({
  id: z.string(),
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
});

export const invoiceOutput = z.object({
  id: z.string(),
  number: z.string(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  client_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  bill_to_name: z.string(),
  bill_to_email: z.string().nullable(),
  billing_address: z.string().nullable(),
  date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  /** total − paid, never below zero. */
  due: z.number().int(),
  bank_details: z.string().nullable(),
  colour: z.string(),
  footer: z.string().nullable(),
  notes: z.string().nullable(),
  locale: z.enum(LOCALES),
  sent_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceOutput = z.infer<typeof invoiceOutput>;

export const invoiceDetailOutput = invoiceOutput.extend({ lines: z.array(invoiceItemOutput) });
export type InvoiceDetail = z.infer<typeof invoiceDetailOutput>;

/** Whether the owner may still change, delete, send, resend or cancel an invoice (the server enforces the same rules). */
export const invoiceActions = (i: Pick<InvoiceOutput, 'status' | 'type'>) => ({
  edit: i.status === 'issued' && i.type === 'manual',
  delete: i.status === 'issued' && i.type === 'manual',
  send: i.status === 'issued',
  resend: i.status === 'sent',
  cancel: i.status !== 'cancelled',
  pdf: true,
});
