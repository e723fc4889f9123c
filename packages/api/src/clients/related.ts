import { messages } from '@kairos/db';
import { desc, eq } from 'drizzle-orm';
import * as z from 'zod';
import { appointmentsOfClient } from '../appointments/for-client';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { invoicesOfClient } from '../invoices/for-client';
import { paymentsOfClient } from '../payments/for-client';
import { salesOfClient } from '../sales/queries';
import { MESSAGE_FAILURES } from '../shared/message-failures';
import { findClient } from './scope';

/**
 * GET /clients/{appointments|invoices|messages|payments|sales}/{clientId}: the
 * client's related lists. Appointments are the client's bookings (stored and
 * recurring); messages are the business's `messages` rows for the client; the
 * other lists fill as their areas land (empty until then).
 */
export const relatedItem = z.object({
  id: z.string(),
  type: z.string(),
  /** Messages: reminder, thank_you, booking or marketing (`type` is the channel there); null elsewhere. */
  kind: z.string().nullable().default(null),
  /** Messages: why it was not sent (status error; shared/message-failures.ts); absent elsewhere. */
  failure: z.enum(MESSAGE_FAILURES).nullable().optional(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  receiver: z.string().nullable(),
  body: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  date: z.string(),
});

export const related = gated('clients')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/clients/{type}/{client_id}',
      summary: "A client's appointments, invoices, messages, payments or sales",
      tags: ['clients'],
    },
  })
  .input(
    z.object({
      type: z.enum(['appointments', 'invoices', 'messages', 'payments', 'sales']),
      client_id: z.string().min(1).max(64),
    }),
  )
  .output(z.object({ items: z.array(relatedItem) }))
  .query(async ({ ctx, input }) => {
    const client = await findClient(ctx, ctx.businessId, input.client_id);
    if (input.type === 'appointments') return { items: await appointmentsOfClient(ctx, client.id) };
    if (input.type === 'invoices') return { items: await invoicesOfClient(ctx, client.id) };
    if (input.type === 'sales') return { items: await salesOfClient(ctx, client.id) };
    if (input.type === 'payments') return { items: await paymentsOfClient(ctx, client.id, ctx.locale) };
    if (input.type !== 'messages') return { items: [] };
    // The business's own log of what it sent this client (not the dev outbox, and not matched by address).
    const rows = await ctx.db
      .select()
      .from(messages)
      .where(scopeToBusiness(messages, ctx.businessId, eq(messages.client_id, client.id)))
      .orderBy(desc(messages.created_at), desc(messages.id))
      .limit(200);
    return {
      items: rows.map((r) => ({
        id: r.id,
        type: r.channel,
        kind: r.type,
        failure: r.failure,
        title: r.subject,
        status: r.status,
        receiver: r.to,
        body: r.body_preview,
        amount: null,
        currency: null,
        date: r.created_at.toISOString(),
      })),
    };
  });
