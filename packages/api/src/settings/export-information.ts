import { businesses, clients, discounts, locations, services } from '@kairos/db';
import { type Locale, m } from '@kairos/i18n';
import { asc, eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/universal';
import { CLIENT_COLUMNS, columnTitle } from '../clients/columns';
import { fileOutput } from '../clients/export';
import { toBase64 } from '../core/files';
import { scopeToBusiness } from '../core/tenant';
import { writableProcedure } from '../core/trpc';

type Cell = string | number | boolean | null;
const sheet = (name: string, headers: string[], rows: Cell[][]) => ({
  sheet: name.slice(0, 31),
  data: [
    headers.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...rows.map((r) => r.map((c) => ({ value: c ?? undefined }))),
  ],
});
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Helpful tools → export information: everything the business owns in one
 * workbook, a sheet per record type, headers in the caller's language.
 * Blocked in read-only mode, like every export (SPEC 4).
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
  .query(async ({ ctx }) => {
    const l: Locale = ctx.locale;
    const id = ctx.businessId;
    const [business, cs, ss, ls, ds] = await Promise.all([
      ctx.db.query.businesses.findFirst({ where: eq(businesses.id, id) }),
      ctx.db.select().from(clients).where(scopeToBusiness(clients, id)).orderBy(asc(clients.sort_key)),
      ctx.db.select().from(services).where(scopeToBusiness(services, id)).orderBy(asc(services.sort_key)),
      ctx.db.select().from(locations).where(scopeToBusiness(locations, id)).orderBy(asc(locations.sort_key)),
      ctx.db.select().from(discounts).where(scopeToBusiness(discounts, id)).orderBy(asc(discounts.sort_key)),
    ]);
    const t = (key: keyof typeof m) => (m[key] as (i: object, o: { locale: Locale }) => string)({}, { locale: l });
    const archived = t('export_col_archived_at');
    const sheets = [
      sheet(
        t('export_sheet_business'),
        [t('export_col_field'), t('export_col_value')],
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
        t('export_sheet_clients'),
        [...CLIENT_COLUMNS.map((c) => columnTitle(c, l)), archived],
        cs.map((c) => [...CLIENT_COLUMNS.map((k) => c[k] ?? null), iso(c.archived_at)]),
      ),
      sheet(
        t('export_sheet_services'),
        [
          t('export_col_name'),
          t('export_col_type'),
          t('export_col_duration'),
          t('export_col_price'),
          t('export_col_currency'),
          archived,
        ],
        ss.map((s) => [s.name, s.type, s.duration_minutes, s.price / 100, s.currency, iso(s.archived_at)]),
      ),
      sheet(
        t('export_sheet_locations'),
        [t('export_col_name'), t('export_col_address'), t('export_col_city'), archived],
        ls.map((x) => [x.title, x.address_1, x.city, iso(x.archived_at)]),
      ),
      sheet(
        t('export_sheet_discounts'),
        [t('export_col_name'), t('export_col_type'), t('export_col_value'), archived],
        ds.map((d) => [d.name, d.type, d.type === 'percentage' ? d.value / 100 : d.value / 100, iso(d.archived_at)]),
      ),
    ];
    const blob = await writeXlsxFile(sheets as never).toBlob();
    return {
      file_name: `kairos-export-${ctx.now.toISOString().slice(0, 10)}.xlsx`,
      mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content_base64: toBase64(new Uint8Array(await blob.arrayBuffer())),
    };
  });
