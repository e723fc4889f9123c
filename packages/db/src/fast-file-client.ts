/**
 * A `Client` (the @libsql/client interface) for local libSQL files, written
 * directly over the `libsql` package's synchronous, better-sqlite3-style
 * `Database`, with an LRU cache of prepared statements.
 *
 * Why: @libsql/client's own local driver (lib-esm/sqlite3.js) prepares every
 * statement on every call and reads its column list twice (`columns()` alone
 * costs ~17 µs), so an indexed point lookup costs ~10x what SQLite needs. Here
 * a statement is prepared once and its columns, column types and row layout
 * are remembered with it.
 *
 * It is a drop-in replacement. Results and errors are those of
 * @libsql/client 0.18's sqlite3 driver: the same `ResultSet` fields, rows
 * that are both array-like (non-enumerable indexes and `length`) and objects
 * (enumerable column names), integers per `intMode` (default "number", with a
 * RangeError past 2^53), blobs as `ArrayBuffer`, `LibsqlError` /
 * `LibsqlBatchError` with the same codes and messages, the same transaction
 * modes, and a statement's open transaction rolled back when a plain
 * `execute` leaves one open. packages/db/test/fast-file-client.test.ts checks
 * this against the stock client.
 *
 * Connection model (the one real difference): one connection, not a pool.
 * Everything but an interactive transaction runs synchronously from start to
 * end, so nothing can interleave with it. An interactive transaction
 * (`transaction()`) holds the connection from BEGIN to commit/rollback/close.
 * While it does, every other `execute`/`batch`/`transaction`/... on the
 * client waits its turn (FIFO) instead of running inside that transaction.
 * A wait longer than `lockTimeoutMs` (default 5000, like busy_timeout) fails
 * with SQLITE_BUSY, so code that awaits the outer client from inside its own
 * transaction gets an error rather than hanging forever. (The stock client
 * would instead run such a call on another pooled connection, whose
 * busy_timeout is 0, or, for `:memory:`, fail with TRANSACTION_ACTIVE.)
 *
 * Schema changes: a cached statement is re-prepared by SQLite itself after a
 * schema change, but its cached column list would not be. The cache is
 * therefore cleared after DDL (CREATE/DROP/ALTER/ATTACH/DETACH), after
 * `executeMultiple` and `migrate`, and on a rollback that may have undone DDL.
 * Schema changes made by another process while this client is open are only
 * caught when a row's width no longer matches (e.g. `SELECT *` after ADD
 * COLUMN); a rename made elsewhere is not - reconnect() after external
 * migrations.
 */
import { Buffer } from 'node:buffer';
import {
  type Client,
  type InArgs,
  type InStatement,
  type IntMode,
  type InValue,
  LibsqlBatchError,
  LibsqlError,
  type Replicated,
  type ResultSet,
  type Row,
  type Transaction,
  type TransactionMode,
  type Value,
} from '@libsql/client';
import Database from 'libsql';

export interface FastFileClientOptions {
  /** How integers are returned, as in @libsql/client's `Config.intMode`. Default "number". */
  intMode?: IntMode;
  /** Prepared statements kept (LRU). Default 500. */
  statementCacheSize?: number;
  /** How long a call waits for an open interactive transaction before SQLITE_BUSY. Default 5000 ms. */
  lockTimeoutMs?: number;
  /** journal_mode=WAL (files only), synchronous=NORMAL, busy_timeout=5000 at open. Default true. */
  pragmas?: boolean;
}

type LibsqlDatabase = InstanceType<typeof Database>;
type LibsqlStatement = ReturnType<LibsqlDatabase['prepare']>;
type SqlValue = null | string | number | bigint | Uint8Array;
type SqlArgs = SqlValue[] | Record<string, SqlValue>;

