import {
  type Client,
  type InArgs,
  type InStatement,
  type IntMode,
  LibsqlBatchError,
  LibsqlError,
  type Replicated,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client';
import { Connection } from './connection';
import { normalizeBatchStatement, toBatchError, transactionModeToBegin } from './errors';
import type { FastFileClientOptions } from './types';
import { parseFileUrl } from './url';

/** Opens `url` (a `file:` URL, a path or `:memory:`) as a fast local `Client`. */
export function createFastFileClient(url: string, options: FastFileClientOptions = {}): Client {
  return new FastFileClient(url, options);
}

// ---------------------------------------------------------------------------
// The gate: one interactive transaction at a time, others wait (FIFO).

export class FastFileClient implements Client {
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
export class FastTransaction implements Transaction {
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
