import { clients } from '@kairos/db';
import * as m from '@kairos/i18n/messages';
import * as z from 'zod';
import { AppError, type FieldErrors } from '../core/errors';
import { fromBase64 } from '../core/files';
import { gated } from '../core/trpc';
import { renderer } from '../render/port';
import { clientInput } from '../shared/clients-schemas';
import { normalisePhone, phoneCountryOf } from '../shared/phone';
import { controlCharacterPaths } from '../shared/schemas';
import { issueMessage } from '../shared/validation';
import { CLIENT_COLUMNS, type ClientColumn, columnOf, columnTitle, REQUIRED_COLUMNS, readConsent } from './columns';
import { derivedColumns } from './output';

export const IMPORT_MAX_CONTACTS = 250;
/** Base64 of a file a little over 2 MB: far more than 250 contacts need. */
const MAX_BASE64 = 3_000_000;

export const importClientsInput = z.object({
  file_name: z.string().trim().min(1).max(255),
  content_base64: z.string().min(1).max(MAX_BASE64),
});

/**
 * docs/product/clients.md: CSV or Excel matching the template, at most 250 contacts, first and
 * last name required, extra columns refused by name. The optional `marketing` column records the
 * client's consent to marketing messages (columns.ts `readConsent`; blank: not agreed). Every row is checked
 * before anything is written; then all rows go in one batch, or none do.
 * Errors are keyed `rows.<row number in the file>.<column>`.
 */
export const importClients = gated('clients', { write: true })
  .meta({
    rest: {
      method: 'POST',
      path: '/api/v1/user/import-clients',
      errors: ['IMPORT_INVALID'],
      summary: 'Import clients from CSV or XLSX (base64), all or nothing',
      tags: ['clients'],
    },
  })
  .input(importClientsInput)
  .output(z.object({ imported: z.number().int(), message: z.string() }))
  .mutation(async ({ ctx, input }) => {
    const l = ctx.locale;
    // null: neither CSV nor XLSX (a renderer that cannot be reached answers its own error, not this one).
    const table = await renderer().readTable(input.file_name, fromBase64(input.content_base64));
    if (!table) throw importError({ file: [m.import_unreadable({}, { locale: l })] });
    const [header = [], ...rows] = table;
    const columns = header.map((h) => columnOf(h));
    const unknown = header.filter((h, i) => h !== '' && !columns[i]);
    if (unknown.length) throw importError({ columns: [m.import_extra_columns({ columns: unknown.join(', ') }, { locale: l })] });
    const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
    if (missing.length) {
      throw importError({
        columns: [m.import_missing_columns({ columns: missing.map((c) => columnTitle(c, l)).join(', ') }, { locale: l })],
      });
    }
    if (rows.length === 0) throw importError({ file: [m.import_empty({}, { locale: l })] });
    if (rows.length > IMPORT_MAX_CONTACTS) {
      throw importError({ file: [m.import_too_many({ count: rows.length, max: IMPORT_MAX_CONTACTS }, { locale: l })] });
    }

    const errors: FieldErrors = {};
    const country = phoneCountryOf(ctx.business.region);
    const values: (typeof clients.$inferInsert)[] = [];
    for (const [i, cells] of rows.entries()) {
      const rowNo = i + 2; // the header is row 1, as a spreadsheet shows it
      const raw: Partial<Record<ClientColumn, string>> = {};
      columns.forEach((c, j) => {
        if (c) raw[c] = cells[j] ?? '';
      });
      const add = (column: ClientColumn, message: string) => {
        const key = `rows.${rowNo}.${column}`;
        errors[key] = [...(errors[key] ?? []), message];
      };
      // A file's cells skip the procedures' raw-input check (core/trpc.ts): the same rule, per cell.
      const controls = controlCharacterPaths(raw);
      for (const [column] of controls) {
        add(column as ClientColumn, m.validation_control_chars({ field: columnTitle(column as ClientColumn, l) }, { locale: l }));
      }
      if (controls.length) continue;
      const marketing = readConsent(raw.marketing);
      const parsed = clientInput.safeParse({ ...raw, marketing_messages: marketing ?? false });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const column = issue.path[0] as ClientColumn;
          add(
            column,
            issueMessage({ ...issue, path: [column] }, raw, l).replace(/'[^']*'|«[^»]*»/, `'${columnTitle(column, l)}'`),
          );
        }
      }
      if (marketing === undefined) {
        const value = (raw.marketing ?? '').trim().slice(0, 40);
        add('marketing', m.import_marketing_invalid({ column: columnTitle('marketing', l), value }, { locale: l }));
      }
      if (!parsed.success || marketing === undefined) continue;
      const data = parsed.data;
      if (data.phone) {
        const e164 = normalisePhone(data.phone, country);
        if (!e164) {
          add('phone', m.validation_tel({ field: columnTitle('phone', l) }, { locale: l }));
          continue;
        }
        data.phone = e164;
      }
      values.push({ ...data, business_id: ctx.businessId, ...derivedColumns(data), created_at: ctx.now, updated_at: ctx.now });
    }
    if (Object.keys(errors).length) throw importError(errors);

    const [first, ...more] = values.map((v) => ctx.db.insert(clients).values(v));
    if (first) await ctx.db.batch([first, ...more]);
    return { imported: values.length, message: m.import_done({ count: values.length }, { locale: l }) };
  });

function importError(errors: FieldErrors): AppError {
  return new AppError('IMPORT_INVALID', {}, errors);
}

export { CLIENT_COLUMNS };
