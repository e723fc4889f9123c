import type { InStatement, IntMode, ResultSet, Row } from '@libsql/client';
import Database from 'libsql';
import { mapSqliteError } from './errors';
import { Gate } from './gate';
import type { CachedStatement, LibsqlDatabase, SqlArgs } from './types';
import { EMPTY_ARGS } from './types';
import { argsToSql, buildRow, ResultSetImpl, readColumns, statementKind } from './values';

export class Connection {
  readonly db: LibsqlDatabase;
  readonly gate = new Gate();
  readonly #cache = new Map<string, CachedStatement>();
  readonly #cacheSize: number;
  readonly #intMode: IntMode;
  /** DDL ran inside a transaction: a rollback must drop the cached column lists again. */
  #ddlInTransaction = false;

  constructor(path: string, memory: boolean, intMode: IntMode, cacheSize: number, pragmas: boolean) {
    this.#intMode = intMode;
    this.#cacheSize = Math.max(1, cacheSize);
    this.db = new Database(path, {});
    try {
      // Fail fast if the database cannot be opened at all (as the stock client does).
      this.db.prepare('SELECT 1 AS checkThatTheDatabaseCanBeOpened').get();
      if (pragmas) {
        // 1k autocommit inserts: ~4 s without WAL, ~74 ms with (STACK-NOTES).
        if (!memory) this.db.exec('PRAGMA journal_mode=WAL');
        this.db.exec('PRAGMA synchronous=NORMAL');
        this.db.exec('PRAGMA busy_timeout=5000');
        // 64 MiB of page cache (the default is 2 MiB): reports over a year of a busy business re-read pages from
        // the OS otherwise (~20 % of their CPU in bench/analytics.ts).
        this.db.exec('PRAGMA cache_size=-65536');
        // libSQL's default, stated so the schema's keys hold whatever the build's default (migrate() checks it).
        this.db.exec('PRAGMA foreign_keys=ON');
      }
    } catch (e) {
      this.close();
      throw mapSqliteError(e);
    }
  }

  get open(): boolean {
    return this.db.open;
  }

  /** Reading `inTransaction` on a closed database aborts the process: always go through here. */
  get inTransaction(): boolean {
    return this.db.open && this.db.inTransaction;
  }

  close(): void {
    this.#cache.clear();
    try {
      if (this.db.open) this.db.close();
    } catch {
      // nothing useful to do while tearing down
    }
  }

  clearCache(): void {
    this.#cache.clear();
  }

  #prepare(sql: string): CachedStatement {
    const cache = this.#cache;
    const hit = cache.get(sql);
    if (hit !== undefined) {
      // LRU: move to the most recent end.
      cache.delete(sql);
      cache.set(sql, hit);
      return hit;
    }
    const stmt = this.db.prepare(sql);
    stmt.safeIntegers(true);
    let reader = stmt.reader;
    if (reader) {
      try {
        stmt.raw(true);
      } catch {
        reader = false; // what the stock driver decides by the same probe
      }
    }
    const entry: CachedStatement = { stmt, reader, kind: statementKind(sql), columns: [], columnTypes: [], plainNames: true };
    if (reader) readColumns(entry);
    if (cache.size >= this.#cacheSize) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(sql, entry);
    return entry;
  }

  /** Runs one statement, as the stock driver's `executeStmt`. */
  run(stmt: InStatement): ResultSet {
    let sql: string;
    let args: SqlArgs;
    if (typeof stmt === 'string') {
      sql = stmt;
      args = EMPTY_ARGS;
    } else {
      sql = stmt.sql;
      args = argsToSql(stmt.args, this.#intMode);
    }
    let entry: CachedStatement | undefined;
    try {
      entry = this.#prepare(sql);
      if (entry.reader) {
        const raw = entry.stmt.all(args) as unknown[][];
        const first = raw[0];
        if (first !== undefined && first.length !== entry.columns.length) readColumns(entry); // schema changed elsewhere
        const rows = new Array<Row>(raw.length);
        for (let i = 0; i < raw.length; i++) rows[i] = buildRow(raw[i]!, entry, this.#intMode);
        return new ResultSetImpl(entry.columns.slice(), entry.columnTypes.slice(), rows, 0, undefined);
      }
      const info = entry.stmt.run(args);
      return new ResultSetImpl([], [], [], info.changes, BigInt(info.lastInsertRowid));
    } catch (e) {
      // Never reuse a statement that failed (it may be mid-step or stale).
      if (entry !== undefined) this.#cache.delete(sql);
      throw mapSqliteError(e);
    } finally {
      if (entry !== undefined && entry.kind !== 0) this.#afterSchemaStatement(entry.kind);
    }
  }

  #afterSchemaStatement(kind: 1 | 2): void {
    if (kind === 1) {
      this.#cache.clear();
      if (this.inTransaction) this.#ddlInTransaction = true;
    } else this.#afterRollback();
  }

  #afterRollback(): void {
    if (this.#ddlInTransaction) {
      this.#cache.clear();
      this.#ddlInTransaction = false;
    }
  }

  exec(sql: string): void {
    try {
      this.db.exec(sql);
    } catch (e) {
      throw mapSqliteError(e);
    } finally {
      // Anything may have happened to the schema.
      this.#cache.clear();
      if (this.inTransaction) this.#ddlInTransaction = true;
    }
  }

  /** Rolls back whatever transaction is open (a statement error may leave it so). */
  rollbackIfOpen(): boolean {
    if (!this.inTransaction) return true;
    try {
      this.db.exec('ROLLBACK');
      return true;
    } catch {
      return false;
    } finally {
      this.#afterRollback();
    }
  }
}
