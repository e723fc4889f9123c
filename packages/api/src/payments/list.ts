import { clients, payments } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsAnyCase, containsText, listOutput } from '../core/list';
import type { BusinessScope } from '../core/scope';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { type PaymentType, paymentOutput, paymentsListInput } from '../shared/payments-schemas';
import { presentPayments } from './present';
import { spanOf } from './range';

type ListInput = z.output<typeof paymentsListInput>;

/**
 * The ledger, newest first: payments, refunds and voids (each a row of its
 * own; a voided payment says so). Filters by local date range, method, type,
 * client and client name or note; a page and the total, each one indexed query.
 */
export async function listPayments(scope: BusinessScope, input: ListInput, locale: Locale) {
  const span = spanOf(scope, input, locale);
  const conditions: (SQL | undefined)[] = [
    span.from ? gte(payments.taken_at, span.from) : undefined,
    span.to ? lt(payments.taken_at, span.to) : undefined,
    input.method ? eq(payments.method, input.method) : undefined,
    input.type ? eq(payments.type, input.type) : undefined,
    input.client_id ? eq(payments.client_id, input.client_id) : undefined,
  ];
  if (input.search) {
    const named = scope.db
      .select({ id: clients.id })
      .from(clients)
      .where(scopeToBusiness(clients, scope.businessId, containsText(clients.search, input.search)));
    conditions.push(or(inArray(payments.client_id, named), containsAnyCase(sql`coalesce(${payments.note}, '')`, input.search)));
  }
  const where = scopeToBusiness(payments, scope.businessId, and(...conditions));
  const [rows, totals] = await Promise.all([
    scope.db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.taken_at), desc(payments.created_at), desc(payments.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    scope.db.select({ n: count() }).from(payments).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    items: await presentPayments(scope, rows, locale),
    total,
    page: input.page,
    per_page: input.per_page,
    last_page: Math.max(1, Math.ceil(total / input.per_page)),
  };
}

const output = listOutput(paymentOutput);

/** GET /payments: the income list (docs/product/payments.md). */
export const list = gated('income')
  .meta({ rest: { method: 'GET', path: '/api/v1/payments', summary: 'Payments, refunds and voids', tags: ['payments'] } })
  .input(paymentsListInput)
  .output(output)
  .query(({ ctx, input }) => listPayments(ctx, input, ctx.locale));

/** The checkout groups (docs/product/payments.md): the same list with its type fixed. */
const ofType = (type: PaymentType, path: string, summary: string) =>
  gated('income')
    .meta({ rest: { method: 'GET', path, summary, tags: ['payments'] } })
    .input(paymentsListInput.omit({ type: true }))
    .output(output)
    .query(({ ctx, input }) => listPayments(ctx, { ...input, type }, ctx.locale));

export const listAppointment = ofType('appointment', '/api/v1/payments/appointment', 'Appointment payments');
export const listSale = ofType('sale', '/api/v1/payments/sale', 'Sale payments');
export const listStandalone = ofType('standalone', '/api/v1/payments/standalone', 'Standalone payments');
