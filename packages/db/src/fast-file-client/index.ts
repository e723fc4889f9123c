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
export { createFastFileClient } from './client';
export type { FastFileClientOptions } from './types';
export { parseFileUrl } from './url';
