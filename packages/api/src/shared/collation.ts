/**
 * The stored keys lists sort and search by (docs/DECISIONS.md "Names in Ukrainian"). SQLite compares text byte by
 * byte, which put Є, І, Ї and Ґ after Я; so each record stores
 *
 * - `sort_key`: every character replaced by its rank in the alphabet (`collation-order.ts`), one character per
 *   rank, so SQLite's byte order is `Intl.Collator('uk')`'s order of the names, case and accents aside;
 * - `search`: the text lower-cased and folded (accents off, Ґ→Г, Є→Е, І/Ї→И and their Russian spellings, the
 *   apostrophes dropped), which search matches a folded term against.
 *
 * Both are computed here and only here: by every writer in JS, and by migration 0022 in SQL from the same table
 * (`collationRows`, printed by `scripts/collation-sql.ts`).
 */
import { EXPANSIONS, FIRST_RANK, SEARCH_IGNORED, SEARCH_SAME, SORT_GROUPS, TABLE_END } from './collation-order';

const SORT = new Map<string, string>();
const SEARCH = new Map<string, string>();
SORT_GROUPS.forEach((group, i) => {
  const rank = String.fromCharCode(FIRST_RANK + i);
  for (const c of group) {
    SORT.set(c, rank);
    SEARCH.set(c, group[0] as string);
  }
});
for (const [c, letters] of Object.entries(EXPANSIONS)) {
  SORT.set(c, [...letters].map((l) => SORT.get(l)).join(''));
  SEARCH.set(c, letters);
}
for (const [c, folded] of SEARCH) {
  const same = SEARCH_SAME.find((s) => s.includes(folded));
  if (same) SEARCH.set(c, same[0] as string);
}
for (const c of SEARCH_IGNORED) SEARCH.set(c, '');

/** A character outside the table: nothing below TABLE_END (control characters), else itself (after every letter). */
const unknown = (c: string) => ((c.codePointAt(0) as number) < TABLE_END ? '' : c);

function mapped(text: string, table: Map<string, string>): string {
  let out = '';
  for (const c of text.normalize('NFC').toLowerCase()) out += table.get(c) ?? unknown(c);
  return out;
}

/** The key that sorts `text` in the Ukrainian alphabet (Cyrillic, then Latin), ignoring case and accents. */
export function sortKey(text: string): string {
  return mapped(text, SORT);
}

/** `text` as search stores and matches it: lower case, accents off, Ґ=Г, Є=Е, І=Ї=И, no apostrophes. */
export function searchKey(text: string): string {
  return mapped(text, SEARCH);
}

/** The two stored columns of a named record: sorted by `sortText`, searched in `searchText` (by default the same). */
export function nameKeys(sortText: string, searchText: string = sortText): { sort_key: string; search: string } {
  return { sort_key: sortKey(sortText), search: searchKey(searchText) };
}

/** Orders two stored sort keys as SQLite does (code point order; the keys hold no surrogate pairs' worth of letters). */
export function compareKeys(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Orders two names as the lists do (for lists sorted in JS). */
export function compareNames(a: string, b: string): number {
  return compareKeys(sortKey(a), sortKey(b));
}

/** Every character the table knows with its sort key and search form: what migration SQL maps through. */
export function collationRows(): { char: string; sort: string; search: string }[] {
  return [...SORT.keys()].map((c) => ({ char: c, sort: SORT.get(c) as string, search: SEARCH.get(c) as string }));
}
