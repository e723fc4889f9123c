import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient, type ResultSet } from '@libsql/client';
import { afterEach, beforeEach, expect } from 'vitest';
import { createFastFileClient } from '../../src/fast-file-client';

/**
 * What the fast-client tests share: a temp directory per test with the
 * clients opened in it (closed afterwards), and the differential harness that
 * runs an operation on the stock @libsql/client and the fast client and
 * compares the outcomes as plain data.
 */

type IntMode = 'number' | 'bigint' | 'string';

/** Registers the per-test temp directory; clients made (or `track`ed) here are closed after each test. */
export function tempClients() {
  let dir = '';
  const opened: Client[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kairos-fast-client-'));
  });
  afterEach(() => {
    for (const c of opened.splice(0)) c.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const track = <C extends Client>(c: C): C => {
    opened.push(c);
    return c;
  };
  const path = (...parts: string[]) => join(dir, ...parts);

  async function stockClient(name = 'stock', intMode?: IntMode): Promise<Client> {
    const c = track(createClient({ url: `file:${path(`${name}.db`)}`, intMode }));
    // what openNodeClient does for the stock driver
    await c.execute('PRAGMA journal_mode=WAL');
    await c.execute('PRAGMA synchronous=NORMAL');
    await c.execute('PRAGMA busy_timeout=5000');
    return c;
  }

  function fastClient(name = 'fast', options: Parameters<typeof createFastFileClient>[1] = {}): Client {
    return track(createFastFileClient(`file:${path(`${name}.db`)}`, options));
  }

  async function pair(intMode?: IntMode) {
    return { stock: await stockClient('stock', intMode), fast: fastClient('fast', { intMode }) };
  }

  return { path, track, stockClient, fastClient, pair };
}

// Normalising results and errors into plain, comparable data.

export function plain(v: unknown): unknown {
  if (v instanceof ArrayBuffer) return { ArrayBuffer: [...new Uint8Array(v)] };
  if (typeof v === 'bigint') return { bigint: String(v) };
  if (v instanceof Uint8Array) return { [v.constructor.name]: [...v] };
  if (v instanceof Date) return { Date: v.toISOString() };
  if (Array.isArray(v)) return v.map(plain);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

/**
 * What code can observe of a row: its length, each index's value and that it
 * is not enumerable, and the enumerable, writable column names in order. (The
 * fast client keeps `length` and the indices on a per-statement prototype, so
 * own property descriptors are not compared.)
 */
export function describeRow(row: object) {
  const r = row as Record<string | number, unknown>;
  const len = r.length as number;
  const isEnumerable = (k: string | number) => Object.prototype.propertyIsEnumerable.call(row, k);
  return {
    length: len,
    lengthEnumerable: isEnumerable('length'),
    indices: Array.from({ length: len }, (_, i) => [plain(r[i]), isEnumerable(i)]),
    named: Object.keys(row).map((k) => {
      const d = Object.getOwnPropertyDescriptor(row, k);
      return [k, plain(r[k]), d?.enumerable, d?.writable, d?.configurable];
    }),
  };
}

export function snapshot(rs: ResultSet) {
  return {
    class: typeof rs.toJSON,
    columns: rs.columns,
    columnTypes: rs.columnTypes,
    rowsAffected: rs.rowsAffected,
    lastInsertRowid: plain(rs.lastInsertRowid),
    lastInsertRowidType: typeof rs.lastInsertRowid,
    rowsAsArrays: rs.rows.map((r) => plain(Array.prototype.slice.call(r))),
    rowsAsObjects: rs.rows.map((r) => plain({ ...r })),
    rowKeys: rs.rows.map((r) => Object.keys(r)),
    rowDescriptors: rs.rows.map(describeRow),
    isArray: rs.rows.map((r) => Array.isArray(r)),
    json: JSON.stringify(rs),
    ownKeys: Object.keys(rs),
  };
}

export function errorShape(e: unknown) {
  const err = e as Error & { code?: string; extendedCode?: string; rawCode?: number; statementIndex?: number };
  return {
    name: err?.name,
    class: err?.constructor?.name,
    message: err?.message,
    code: err?.code,
    extendedCode: err?.extendedCode,
    rawCode: err?.rawCode,
    statementIndex: err?.statementIndex,
    cause: (err?.cause as Error | undefined)?.constructor?.name,
  };
}

export async function outcome(p: Promise<unknown>) {
  try {
    const v = await p;
    if (Array.isArray(v)) return { ok: v.map((x) => (isResultSet(x) ? snapshot(x) : plain(x))) };
    return { ok: isResultSet(v) ? snapshot(v) : plain(v) };
  } catch (e) {
    return { err: errorShape(e) };
  }
}

export function isResultSet(v: unknown): v is ResultSet {
  return v !== null && typeof v === 'object' && 'rows' in v && 'columns' in v && 'rowsAffected' in v;
}

/** Runs `op` on both clients, in turn, and expects identical outcomes; returns the fast one. */
export async function same(clients: { stock: Client; fast: Client }, op: (c: Client) => Promise<unknown>) {
  const a = await outcome(op(clients.stock));
  const b = await outcome(op(clients.fast));
  expect(b).toEqual(a);
  return b;
}

export const SCHEMA = `CREATE TABLE vals (
  id INTEGER PRIMARY KEY,
  label TEXT NOT NULL UNIQUE,
  n INTEGER,
  f REAL,
  t TEXT,
  b BLOB,
  flag INTEGER,
  at INTEGER,
  anything
)`;
