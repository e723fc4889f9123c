import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client';

/** Told the tables a write changed rows in, once the change is committed (visible to the next read). */
export type WriteListener = (tables: ReadonlySet<string>) => void;

// INSERT [OR …] INTO t, REPLACE INTO t, UPDATE [OR …] t, DELETE FROM t; names bare or quoted. A false match
// (a word after `do update`) only names a table nobody listens for.
const WRITE = /\b(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+[`"[]?(\w+)/gi;

/** The tables a statement writes to, as its SQL names them (lower case). */
export function writtenTables(sql: string): string[] {
  const out: string[] = [];
  for (const m of sql.matchAll(WRITE)) if (m[1]) out.push(m[1].toLowerCase());
  return out;
}

/** A plain SELECT (the reads that answer rows): never a write. */
const READ = /^\s*select\b/i;

const sqlOf = (stmt: InStatement): string => (typeof stmt === 'string' ? stmt : stmt.sql);

/**
 * Adds the tables `stmt` wrote to when it changed at least one row. A write with RETURNING answers a row per
 * changed row, and the local drivers (the stock one's and ours) report its rowsAffected as 0: its rows count.
 */
function collect(into: Set<string>, stmt: InStatement, result: ResultSet | undefined) {
  if (!result || (result.rowsAffected <= 0 && result.rows.length === 0)) return;
  const sql = sqlOf(stmt);
  if (READ.test(sql)) return;
  for (const t of writtenTables(sql)) into.add(t);
}

/**
 * The client, telling `notify` which tables a write changed rows in, right after it is committed: after an
 * autocommit `execute`, after a `batch` (one transaction), after a transaction's `commit` (nothing on a
 * rollback). Statements that changed no row (an `ON CONFLICT DO NOTHING` that hit the conflict, an UPDATE that
 * matched nothing) are not reported. A read costs a comparison, or an anchored
 * test for `select` when it answered rows.
 */
export function watchWrites(client: Client, notify: WriteListener): Client {
  const tell = (tables: Set<string>) => {
    if (tables.size > 0) notify(tables);
  };
  const wrapTransaction = (tx: Transaction): Transaction => {
    const pending = new Set<string>();
    return new Proxy(tx, {
      get(target, prop) {
        if (prop === 'execute')
          return async (stmt: InStatement) => {
            const r = await target.execute(stmt);
            collect(pending, stmt, r);
            return r;
          };
        if (prop === 'batch')
          return async (stmts: InStatement[]) => {
            const rs = await target.batch(stmts);
            for (let i = 0; i < stmts.length; i++) collect(pending, stmts[i] as InStatement, rs[i]);
            return rs;
          };
        if (prop === 'executeMultiple')
          return async (sql: string) => {
            await target.executeMultiple(sql);
            for (const t of writtenTables(sql)) pending.add(t);
          };
        if (prop === 'commit')
          return async () => {
            await target.commit();
            tell(pending);
            pending.clear();
          };
        if (prop === 'rollback')
          return async () => {
            pending.clear();
            await target.rollback();
          };
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'execute')
        return async (stmt: InStatement, args?: InArgs) => {
          const r = await (args === undefined ? target.execute(stmt) : target.execute(sqlOf(stmt), args));
          const tables = new Set<string>();
          collect(tables, stmt, r);
          tell(tables);
          return r;
        };
      if (prop === 'batch' || prop === 'migrate')
        return async (stmts: InStatement[], mode?: Parameters<Client['batch']>[1]) => {
          const rs = await (prop === 'batch' ? target.batch(stmts, mode) : target.migrate(stmts));
          const tables = new Set<string>();
          for (let i = 0; i < stmts.length; i++) collect(tables, stmts[i] as InStatement, rs[i]);
          tell(tables);
          return rs;
        };
      if (prop === 'executeMultiple')
        return async (sql: string) => {
          await target.executeMultiple(sql);
          tell(new Set(writtenTables(sql)));
        };
      if (prop === 'transaction') return async (mode?: TransactionMode) => wrapTransaction(await target.transaction(mode));
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
