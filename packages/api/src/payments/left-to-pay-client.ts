/** GET /payments/left-to-pay/clients/{client_id}: what a client owes and what the checkout offers them. */
import { clients } from '@kairos/db';
import * as z from 'zod';
import { todayOf } from '../core/scope';
import { findOwned } from '../core/tenant';
import { gated } from '../core/trpc';
import { clientLeftToPay } from '../shared/payments-schemas';
import { addDays, toInstant } from '../shared/zoned';
import { owingBookings } from './left-to-pay-owing';
import { owingSales } from './left-to-pay-sales';
import { type Window, window } from './left-to-pay-sql';
import { leftToPayTotals } from './left-to-pay-totals';

const MAX_ROWS = 100;
const first = { offset: 0, limit: MAX_ROWS };

/**
 * The client's left to pay by the one rule (the same window and SQL as the Left to pay page and the dashboard),
 * the bookings and sales it is made of, and their appointments later today (from now to the end of the business's
 * day) with something left: the desk takes money for those before they start, but they are not owed yet.
 */
export const leftToPayClient = gated('left_to_pay')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/payments/left-to-pay/clients/{client_id}',
      summary: "A client's left to pay, and what the checkout offers them",
      tags: ['payments'],
    },
  })
  .input(z.object({ client_id: z.string().min(1).max(64) }))
  .output(clientLeftToPay)
  .query(async ({ ctx, input }) => {
    const client = await findOwned(ctx.db, clients, ctx.businessId, input.client_id);
    const f = { client_id: client.id };
    const owed = window(ctx, {}, ctx.locale);
    const later: Window = {
      from: ctx.now.getTime() + 1,
      to: toInstant(addDays(todayOf(ctx), 1), 0, ctx.business.timezone),
    };
    const [totals, bookings, sold, upcoming] = await Promise.all([
      leftToPayTotals(ctx, f, owed, ctx.locale),
      owingBookings(ctx, f, owed, ctx.locale, first),
      owingSales(ctx, f, owed, ctx.locale, first),
      owingBookings(ctx, f, later, ctx.locale, first),
    ]);
    return {
      client_id: client.id,
      currency: ctx.business.currency,
      ...totals,
      owed: [...bookings.rows, ...sold.rows],
      upcoming: upcoming.rows,
    };
  });
