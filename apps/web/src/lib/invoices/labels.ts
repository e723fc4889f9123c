import type { InvoiceStatus } from '@kairos/api/shared';
import { type Locale, m } from '@kairos/i18n';
import type { Tone } from '@kairos/ui';
import { formatDate } from '../format';

export const INVOICES_LIST = '/financials/invoices/list';
export const INVOICES_FORM = '/financials/invoices/form';
export const invoicePath = (id: string) => `/financials/invoices/${id}`;

export const STATUS_LABEL: Record<InvoiceStatus, () => string> = {
  issued: () => m.winv_status_issued(),
  sent: () => m.winv_status_sent(),
  cancelled: () => m.winv_status_cancelled(),
};

export const STATUS_TONE: Record<InvoiceStatus, Tone> = {
  issued: 'info',
  sent: 'success',
  cancelled: 'error',
};

/** A local date (YYYY-MM-DD) as written in the language, the same day wherever the browser is. */
export const localDate = (date: string, locale: Locale) => formatDate(`${date}T00:00:00Z`, locale, 'UTC');
