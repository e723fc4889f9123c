import { sql } from 'drizzle-orm';
import { check, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The invariants a write batch asserts before it commits (docs/DECISIONS.md "Invariants: one idiom"). Each is a
 * rule name; the CHECK named `assert_<rule>` refuses it.
 */
export const ASSERTION_RULES = [
  // Payments ledger (packages/api/src/payments/assertions.ts).
  'overpaid',
  'over_refunded',
  'sale_changed',
  // Sales (packages/api/src/sales): an item no longer sellable, a sale deleted twice, a sold voucher or package used.
  'sale_item_unavailable',
  'sale_deleted',
  'sale_voucher_spent',
  'sale_package_used',
] as const;
export type AssertionRule = (typeof ASSERTION_RULES)[number];

/**
 * Never holds a row: every CHECK refuses. A write batch appends
 * `INSERT INTO assertions SELECT '<rule>' WHERE <invariant broken>` at the
 * point the invariant must hold, so a broken invariant rolls the whole batch
 * back, however requests race (SQLite runs a batch as one transaction under
 * its write lock). The failing constraint's name, `assert_<rule>`, says which
 * rule broke (packages/api/src/core/db-errors.ts `brokenAssertion`).
 * Migration 0027 replaced the payments-only `ledger_assertions`.
 */
export const assertions = sqliteTable('assertions', { rule: text('rule').notNull() }, (t) => [
  ...ASSERTION_RULES.map((rule) => check(`assert_${rule}`, sql`${t.rule} <> ${sql.raw(`'${rule}'`)}`)),
  check('assert_known_rule', sql`${t.rule} IN (${sql.raw(ASSERTION_RULES.map((r) => `'${r}'`).join(', '))})`),
]);
