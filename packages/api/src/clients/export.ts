import { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';
import { asc, isNotNull, isNull } from 'drizzle-orm';
import * as z from 'zod';
import { scopeToBusiness } from '../core/tenant';
import { gated } from '../core/trpc';
import { tableFile } from '../render/table-file';
import { exportInput } from '../shared/list-schemas';
import { toLocal } from '../shared/zoned';
import { CLIENT_COLUMNS, clientCells, columnTitle, consentCell } from './columns';

export const fileOutput = z.object({ file_name: z.string(), mime_type: z.string(), content_base64: z.string() });

const SUBJECT = {
  clients: (locale: Locale) => m.export_file_clients({}, { locale }),
  template: (locale: Locale) => m.export_file_template({}, { locale }),
  everything: (locale: Locale) => m.export_file_everything({}, { locale }),
};

/**
 * One naming scheme for every downloaded file (without its extension): what it
 * holds in the caller's language, then, for exports, the business's local date:
 * "клієнти-2026-11-24", "clients-2026-11-24", "kairos-export-2026-11-24", "шаблон-клієнтів".
 */
export function fileBaseName(
  subject: keyof typeof SUBJECT,
  at: { locale: Locale; now: Date; timeZone: string } | { locale: Locale },
): string {
  const date = 'now' in at ? `-${toLocal(at.now.getTime(), at.timeZone).date}` : '';
  return `${SUBJECT[subject](at.locale)}${date}`;
}

/** POST /clients/export: the active (or archived) list as CSV or XLSX with translated headers. Blocked in read-only mode. */
export const exportClients = gated('clients', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/clients/export',
      summary: 'Export clients as CSV or XLSX',
      tags: ['clients'],
      file: true,
    },
  })
  .input(exportInput)
  .output(fileOutput)
  .mutation(async ({ ctx, input }) => {
    const rows = await ctx.db
      .select()
      .from(clients)
      .where(
        scopeToBusiness(clients, ctx.businessId, input.archived ? isNotNull(clients.archived_at) : isNull(clients.archived_at)),
      )
      .orderBy(asc(clients.sort_key), asc(clients.id));
    const table = {
      headers: CLIENT_COLUMNS.map((c) => columnTitle(c, ctx.locale)),
      rows: rows.map((r) => clientCells(r, ctx.locale)),
    };
    const at = { locale: ctx.locale, now: ctx.now, timeZone: ctx.business.timezone };
    return tableFile(table, input.format, fileBaseName('clients', at));
  });

/** The import template in the caller's language, with one example row. */
export const importTemplate = gated('clients')
  .meta({
    rest: {
      method: 'GET',
      path: '/api/v1/clients/import-template',
      summary: 'Download the client import template',
      tags: ['clients'],
      file: true,
    },
  })
  .input(z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }))
  .output(fileOutput)
  .query(({ ctx, input }) => {
    const example = [
      ...(ctx.locale === 'uk'
        ? ['Олена', 'Коваль', 'olena@example.com', '+380501234567', '1990-05-17', 'вул. Шевченка, 1', '', 'Київ', '', '01001', '']
        : [
            'Emma',
            'Brown',
            'emma@example.com',
            '+447700900123',
            '1990-05-17',
            '1 High Street',
            '',
            'London',
            '',
            'SW1A 1AA',
            '',
          ]),
      // Consent is recorded, never assumed: the example client has not agreed.
      consentCell(false, ctx.locale),
    ];
    return tableFile(
      { headers: CLIENT_COLUMNS.map((c) => columnTitle(c, ctx.locale, true)), rows: [example] },
      input.format,
      fileBaseName('template', { locale: ctx.locale }),
    );
  });
