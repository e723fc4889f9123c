import { services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { asc, isNotNull, isNull } from 'drizzle-orm';
import { fileOutput } from '../../clients/export';
import type { Cell } from '../../core/files';
import { todayOf } from '../../core/scope';
import { scopeToBusiness } from '../../core/tenant';
import { gated } from '../../core/trpc';
import { tableFile } from '../../render/table-file';
import { exportInput } from '../../shared/list-schemas';
import { toMajor } from '../../shared/money';

type ServiceRow = typeof services.$inferSelect;
const opts = (locale: Locale) => ({ locale });
const yesNo = (v: boolean, l: Locale) => (v ? m.export_yes({}, opts(l)) : m.export_no({}, opts(l)));
const money = (minor: number, currency: string) => Number(toMajor(minor, currency));

/**
 * A service as export columns, titles in the caller's language, money in major units: the
 * services export and the export-everything workbook's Services sheet (settings/) share them.
 */
export const SERVICE_COLUMNS: { title: (l: Locale) => string; cell: (r: ServiceRow, l: Locale) => Cell }[] = [
  { title: (l) => m.services_column_name({}, opts(l)), cell: (r) => r.name },
  {
    title: (l) => m.services_column_type({}, opts(l)),
    cell: (r, l) => (r.type === 'single' ? m.services_column_type_single : m.services_column_type_multipart)({}, opts(l)),
  },
  {
    title: (l) => m.services_column_parts({}, opts(l)),
    cell: (r, l) =>
      r.parts
        .map((p) =>
          (p.type === 'free' ? m.services_column_part_free : m.services_column_part_block)(
            { title: p.title, minutes: p.duration_minutes },
            opts(l),
          ),
        )
        .join(' + '),
  },
  { title: (l) => m.services_column_duration({}, opts(l)), cell: (r) => r.duration_minutes },
  { title: (l) => m.services_column_price({}, opts(l)), cell: (r) => money(r.price, r.currency) },
  { title: (l) => m.services_column_hourly({}, opts(l)), cell: (r, l) => yesNo(r.is_hourly_rate, l) },
  { title: (l) => m.services_column_currency({}, opts(l)), cell: (r) => r.currency },
  { title: (l) => m.services_column_online_booking({}, opts(l)), cell: (r, l) => yesNo(r.online_booking, l) },
  { title: (l) => m.services_column_deposit({}, opts(l)), cell: (r) => money(r.deposit, r.currency) },
  { title: (l) => m.services_column_question({}, opts(l)), cell: (r) => r.booking_question },
  { title: (l) => m.services_column_at_client_place({}, opts(l)), cell: (r, l) => yesNo(r.at_client_place, l) },
];

/** POST /services/export: the active (or archived) services as CSV or XLSX with translated headers. Blocked in read-only mode. */
export const exportServices = gated('services', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/services/export',
      summary: 'Export services as CSV or XLSX',
      tags: ['services'],
      file: true,
    },
  })
  .input(exportInput)
  .output(fileOutput)
  .mutation(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select()
      .from(services)
      .where(
        scopeToBusiness(
          services,
          ctx.businessId,
          input.archived ? isNotNull(services.archived_at) : isNull(services.archived_at),
        ),
      )
      .orderBy(asc(services.sort_key), asc(services.id));
    const table = {
      headers: SERVICE_COLUMNS.map((c) => c.title(ctx.locale)),
      rows: rows.map((r) => SERVICE_COLUMNS.map((c) => c.cell(r, ctx.locale))),
    };
    return tableFile(table, input.format, `${m.services_export_file({}, opts(ctx.locale))}-${todayOf(ctx)}`);
  });
