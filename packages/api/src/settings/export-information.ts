import { businesses, clients, type Db, discounts, locations, services } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { asc, eq } from 'drizzle-orm';
import { SERVICE_COLUMNS } from '../catalogue/services/export';
import { CLIENT_COLUMNS, clientCells, columnTitle } from '../clients/columns';
import { fileBaseName, fileOutput } from '../clients/export';
import { type FileOut, MIME, toBase64 } from '../core/files';
import { scopeToBusiness } from '../core/tenant';
import { writableProcedure } from '../core/trpc';
import { renderer } from '../render/port';
import { zoneCity } from '../shared/time-zone-names';
import { localDateTime, major, sheet, translator } from './export-cells';
import { diarySheets } from './export-diary';
import { offeringSheets } from './export-offerings';

/**
 * Helpful tools → export information: everything the business owns in one
 * workbook, a sheet per record type (business, clients, services, locations,
 * discounts, appointments, their clients and attendance, recurring series,
 * classes, packages), headers in the caller's language, times in the
 * business's zone. Blocked in read-only mode, like every export (docs/product/settings.md).
 */
export const exportInformation = writableProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/user/export-information',
      summary: 'Download everything the business owns (XLSX)',
      tags: ['settings'],
      file: true,
    },
  })
  .output(fileOutput)
  .query(({ ctx }) => exportWorkbook(ctx.db, ctx.businessId, ctx.locale, ctx.now));

/**
 * The workbook of everything business `id` owns, in `locale`: what the download answers and what the
 * automatic export (exports/auto-export.ts) mails, without a request context.
 */
export async function exportWorkbook(db: Db, id: string, locale: Locale, now: Date): Promise<FileOut> {
  const business = await db.query.businesses.findFirst({ where: eq(businesses.id, id) });
  const timeZone = business?.timezone ?? 'UTC';
  const [cs, ss, ls, ds, diary, offerings] = await Promise.all([
    db.select().from(clients).where(scopeToBusiness(clients, id)).orderBy(asc(clients.sort_key)),
    db.select().from(services).where(scopeToBusiness(services, id)).orderBy(asc(services.sort_key)),
    db.select().from(locations).where(scopeToBusiness(locations, id)).orderBy(asc(locations.sort_key)),
    db.select().from(discounts).where(scopeToBusiness(discounts, id)).orderBy(asc(discounts.sort_key)),
    diarySheets(db, id, { locale, timeZone }),
    offeringSheets(db, id, { locale, timeZone }),
  ]);
  const t = translator(locale);
  const archived = t(m.export_col_archived_at, { zone: zoneCity(timeZone, locale) });
  const when = (d: Date | null) => localDateTime(d, timeZone);
  const sheets = [
    sheet(
      t(m.export_sheet_business),
      [t(m.export_col_field), t(m.export_col_value)],
      [
        ['name', business?.name ?? null],
        ['slug', business?.slug ?? null],
        ['timezone', business?.timezone ?? null],
        ['currency', business?.currency ?? null],
        ['phone', business?.phone ?? null],
        ['address_1', business?.address_1 ?? null],
        ['city', business?.city ?? null],
        ['post_code', business?.post_code ?? null],
      ],
    ),
    sheet(
      t(m.export_sheet_clients),
      [...CLIENT_COLUMNS.map((c) => columnTitle(c, locale)), archived],
      cs.map((c) => [...clientCells(c, locale), when(c.archived_at)]),
    ),
    sheet(
      t(m.export_sheet_services),
      [...SERVICE_COLUMNS.map((c) => c.title(locale)), archived],
      ss.map((s) => [...SERVICE_COLUMNS.map((c) => c.cell(s, locale)), when(s.archived_at)]),
    ),
    sheet(
      t(m.export_sheet_locations),
      [t(m.export_col_name), t(m.export_col_address), t(m.export_col_city), archived],
      ls.map((x) => [x.title, x.address_1, x.city, when(x.archived_at)]),
    ),
    sheet(
      t(m.export_sheet_discounts),
      [t(m.export_col_name), t(m.export_col_type), t(m.export_col_value), archived],
      // a percentage as its number of percent (basis points / 100), a fixed amount in major units
      ds.map((d) => [d.name, d.type, d.type === 'percentage' ? d.value / 100 : major(d.value, d.currency), when(d.archived_at)]),
    ),
    ...diary,
    ...offerings,
  ];
  return {
    file_name: `${fileBaseName('everything', { locale: locale, now: now, timeZone })}.xlsx`,
    mime_type: MIME.xlsx,
    content_base64: toBase64(await renderer().workbook(sheets)),
  };
}
