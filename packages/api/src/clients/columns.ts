import type { clients } from '@kairos/db';
import type { Locale } from '@kairos/i18n';
import * as m from '@kairos/i18n/messages';

/** Import/export columns, in template order. The first two are the required ones. */
export const CLIENT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'birthday',
  'address_1',
  'address_2',
  'city',
  'state',
  'post_code',
  'notes',
  'marketing',
] as const;
export type ClientColumn = (typeof CLIENT_COLUMNS)[number];
export const REQUIRED_COLUMNS: ClientColumn[] = ['first_name', 'last_name'];

const LABEL: Record<ClientColumn, (l: Locale) => string> = {
  first_name: (l) => m.column_first_name({}, { locale: l }),
  last_name: (l) => m.column_last_name({}, { locale: l }),
  email: (l) => m.column_email({}, { locale: l }),
  phone: (l) => m.column_phone({}, { locale: l }),
  birthday: (l) => m.column_birthday({}, { locale: l }),
  address_1: (l) => m.column_address_1({}, { locale: l }),
  address_2: (l) => m.column_address_2({}, { locale: l }),
  city: (l) => m.column_city({}, { locale: l }),
  state: (l) => m.column_state({}, { locale: l }),
  post_code: (l) => m.column_post_code({}, { locale: l }),
  notes: (l) => m.column_notes({}, { locale: l }),
  marketing: (l) => m.column_marketing({}, { locale: l }),
};

/** "First name *" in the template marks the required columns. */
export function columnTitle(c: ClientColumn, l: Locale, markRequired = false): string {
  return `${LABEL[c](l)}${markRequired && REQUIRED_COLUMNS.includes(c) ? ' *' : ''}`;
}

const normalise = (s: string) => s.toLowerCase().replace(/\*/g, '').replace(/\s+/g, ' ').trim();
const BY_TITLE = new Map<string, ClientColumn>();
for (const c of CLIENT_COLUMNS) {
  for (const l of ['en', 'uk'] as const) BY_TITLE.set(normalise(LABEL[c](l)), c);
  BY_TITLE.set(c, c);
}

/** A header cell in either language (or the snake_case key) → its column. */
export function columnOf(title: string): ClientColumn | undefined {
  return BY_TITLE.get(normalise(title));
}

/**
 * The `marketing` column: whether the client agreed to marketing messages (issue 25). yes/no, true/false,
 * 1/0 and так/ні in any case, in either language whatever the caller's; a blank cell is "not agreed"
 * (consent is never assumed). Anything else: undefined, which the import reports for the row.
 */
const CONSENT = new Map<string, boolean>([
  ['', false],
  ...['yes', 'true', '1', 'так'].map((v) => [v, true] as const),
  ...['no', 'false', '0', 'ні'].map((v) => [v, false] as const),
]);
export function readConsent(cell: string | undefined): boolean | undefined {
  return CONSENT.get((cell ?? '').trim().toLocaleLowerCase('uk'));
}

/** The `marketing` column's cell in an export or the template: "yes"/"no" ("так"/"ні"), which the import reads back. */
export const consentCell = (agreed: boolean, l: Locale) =>
  agreed ? m.column_marketing_yes({}, { locale: l }) : m.column_marketing_no({}, { locale: l });

/** A client's row of an export, in CLIENT_COLUMNS order (the import reads it back). */
export function clientCells(c: typeof clients.$inferSelect, l: Locale): (string | null)[] {
  return CLIENT_COLUMNS.map((k) => (k === 'marketing' ? consentCell(c.marketing_messages, l) : (c[k] ?? null)));
}
