import { type AssertionRule, assertions } from '@kairos/db';
import { type SQL, sql } from 'drizzle-orm';
import type { BusinessScope } from './scope';

/**
 * The one reader of database errors (docs/DECISIONS.md "Invariants: one idiom"): which constraint refused a
 * statement, through every wrapping on the way (Drizzle's DrizzleQueryError, libSQL's LibsqlError /
 * LibsqlBatchError on Node, the web client's Hrana error in the Worker, whose message carries SQLite's own
 * text after a prefix). SQLite's text is the one thing all of them keep, so that is what is read:
 * `UNIQUE constraint failed: t.a, t.b`, `FOREIGN KEY constraint failed`, `CHECK constraint failed: <name>`.
 */
export type Constraint =
  | { kind: 'unique'; columns: string[] }
  | { kind: 'foreign_key' }
  | { kind: 'check'; name: string }
  | { kind: 'not_null'; column: string };

/** The messages and codes of an error and its causes (at most six deep). */
function layers(e: unknown): { message: string; code: string }[] {
  const out: { message: string; code: string }[] = [];
  for (let cur = e, i = 0; cur && i < 6; cur = (cur as { cause?: unknown }).cause, i++) {
    const c = cur as { message?: unknown; code?: unknown; extendedCode?: unknown };
    out.push({
      message: typeof cur === 'string' ? cur : String(c.message ?? ''),
      code: `${String(c.extendedCode ?? '')} ${String(c.code ?? '')}`,
    });
  }
  return out;
}

/** The constraint that refused the statement, or null when the error is something else. */
export function constraintOf(e: unknown): Constraint | null {
  for (const { message, code } of layers(e)) {
    const unique = /UNIQUE constraint failed: ([^\n]+)/.exec(message);
    if (unique?.[1]) return { kind: 'unique', columns: unique[1].split(',').map((c) => c.trim()) };
    const check = /CHECK constraint failed: ([^\s]+)/.exec(message);
    if (check?.[1]) return { kind: 'check', name: check[1] };
    if (/FOREIGN KEY constraint failed/.test(message) || code.includes('SQLITE_CONSTRAINT_FOREIGNKEY'))
      return { kind: 'foreign_key' };
    const notNull = /NOT NULL constraint failed: ([^\s]+)/.exec(message);
    if (notNull?.[1]) return { kind: 'not_null', column: notNull[1] };
  }
  return null;
}

/**
 * True when a UNIQUE constraint (or unique index) refused a statement over `column`: `table.column` for one
 * column, `table.` for any of the table's (a composite key names each of its columns).
 */
export function uniqueFailed(e: unknown, column: string): boolean {
  const c = constraintOf(e);
  return c?.kind === 'unique' && c.columns.some((name) => (column.endsWith('.') ? name.startsWith(column) : name === column));
}

/** True when the CHECK constraint named `name` refused a statement. */
export function checkFailed(e: unknown, name: string): boolean {
  const c = constraintOf(e);
  return c?.kind === 'check' && c.name === name;
}

/** True when a foreign key refused a statement (a RESTRICT key under a DELETE, or a missing parent). */
export function foreignKeyFailed(e: unknown): boolean {
  return constraintOf(e)?.kind === 'foreign_key';
}

/** The assertion (`assertion` below) a failed batch broke, or null. */
export function brokenAssertion(e: unknown): AssertionRule | null {
  const c = constraintOf(e);
  if (c?.kind !== 'check' || !c.name.startsWith('assert_')) return null;
  const rule = c.name.slice('assert_'.length);
  return rule === 'known_rule' ? null : (rule as AssertionRule);
}

/**
 * A statement for a write batch that rolls the whole batch back when `broken` holds at that point:
 * `INSERT INTO assertions SELECT '<rule>' WHERE <broken>`; the table refuses every row, and the error names
 * the rule (`brokenAssertion`). Place it where the invariant must hold: before the write it guards, or last.
 */
export function assertion(scope: Pick<BusinessScope, 'db'>, rule: AssertionRule, broken: SQL) {
  return scope.db.run(sql`INSERT INTO ${assertions} (rule) SELECT ${rule} WHERE ${broken}`);
}

/**
 * What a caller makes of the constraints it expects, first match wins: UNIQUE by `table.column` (or `table.`),
 * CHECK by name, an assertion by rule, any foreign key. Values are whatever the caller wants back (an
 * AppError, a code, a tag).
 */
export interface ConstraintTable<T> {
  unique?: Record<string, T>;
  check?: Record<string, T>;
  assertion?: Partial<Record<AssertionRule, T>>;
  foreignKey?: T;
}

/** The caller's value for the constraint that refused the statement, or null when it is none of them. */
export function mapConstraint<T>(e: unknown, table: ConstraintTable<T>): T | null {
  const c = constraintOf(e);
  if (!c) return null;
  if (c.kind === 'unique') {
    for (const [column, value] of Object.entries(table.unique ?? {})) if (uniqueFailed(e, column)) return value;
    return null;
  }
  if (c.kind === 'check') {
    const rule = brokenAssertion(e);
    const byRule = rule ? table.assertion?.[rule] : undefined;
    return byRule ?? table.check?.[c.name] ?? null;
  }
  if (c.kind === 'foreign_key') return table.foreignKey ?? null;
  return null;
}