/** What the cache keeps for one SQL text. */
interface CachedStatement {
  stmt: LibsqlStatement;
  reader: boolean;
  /** 0: other, 1: DDL (clears the cache), 2: ROLLBACK (clears it if DDL ran in the transaction). */
  kind: 0 | 1 | 2;
  columns: string[];
  columnTypes: string[];
  /** Column names that can be set by plain assignment, or null when the stock algorithm is needed. */
  plainNames: boolean;
}

/**
 * Parses a `file:` URL (or a bare path, or `:memory:`) as @libsql/client does
 * for its sqlite3 driver and returns what `new Database()` must be given.
 */
export function parseFileUrl(url: string): { path: string; memory: boolean } {
  let rest: string;
  let decode: (s: string) => string = (s) => s;
  if (url === ':memory:') rest = url;
  else if (/^file:/i.test(url)) {
    rest = url.slice('file:'.length);
    decode = percentDecode;
    const hash = rest.indexOf('#');
    if (hash >= 0) throw new LibsqlError(`URL fragments are not supported: ${JSON.stringify(rest.slice(hash))}`, 'URL_INVALID');
    if (rest.startsWith('//')) {
      const end = rest.slice(2).search(/[/?]/);
      const authority = end < 0 ? rest.slice(2) : rest.slice(2, end + 2);
      if (authority !== '' && authority.toLowerCase() !== 'localhost') {
        throw new LibsqlError(
          `Invalid host in file URL: ${JSON.stringify(authority)}. A "file:" URL with an absolute path should start with one slash ("file:/absolute/path.db") or with three slashes ("file:///absolute/path.db").`,
          'URL_INVALID',
        );
      }
      rest = end < 0 ? '' : rest.slice(end + 2);
    }
  } else return { path: url, memory: false }; // a bare path, used as is
  const q = rest.indexOf('?');
  const path = decode(q < 0 ? rest : rest.slice(0, q));
  const query = q < 0 ? '' : rest.slice(q + 1);
  if (path === ':memory:') {
    // Only `cache=shared|private` is meaningful here, as for the stock client;
    // the `file:` prefix makes SQLite read it.
    const params = query.split('&').filter((p) => /^cache=(shared|private)$/.test(p));
    return { path: `file::memory:${params.length ? `?${params.join('&')}` : ''}`, memory: true };
  }
  return { path, memory: false };
}

function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch (e) {
    throw new LibsqlError(`URL component has invalid percent encoding: ${e}`, 'URL_INVALID', undefined, undefined, e as Error);
  }
}

/** Opens `url` (a `file:` URL, a path or `:memory:`) as a fast local `Client`. */
export function createFastFileClient(url: string, options: FastFileClientOptions = {}): Client {
  return new FastFileClient(url, options);
}

// ---------------------------------------------------------------------------
// The gate: one interactive transaction at a time, others wait (FIFO).

interface Waiter {
  resolve: () => void;
  reject: (e: unknown) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

class Gate {
  held = false;
  #waiters: Waiter[] = [];
  #closedError: unknown = null;

  /** True when a caller can take the connection right now without queueing. */
  get free(): boolean {
    return !this.held && this.#waiters.length === 0 && this.#closedError === null;
  }

  acquire(timeoutMs: number): Promise<void> {
    if (this.#closedError !== null) return Promise.reject(this.#closedError);
    if (this.free) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, timer: undefined };
      if (Number.isFinite(timeoutMs)) {
        waiter.timer = setTimeout(() => {
          const i = this.#waiters.indexOf(waiter);
          if (i >= 0) this.#waiters.splice(i, 1);
          reject(
            new LibsqlError(
              `database is locked: an interactive transaction has held this client's connection for over ${timeoutMs} ms ` +
                '(is the outer client being awaited from inside its own transaction?)',
              'SQLITE_BUSY',
              'SQLITE_BUSY',
              5,
            ),
          );
        }, timeoutMs);
        waiter.timer.unref?.();
      }
      this.#waiters.push(waiter);
    });
  }

  /** Hands the connection to the next waiter (it stays held) or frees it. */
  release(): void {
    const next = this.#waiters.shift();
    if (next === undefined) {
      this.held = false;
      return;
    }
    if (next.timer !== undefined) clearTimeout(next.timer);
    next.resolve();
  }

  close(error: unknown): void {
    this.#closedError = error;
    this.held = false;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) {
      if (w.timer !== undefined) clearTimeout(w.timer);
      w.reject(error);
    }
  }
}

