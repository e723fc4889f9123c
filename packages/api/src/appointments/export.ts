import * as m from '@kairos/i18n/messages';
import * as z from 'zod';
import { fileOutput } from '../clients/export';
import type { Cell } from '../core/files';
import { gated } from '../core/trpc';
import { tableFile } from '../render/table-file';
import { localParts, major, translator } from '../settings/export-cells';
import { lookups } from '../settings/export-diary';
import { localDate } from '../shared/appointments-schemas';
import { formatMoney } from '../shared/money';
import type { PaymentStatus } from '../shared/payments-schemas';
import { diaryBetween } from './diary';
import type { AppointmentOutput } from './output';

export const exportAppointmentsInput = z
  .object({ from: localDate, to: localDate, format: z.enum(['csv', 'xlsx']).default('csv') })
  .refine((r) => r.to >= r.from, { path: ['to'], params: { key: 'appointment_range_order' } })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 <= 366, {
    path: ['to'],
    params: { key: 'appointment_export_range_too_long' },
  });

const KIND = { appointment: m.wap_type_appointment, blocked: m.wap_type_blocked, class_session: m.wap_type_class_session };
const ATTENDANCE = {
  pending: m.wap_status_pending,
  attended: m.wap_status_attended,
  cancelled: m.wap_status_cancelled,
  no_show: m.wap_status_no_show,
};
const PAYMENT: Record<Exclude<PaymentStatus, 'left_to_pay'>, typeof m.wap_payment_free> = {
  free: m.wap_payment_free,
  paid: m.wap_payment_paid,
  unpaid: m.wap_payment_unpaid,
  paid_with_package: m.wap_payment_package,
  paid_with_voucher: m.wap_payment_voucher,
  no_bookings: m.wap_payment_no_bookings,
  refunded: m.wap_payment_refunded,
};

/**
 * POST /appointments/export: the diary between two local dates (inclusive, up to a year) as CSV or
 * XLSX, one row per appointment, blocked time and class session, recurring occurrences included (what
 * the calendar shows), times in the business's zone, money in major units, headers in the caller's
 * language. Blocked in read-only mode, like every export.
 */
export const exportAppointments = gated('appointments', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/appointments/export',
      summary: 'Export the diary between two dates as CSV or XLSX',
      tags: ['appointments'],
      file: true,
    },
  })
  .input(exportAppointmentsInput)
  .output(fileOutput)
  .mutation(async ({ ctx, input }) => {
    const tz = ctx.business.timezone;
    const [items, names] = await Promise.all([diaryBetween(ctx, input.from, input.to), lookups(ctx.db, ctx.businessId)]);
    const t = translator(ctx.locale);
    const payment = (a: AppointmentOutput) =>
      a.payment_status === 'left_to_pay'
        ? t(m.wap_payment_left_to_pay, { amount: formatMoney(a.left_to_pay, a.currency, ctx.locale) })
        : t(PAYMENT[a.payment_status]);
    const place = (a: AppointmentOutput) =>
      a.location_type === 'client'
        ? t(m.export_location_client)
        : a.location_id
          ? (names.locations.get(a.location_id) ?? null)
          : null;
    const rows: Cell[][] = items.map((a) => [
      a.date,
      a.all_day ? t(m.export_all_day) : a.start_time,
      a.all_day ? null : localParts(new Date(a.end_at), tz).time,
      t(KIND[a.type]),
      a.title,
      a.service_id ? (names.services.get(a.service_id) ?? null) : null,
      a.class_id ? (names.classes.get(a.class_id) ?? null) : null,
      place(a),
      a.clients.map((c) => `${`${c.first_name} ${c.last_name}`.trim()} (${t(ATTENDANCE[c.status])})`).join('; '),
      major(a.price, a.currency),
      a.quantity,
      a.discount_id ? (names.discounts.get(a.discount_id) ?? null) : null,
      major(a.price * a.quantity - a.discounted_amount, a.currency),
      a.currency,
      payment(a),
      major(a.left_to_pay, a.currency),
      a.notes,
      t(a.series_id ? m.export_yes : m.export_no),
    ]);
    const zone = { zone: tz };
    const headers = [
      t(m.export_col_date),
      t(m.export_col_start, zone),
      t(m.export_col_end, zone),
      t(m.export_col_type),
      t(m.export_col_title),
      t(m.export_col_service),
      t(m.export_col_class),
      t(m.export_col_location),
      t(m.export_col_clients),
      t(m.export_col_price),
      t(m.export_col_quantity),
      t(m.export_col_discount),
      t(m.export_col_total),
      t(m.export_col_currency),
      t(m.appointment_export_col_payment),
      t(m.appointment_export_col_left_to_pay),
      t(m.export_col_notes),
      t(m.appointment_export_col_recurring),
    ];
    const name = `${t(m.appointment_export_file)}-${input.from}-${input.to}`;
    return tableFile({ headers, rows }, input.format, name);
  });
