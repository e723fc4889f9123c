import type Database from 'libsql';
import {
  type BatchCond,
  decodeValue,
  encodeValue,
  HranaError,
  type ProtoError,
  type ProtoStmt,
  protoError,
  type StmtResult,
  type StreamRequest,
} from './protocol';

export type SqliteDb = InstanceType<typeof Database>;
type Statement = ReturnType<SqliteDb['prepare']>;
/** A stream's stored SQL texts (`store_sql`), by id. */
export type Sqls = Map<number, string>;

const READ_ONLY = /^\s*(select|values|explain)\b/i;

/**
 * Runs a stream's requests on one SQLite connection: `execute`, `batch` (with
 * its step conditions), `sequence`, `describe`, stored SQL and autocommit.
 * Prepared statements are cached by SQL text.
 */
export function sqlRunner(db: SqliteDb) {
  const statements = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (statements.size >= 500) statements.delete(statements.keys().next().value as string);
      statements.set(sql, stmt);
    }
    return stmt;
  };

  function sqlOf(sqls: Sqls, r: { sql?: string | null; sql_id?: number | null }): string {
    if (typeof r.sql === 'string') return r.sql;
    if (typeof r.sql_id === 'number') {
      const sql = sqls.get(r.sql_id);
      if (sql === undefined) throw new HranaError(`SQL text ${r.sql_id} not found`, 'SQL_NOT_FOUND');
      return sql;
    }
    throw new HranaError('Statement has neither sql nor sql_id', 'SQL_NO_STATEMENT');
  }

  function execute(sqls: Sqls, stmt: ProtoStmt): StmtResult {
    const sql = sqlOf(sqls, stmt);
    const prepared = prepare(sql);
    const named = stmt.named_args ?? [];
    let params: unknown[] | Record<string, unknown> = (stmt.args ?? []).map(decodeValue);
    if (named.length > 0) {
      if ((params as unknown[]).length > 0)
        throw new HranaError('Mixing positional and named arguments is not supported here', 'ARGS_INVALID');
      params = Object.fromEntries(named.map((a) => [a.name.replace(/^[:@$]/, ''), decodeValue(a.value)]));
    }
    const readOnly = READ_ONLY.test(sql);
    if (prepared.reader) {
      // Always pass the parameters as ONE array/object: libsql treats a lone
      // object argument (a Uint8Array, null) as the named-parameter map.
      const rows = prepared.raw(true).safeIntegers(true).all(params) as unknown[][];
      const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null }));
      const write = readOnly ? null : changes();
      return {
        cols,
        rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encodeValue)),
        affected_row_count: write?.changes ?? 0,
        last_insert_rowid: write?.rowid ?? null,
      };
    }
    const info = prepared.run(params);
    return {
      cols: [],
      rows: [],
      affected_row_count: Number(info.changes),
      last_insert_rowid: readOnly ? null : String(info.lastInsertRowid),
    };
  }

  let changesStmt: Statement | undefined;
  function changes(): { changes: number; rowid: string } {
    changesStmt ??= db.prepare('SELECT changes(), last_insert_rowid()').raw(true).safeIntegers(true);
    const [row] = changesStmt.all([]) as [[bigint, bigint]];
    return { changes: Number(row[0]), rowid: String(row[1]) };
  }

  function batch(sqls: Sqls, steps: { condition?: BatchCond | null; stmt: ProtoStmt }[]) {
    const results: (StmtResult | null)[] = [];
    const errors: (ProtoError | null)[] = [];
    const holds = (c: BatchCond): boolean => {
      switch (c.type) {
        case 'ok':
          return results[c.step] != null;
        case 'error':
          return errors[c.step] != null;
        case 'not':
          return !holds(c.cond);
        case 'and':
          return c.conds.every(holds);
        case 'or':
          return c.conds.some(holds);
        case 'is_autocommit':
          return !db.inTransaction;
        default:
          throw new HranaError(`Unknown batch condition ${(c as { type: string }).type}`, 'PROTOCOL');
      }
    };
    steps.forEach((step, i) => {
      results[i] = null;
      errors[i] = null;
      if (step.condition && !holds(step.condition)) return;
      try {
        results[i] = execute(sqls, step.stmt);
      } catch (e) {
        errors[i] = protoError(e);
      }
    });
    return { step_results: results, step_errors: errors };
  }

  function handle(sqls: Sqls, r: StreamRequest): Record<string, unknown> {
    switch (r.type) {
      case 'execute':
        return { type: 'execute', result: execute(sqls, r.stmt) };
      case 'batch':
        return { type: 'batch', result: batch(sqls, r.batch.steps) };
      case 'sequence':
        db.exec(sqlOf(sqls, r));
        return { type: 'sequence' };
      case 'describe': {
        const sql = sqlOf(sqls, r);
        const prepared = prepare(sql);
        return {
          type: 'describe',
          result: {
            // libsql does not expose parameter names; good enough for a harness.
            params: [],
            cols: prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null })) : [],
            is_explain: /^\s*explain\b/i.test(sql),
            is_readonly: READ_ONLY.test(sql),
          },
        };
      }
      case 'store_sql':
        sqls.set(r.sql_id, r.sql);
        return { type: 'store_sql' };
      case 'close_sql':
        sqls.delete(r.sql_id);
        return { type: 'close_sql' };
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !db.inTransaction };
      case 'close':
        return { type: 'close' };
      default:
        throw new HranaError(`Unknown request type ${(r as { type: string }).type}`, 'PROTOCOL');
    }
  }

  return { handle };
}
