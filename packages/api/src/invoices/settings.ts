import { invoiceSettings, invoices } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import { type BusinessScope, settingsOf } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { gated, router } from '../core/trpc';
import {
  DEFAULT_INVOICE_COLOUR,
  DEFAULT_INVOICE_PREFIX,
  type InvoiceSettings,
  invoiceSettingsInput,
  invoiceSettingsOutput,
} from '../shared/invoices-schemas';

/** "INV-" and 7 → "INV-0007": the seq zero-padded to four digits (more when it outgrows them). */
export const formatNumber = (prefix: string, seq: number) => `${prefix}${String(seq).padStart(4, '0')}`;

/**
 * The owner's invoice defaults. Until saved once they are the defaults, with the bank
 * details of the payment settings, so a new owner's first invoice already carries them.
 */
export async function invoiceSettingsOf(scope: BusinessScope): Promise<InvoiceSettings> {
  const [[row], [last]] = await Promise.all([
    scope.db.select().from(invoiceSettings).where(eq(invoiceSettings.business_id, scope.businessId)).limit(1),
    scope.db
      .select({ seq: sql<number | null>`max(${invoices.seq})` })
      .from(invoices)
      .where(scopeToBusiness(invoices, scope.businessId)),
  ]);
  const prefix = row?.prefix ?? DEFAULT_INVOICE_PREFIX;
  const next_number = formatNumber(prefix, (last?.seq ?? 0) + 1);
  if (row)
    return {
      prefix,
      colour: row.colour,
      footer: row.footer,
      bank_details: row.bank_details,
      due_days: row.due_days,
      next_number,
    };
  const payment = (await settingsOf(scope.db, scope.businessId, scope.business.region)).payment;
  return {
    prefix,
    colour: DEFAULT_INVOICE_COLOUR,
    footer: null,
    bank_details: payment.bank_details ?? null,
    due_days: 14,
    next_number,
  };
}

const get = gated('invoicing')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/invoices/settings',
      summary: 'Invoice settings (number prefix, colour, footer, bank details, days to pay)',
      tags: ['invoices'],
    },
  })
  .output(invoiceSettingsOutput)
  .query(({ ctx }) => invoiceSettingsOf(ctx));

const update = gated('invoicing', { write: true })
  .meta({
    rest: {
      method: 'PUT',
      path: '/api/v1/invoices/settings',
      summary: 'Change the invoice settings; numbers already issued keep their prefix',
      tags: ['invoices'],
      message: 'invoices_settings_saved',
    },
  })
  .input(invoiceSettingsInput)
  .output(invoiceSettingsOutput)
  .mutation(async ({ ctx, input }) => {
    const values = { ...input, updated_at: ctx.now };
    await ctx.db
      .insert(invoiceSettings)
      .values({ business_id: ctx.businessId, ...values })
      .onConflictDoUpdate({ target: invoiceSettings.business_id, set: values });
    return invoiceSettingsOf(ctx);
  });

export const invoiceSettingsRouter = router({ get, update });
