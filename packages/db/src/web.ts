import { type Client, createClient } from '@libsql/client/web';

/**
 * Workers: Turso over HTTP. Foreign keys: sqld (libSQL server) runs every
 * connection with `foreign_keys` on by default, and over HTTP a PRAGMA would
 * only hold for the one request's stream anyway, so nothing is set here;
 * migrate() fails start-up if the server ever answers `PRAGMA foreign_keys` with 0.
 */
export function openWebClient(url: string, authToken?: string): Client {
  return createClient({ url, authToken });
}
