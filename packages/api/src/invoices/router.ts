import { router } from '../core/trpc';
import { cancel } from './cancel';
import { create } from './create';
import { destroy } from './delete';
import { get } from './get';
import { list } from './list';
import { pdf } from './pdf';
import { resend } from './resend';
import { send } from './send';
import { invoiceSettingsRouter } from './settings';
import { update } from './update';

/** Invoices (docs/product/invoices.md; docs/DECISIONS.md "Invoices"): business and premium plans (`invoicing`). */
export const invoicesRouter = router({
  list,
  get,
  create,
  update,
  destroy,
  send,
  resend,
  cancel,
  pdf,
  settings: invoiceSettingsRouter,
});

export { createAutoInvoice } from './auto';
export { invoicesOfClient } from './for-client';