// ---------------------------------------------------------------------------
// One open connection, its statement cache and its gate.

const EMPTY_ARGS: SqlArgs = [];

class Connection {
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

const DDL_RE = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(create|drop|alter|attach|detach|rollback)\b/i;

function statementKind(sql: string): 0 | 1 | 2 {
  const m = DDL_RE.exec(sql);
  if (m === null) return 0;
  return m[1]!.toLowerCase() === 'rollback' ? 2 : 1;
}

function readColumns(entry: CachedStatement): void {
  const cols = entry.stmt.columns();
  entry.columns = cols.map((c) => c.name);
  entry.columnTypes = cols.map((c) => c.type ?? '');
  const seen = new Set<string>();
  entry.plainNames = entry.columns.every((name) => {
    // Plain assignment matches the stock `defineProperty` only for names that
    // are unique, not `length`, not an array index and not `__proto__`.
    const ok = !seen.has(name) && name !== 'length' && name !== '__proto__' && !isArrayIndex(name);
    seen.add(name);
    return ok;
  });
}

function isArrayIndex(name: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(name) && Number(name) < 4294967295;
}

const lengthDescriptors: PropertyDescriptor[] = [];

/**
 * A row exactly as the stock driver's `rowFromSql` makes it: a plain object
 * with a non-enumerable `length`, non-enumerable, read-only index properties
 * and enumerable, writable column-name properties (first one wins on
 * duplicates), in that definition order.
 */
function buildRow(sqlRow: unknown[], entry: CachedStatement, intMode: IntMode): Row {
  const n = sqlRow.length;
  const columns = entry.columns;
  const row = {} as Row;
  let lengthDescriptor = lengthDescriptors[n];
  if (lengthDescriptor === undefined) {
    lengthDescriptor = { value: n };
    lengthDescriptors[n] = lengthDescriptor;
  }
  Object.defineProperty(row, 'length', lengthDescriptor);
  if (entry.plainNames && n === columns.length) {
    for (let i = 0; i < n; i++) {
      const v = sqlRow[i];
      const value = typeof v === 'bigint' || v instanceof Buffer ? valueFromSql(v, intMode) : (v as Value);
      Object.defineProperty(row, i, { value });
      sqlRow[i] = value;
    }
    for (let i = 0; i < n; i++) (row as Record<string, unknown>)[columns[i]!] = sqlRow[i];
    return row;
  }
  // The stock algorithm, verbatim, for odd column names.
  for (let i = 0; i < n; ++i) {
    const value = valueFromSql(sqlRow[i], intMode);
    Object.defineProperty(row, i, { value });
    const column = columns[i]!;
    if (!Object.hasOwn(row, column)) {
      Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
    }
  }
  return row;
}

const minSafeBigint = -9007199254740991n;
const maxSafeBigint = 9007199254740991n;
const minInteger = -9223372036854775808n;
const maxInteger = 9223372036854775807n;

function valueFromSql(sqlValue: unknown, intMode: IntMode): Value {
  if (typeof sqlValue === 'bigint') {
    if (intMode === 'number') {
      if (sqlValue < minSafeBigint || sqlValue > maxSafeBigint) {
        throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
      }
      return Number(sqlValue);
    }
    if (intMode === 'bigint') return sqlValue;
    if (intMode === 'string') return `${sqlValue}`;
    throw new Error('Invalid value for IntMode');
  }
  if (sqlValue instanceof Buffer) return sqlValue.buffer as ArrayBuffer;
  return sqlValue as Value;
}

function valueToSql(value: InValue | undefined, intMode: IntMode): SqlValue {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
    return value;
  }
  if (typeof value === 'bigint') {
    if (value < minInteger || value > maxInteger) {
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument');
    }
    return value;
  }
  // libsql aborts the whole process on a boolean ("not yet implemented: bool"): never pass one.
  if (typeof value === 'boolean') {
    if (intMode === 'bigint') return value ? 1n : 0n;
    if (intMode === 'string') return value ? '1' : '0';
    return value ? 1 : 0;
  }
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}

