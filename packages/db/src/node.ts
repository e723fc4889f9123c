import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { createFastFileClient, parseFileUrl } from './fast-file-client';

/**
 * Node: a local libSQL file (WAL on) or a remote Turso URL.
 *
 * `file:` URLs get the fast client (fast-file-client.ts: one connection over
 * the `libsql` package with cached prepared statements, ~10x cheaper per
 * query). `LIBSQL_DRIVER=client` restores @libsql/client's own local driver
 * (for comparison, or as a fallback). Remote URLs always use @libsql/client.
 */
export async function openNodeClient(url: string, authToken?: string): Promise<Client> {
  const isFile = url.startsWith('file:');
  if (isFile) {
    const { path, memory } = parseFileUrl(url);
    if (!memory && path) mkdirSync(dirname(path), { recursive: true });
    // Applies journal_mode=WAL, synchronous=NORMAL, busy_timeout=5000 and foreign_keys=ON itself.
    if (process.env.LIBSQL_DRIVER !== 'client') return createFastFileClient(url);
  }
  const client = createClient({ url, authToken });
  if (isFile) {
    // 1k autocommit inserts: ~4 s without WAL, ~74 ms with (STACK-NOTES).
    // (Per connection but the first, only journal_mode sticks: the stock pool
    // opens more connections under concurrency without these settings.)
    await client.execute('PRAGMA journal_mode=WAL');
    await client.execute('PRAGMA synchronous=NORMAL');
    await client.execute('PRAGMA busy_timeout=5000');
  }
  // libSQL's default (also on Turso/sqld), stated so the schema's keys hold whatever the build's default.
  // Only this connection sees it; migrate() checks it. (The stock pool's later connections rely on the default.)
  await client.execute('PRAGMA foreign_keys=ON');
  return client;
}
