import { m } from '@kairos/i18n';

/** One problem the server found in an import file. */
export interface ImportProblem {
  /** The row number as a spreadsheet shows it (the header is row 1); null for file- or column-level problems. */
  row: number | null;
  /** The column's title in the current language, or "File"/"Columns". */
  column: string;
  message: string;
}

const COLUMN_TITLES: Record<string, () => string> = {
  first_name: () => m.column_first_name(),
  last_name: () => m.column_last_name(),
  email: () => m.column_email(),
  phone: () => m.column_phone(),
  birthday: () => m.column_birthday(),
  address_1: () => m.column_address_1(),
  address_2: () => m.column_address_2(),
  city: () => m.column_city(),
  state: () => m.column_state(),
  post_code: () => m.column_post_code(),
  notes: () => m.column_notes(),
  marketing: () => m.column_marketing(),
};

/**
 * Reads `IMPORT_INVALID` errors, keyed `file`, `columns` or `rows.<row>.<column>`,
 * into a list ordered file → columns → rows by number.
 */
export function importProblems(errors: Record<string, string[]>): ImportProblem[] {
  const out: ImportProblem[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const row = /^rows\.(\d+)\.(.+)$/.exec(key);
    let problem: Omit<ImportProblem, 'message'>;
    if (row) {
      const column = row[2] ?? '';
      problem = { row: Number(row[1]), column: COLUMN_TITLES[column]?.() ?? column };
    } else if (key === 'columns') problem = { row: null, column: m.tools_columns_problem() };
    else problem = { row: null, column: m.tools_file_problem() };
    for (const message of messages) out.push({ ...problem, message });
  }
  return out.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}