function argsToSql(inArgs: InArgs | undefined, intMode: IntMode): SqlArgs {
  if (Array.isArray(inArgs)) {
    const n = inArgs.length;
    if (n === 0) return EMPTY_ARGS;
    const out = new Array<SqlValue>(n);
    for (let i = 0; i < n; i++) out[i] = valueToSql(inArgs[i], intMode);
    return out;
  }
  const out: Record<string, SqlValue> = {};
  for (const name in inArgs) {
    const first = name[0];
    const argName = first === '@' || first === '$' || first === ':' ? name.substring(1) : name;
    out[argName] = valueToSql(inArgs[name], intMode);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Results and errors, as @libsql/core shapes them.

class ResultSetImpl implements ResultSet {
  columns: string[];
  columnTypes: string[];
  rows: Row[];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;

  constructor(columns: string[], columnTypes: string[], rows: Row[], rowsAffected: number, lastInsertRowid: bigint | undefined) {
    this.columns = columns;
    this.columnTypes = columnTypes;
    this.rows = rows;
    this.rowsAffected = rowsAffected;
    this.lastInsertRowid = lastInsertRowid;
  }

  toJSON() {
    return {
      columns: this.columns,
      columnTypes: this.columnTypes,
      rows: this.rows.map(rowToJson),
      rowsAffected: this.rowsAffected,
      lastInsertRowid: this.lastInsertRowid !== undefined ? `${this.lastInsertRowid}` : null,
    };
  }
}

function rowToJson(row: Row): unknown[] {
  return Array.prototype.map.call(row, valueToJson) as unknown[];
}

function valueToJson(value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}`;
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64');
  return value;
}

const sqliteErrorCodes: Record<number, string> = {
  1: 'SQLITE_ERROR',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  15: 'SQLITE_PROTOCOL',
  16: 'SQLITE_EMPTY',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH',
  24: 'SQLITE_FORMAT',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
  27: 'SQLITE_NOTICE',
  28: 'SQLITE_WARNING',
};

function mapSqliteError(e: unknown): unknown {
  if (e instanceof Database.SqliteError) {
    const err = e as Error & { code: string; rawCode?: number };
    const code =
      err.rawCode === undefined
        ? 'SQLITE_UNKNOWN'
        : (sqliteErrorCodes[err.rawCode & 0xff] ?? `SQLITE_UNKNOWN_${err.rawCode & 0xff}`);
    return new LibsqlError(err.message, code, err.code, err.rawCode, err);
  }
  return e;
}

function toBatchError(e: unknown, index: number): unknown {
  if (e instanceof LibsqlBatchError) return e;
  if (e instanceof LibsqlError) {
    return new LibsqlBatchError(
      e.message,
      index,
      e.code,
      e.extendedCode,
      e.rawCode,
      e.cause instanceof Error ? e.cause : undefined,
    );
  }
  return e;
}

function transactionModeToBegin(mode: TransactionMode): string {
  if (mode === 'write') return 'BEGIN IMMEDIATE';
  if (mode === 'read') return 'BEGIN TRANSACTION READONLY';
  if (mode === 'deferred') return 'BEGIN DEFERRED';
  throw RangeError('Unknown transaction mode, supported values are "write", "read" and "deferred"');
}

function normalizeBatchStatement(stmt: InStatement | [string, InArgs?]): InStatement {
  return Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] || [] } : stmt;
}

// ---------------------------------------------------------------------------
// The client.

class FastFileClient implements Client {
  closed = false;
  readonly protocol = 'file';
  readonly #path: string;
  readonly #memory: boolean;
  readonly #intMode: IntMode;
  readonly #cacheSize: number;
  readonly #lockTimeoutMs: number;
  readonly #pragmas: boolean;
  #conn: Connection;

  constructor(url: string, options: FastFileClientOptions) {
    const { path, memory } = parseFileUrl(url);
    const intMode = options.intMode ?? 'number';
    if (intMode !== 'number' && intMode !== 'bigint' && intMode !== 'string') {
      throw new TypeError(`Invalid value for intMode, expected "number", "bigint" or "string", got ${JSON.stringify(intMode)}`);
    }
    this.#path = path;
    this.#memory = memory;
    this.#intMode = intMode;
    this.#cacheSize = options.statementCacheSize ?? 500;
    this.#lockTimeoutMs = options.lockTimeoutMs ?? 5000;
    this.#pragmas = options.pragmas ?? true;
    this.#conn = this.#open();
  }

  #open(): Connection {
    return new Connection(this.#path, this.#memory, this.#intMode, this.#cacheSize, this.#pragmas);
  }

  #checkNotClosed(): void {
    if (this.closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED');
  }

  /**
   * Runs `fn` with the connection to itself: at once when no interactive
   * transaction holds it (the common case: no promise hop), else in turn.
   */
  async #withConnection<T>(fn: (conn: Connection) => T): Promise<T> {
    this.#checkNotClosed();
    const conn = this.#conn;
    const gate = conn.gate;
    if (gate.free) return fn(conn);
    await gate.acquire(this.#lockTimeoutMs);
    try {
      this.#checkUsable(conn);
      return fn(conn);
    } finally {
      gate.release();
    }
  }

  // `close()` or `reconnect()` may land while a call waits for the gate.
  #checkUsable(conn: Connection): void {
    this.#checkNotClosed();
    if (!conn.open) throw new LibsqlError('The connection was closed while this operation was in flight', 'CLIENT_CLOSED');
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmtOrSql: InStatement, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args || [] } : stmtOrSql;
    return this.#withConnection((conn) => {
      try {
        return conn.run(stmt);
      } finally {
        // As the stock pool does on release: never keep a transaction a statement opened.
        conn.rollbackIfOpen();
      }
    });
  }

  batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred'): Promise<ResultSet[]> {
    return this.#withConnection((conn) => {
      try {
        conn.run(transactionModeToBegin(mode));
        const resultSets: ResultSet[] = [];
        for (let i = 0; i < stmts.length; i++) {
          try {
            if (!conn.inTransaction) {
              throw new LibsqlBatchError('The transaction has been rolled back', i, 'TRANSACTION_CLOSED');
            }
            resultSets.push(conn.run(normalizeBatchStatement(stmts[i]!)));
          } catch (e) {
            throw toBatchError(e, i);
          }
        }
        conn.run('COMMIT');
        return resultSets;
      } finally {
        conn.rollbackIfOpen();
      }
    });
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#withConnection((conn) => {
      try {
        conn.run('PRAGMA foreign_keys=off');
        conn.run(transactionModeToBegin('deferred'));
        const resultSets: ResultSet[] = [];
        for (let i = 0; i < stmts.length; i++) {
          try {
            if (!conn.inTransaction) {
              throw new LibsqlBatchError('The transaction has been rolled back', i, 'TRANSACTION_CLOSED');
            }
            resultSets.push(conn.run(stmts[i]!));
          } catch (e) {
            throw toBatchError(e, i);
          }
        }
        conn.run('COMMIT');
        return resultSets;
      } finally {
        if (conn.inTransaction) conn.run('ROLLBACK');
        conn.run('PRAGMA foreign_keys=on');
        conn.clearCache();
      }
    });
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    this.#checkNotClosed();
    const conn = this.#conn;
    await conn.gate.acquire(this.#lockTimeoutMs);
    try {
      this.#checkUsable(conn);
      conn.run(transactionModeToBegin(mode));
    } catch (e) {
      conn.rollbackIfOpen();
      conn.gate.release();
      throw e;
    }
    return new FastTransaction(conn);
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#withConnection((conn) => {
      try {
        conn.exec(sql);
      } finally {
        // as the stock pool does: a transaction `sql` left open is rolled back
        conn.rollbackIfOpen();
      }
    });
  }

  /** A local file has nothing to sync with. */
  async sync(): Promise<Replicated> {
    this.#checkNotClosed();
    return undefined;
  }

  reconnect(): void {
    this.#shut();
    this.#conn = this.#open();
    this.closed = false;
  }

  close(): void {
    this.closed = true;
    this.#shut();
  }

  #shut(): void {
    this.#conn.gate.close(new LibsqlError('The client is closed', 'CLIENT_CLOSED'));
    this.#conn.close();
  }
}

/**
 * An interactive transaction: it holds the client's connection (its gate)
 * from BEGIN until commit, rollback or close - or until the transaction ends
 * by itself (a COMMIT/ROLLBACK statement, an error SQLite rolls back on).
 */
class FastTransaction implements Transaction {
  // null once settled
  #conn: Connection | null;
  // the transaction is over but the object has not been settled by the caller yet
  #ended = false;

  constructor(conn: Connection) {
    this.#conn = conn;
  }

  /** Gives the connection back (rolling back if still open). Idempotent. */
  #settle(): void {
    const conn = this.#conn;
    if (conn === null) return;
    this.#conn = null;
    if (this.#ended) return; // the gate went back when the transaction ended
    try {
      conn.rollbackIfOpen();
    } finally {
      conn.gate.release();
    }
  }

  /** A statement may have ended the transaction: free the connection for others at once. */
  #afterStatement(conn: Connection): void {
    if (!this.#ended && !conn.inTransaction) {
      this.#ended = true;
      conn.gate.release();
    }
  }

  #getConnection(): Connection {
    this.#checkNotClosed();
    return this.#conn!;
  }

  #runOne(stmt: InStatement): ResultSet {
    const conn = this.#getConnection();
    try {
      return conn.run(stmt);
    } finally {
      this.#afterStatement(conn);
    }
  }

  async execute(stmtOrSql: InStatement, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args || [] } : stmtOrSql;
    return this.#runOne(stmt);
  }

  async batch(stmts: Array<InStatement | [string, InArgs?]>): Promise<ResultSet[]> {
    const resultSets: ResultSet[] = [];
    for (let i = 0; i < stmts.length; i++) {
      try {
        resultSets.push(this.#runOne(normalizeBatchStatement(stmts[i]!)));
      } catch (e) {
        throw toBatchError(e, i);
      }
    }
    return resultSets;
  }

  async executeMultiple(sql: string): Promise<void> {
    const conn = this.#getConnection();
    try {
      conn.exec(sql);
    } finally {
      this.#afterStatement(conn);
    }
  }

  async rollback(): Promise<void> {
    const conn = this.#conn;
    if (conn === null || !conn.open) {
      this.#settle();
      return;
    }
    try {
      this.#checkNotClosed();
      conn.run('ROLLBACK');
    } finally {
      this.#settle();
    }
  }

  async commit(): Promise<void> {
    try {
      const conn = this.#getConnection();
      conn.run('COMMIT');
      this.#afterStatement(conn);
    } finally {
      // A failed COMMIT (e.g. a deferred foreign key) is rolled back here, as the stock pool does.
      this.#settle();
    }
  }

  close(): void {
    this.#settle();
  }

  get closed(): boolean {
    const conn = this.#conn;
    if (conn === null || this.#ended || !conn.open) return true;
    return !conn.inTransaction;
  }

  #checkNotClosed(): void {
    if (this.closed) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
  }
}
