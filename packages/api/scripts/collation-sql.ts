// Prints the collation table as SQL (`INSERT INTO _collation …`) for a migration that recomputes the stored
// sort and search keys in SQL (0022 does; a change to shared/collation-order.ts needs another such migration).
// Run: node --import tsx packages/api/scripts/collation-sql.ts
import { collationRows } from '../src/shared/collation';

/** A SQL text value: visible characters (and the space) as a literal, anything else with char(). */
function sqlText(text: string): string {
  if ([...text].every((c) => c === ' ' || /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(c))) return `'${text.replaceAll("'", "''")}'`;
  return codes(text);
}

/** The key characters are codes, not text: always char(…). */
const codes = (text: string) => (text === '' ? "''" : `char(${[...text].map((c) => c.codePointAt(0)).join(', ')})`);

const rows = collationRows().map((r) => `(${sqlText(r.char)}, ${codes(r.sort)}, ${sqlText(r.search)})`);
console.log(`INSERT INTO \`_collation\` (\`char\`, \`sort\`, \`search\`) VALUES\n  ${rows.join(',\n  ')};`);
