import type { IntMode } from '@libsql/client';
import type Database from 'libsql';

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

export type LibsqlDatabase = InstanceType<typeof Database>;
export type LibsqlStatement = ReturnType<LibsqlDatabase['prepare']>;
export type SqlValue = null | string | number | bigint | Uint8Array;
export type SqlArgs = SqlValue[] | Record<string, SqlValue>;

/** What the cache keeps for one SQL text. */
export interface CachedStatement {
  stmt: LibsqlStatement;
  reader: boolean;
  /** 0: other, 1: DDL (clears the cache), 2: ROLLBACK (clears it if DDL ran in the transaction). */
  kind: 0 | 1 | 2;
  columns: string[];
  columnTypes: string[];
  /** Column names that can be set by plain assignment, or null when the stock algorithm is needed. */
  plainNames: boolean;
  /** Shared prototype of this statement's rows (plainNames only), made on first use. */
  rowProto?: object;
}

export const EMPTY_ARGS: SqlArgs = [];
