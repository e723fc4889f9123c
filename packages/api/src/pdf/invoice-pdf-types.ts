/** The data an invoice PDF is drawn from (what `renderInvoicePdf` takes). */
import type { Locale } from '@kairos/i18n';

export interface InvoicePdfItem {
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

export interface InvoicePdfData {
  locale: Locale;
  number: string;
  /** Local dates, YYYY-MM-DD. */
  date: string;
  due_date: string;
  status: 'issued' | 'sent' | 'cancelled';
  currency: string;
  total: number;
  paid: number;
  colour: string;
  business: { name: string; lines: string[] };
  bill_to: { name: string; email: string | null; address: string | null };
  lines: InvoicePdfItem[];
  bank_details: string | null;
  notes: string | null;
  footer: string | null;
}
