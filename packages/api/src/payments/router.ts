import { router } from '../core/trpc';
import { create } from './create';
import { destroy } from './delete';
import { deleteCheckout } from './delete-checkout';
import { get } from './get';
import { leftToPayAppointments, leftToPaySales, leftToPayStatistic } from './left-to-pay';
import { leftToPayClient } from './left-to-pay-client';
import { list, listAppointment, listSale, listStandalone } from './list';
import { netIncome } from './net-income';
import { refund } from './refund';
import { statistic } from './statistic';

/**
 * Payments (docs/product/payments.md): the ledger's lists, statistics and left to pay, the
 * checkout, refunds and voids. The fixed REST paths come before `/payments/{id}`.
 */
export const paymentsRouter = router({
  list,
  listAppointment,
  listSale,
  listStandalone,
  statistic,
  netIncome,
  leftToPayAppointments,
  leftToPaySales,
  leftToPayStatistic,
  leftToPayClient,
  create,
  refund,
  deleteCheckout,
  delete: destroy,
  get,
});
