import { type InArgs, type InStatement, LibsqlBatchError, LibsqlError, type TransactionMode } from '@libsql/client';
import Database from 'libsql';

export const sqliteErrorCodes: Record<number, string> = {
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

export function mapSqliteError(e: unknown): unknown {
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

export function toBatchError(e: unknown, index: number): unknown {
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

export function transactionModeToBegin(mode: TransactionMode): string {
  if (mode === 'write') return 'BEGIN IMMEDIATE';
  if (mode === 'read') return 'BEGIN TRANSACTION READONLY';
  if (mode === 'deferred') return 'BEGIN DEFERRED';
  throw RangeError('Unknown transaction mode, supported values are "write", "read" and "deferred"');
}

export function normalizeBatchStatement(stmt: InStatement | [string, InArgs?]): InStatement {
  return Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] || [] } : stmt;
}

// ---------------------------------------------------------------------------
// The client.
