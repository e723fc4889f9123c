/** The left-to-pay procedures: who still owes for appointments, for sales, and how much in all. */
import { listOutput } from '../core/list';
import { gated } from '../core/trpc';
import {
  type LeftToPayRow,
  leftToPayListInput,
  leftToPayRow,
  leftToPayStatistic as statisticOutput,
} from '../shared/payments-schemas';
import { owingBookings } from './left-to-pay-owing';
import { owingSales } from './left-to-pay-sales';
import { type Filter, type Slice, window } from './left-to-pay-sql';
import { leftToPayTotals } from './left-to-pay-totals';

const sliceOf = (f: Filter): Slice => ({ offset: (f.page - 1) * f.per_page, limit: f.per_page });

const page = ({ rows, total }: { rows: LeftToPayRow[]; total: number }, f: Filter) => ({
  items: rows,
  total,
  page: f.page,
  per_page: f.per_page,
  last_page: Math.max(1, Math.ceil(total / f.per_page)),
});

const output = listOutput(leftToPayRow);

/** GET /payments/left-to-pay/appointment. */
export const leftToPayAppointments = gated('left_to_pay')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/payments/left-to-pay/appointment',
      summary: 'Appointment clients who still owe',
      tags: ['payments'],
    },
  })
  .input(leftToPayListInput)
  .output(output)
  .query(async ({ ctx, input }) =>
    page(await owingBookings(ctx, input, window(ctx, input, ctx.locale), ctx.locale, sliceOf(input)), input),
  );

/** GET /payments/left-to-pay/sale. */
export const leftToPaySales = gated('left_to_pay')
  .meta({
    rest: { method: 'GET', path: '/api/v1/payments/left-to-pay/sale', summary: 'Sales that still owe', tags: ['payments'] },
  })
  .input(leftToPayListInput)
  .output(output)
  .query(async ({ ctx, input }) =>
    page(await owingSales(ctx, input, window(ctx, input, ctx.locale), ctx.locale, sliceOf(input)), input),
  );

/** GET /payments/left-to-pay/statistic: what is owed in total, by appointments and by sales. */
export const leftToPayStatistic = gated('left_to_pay')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/payments/left-to-pay/statistic',
      summary: 'What is still owed',
      tags: ['payments'],
    },
  })
  .input(leftToPayListInput.pick({ start_date: true, end_date: true, client_id: true }))
  .output(statisticOutput)
  .query(async ({ ctx, input }) => ({
    currency: ctx.business.currency,
    ...(await leftToPayTotals(ctx, input, window(ctx, input, ctx.locale), ctx.locale)),
  }));
