import { type Client, createClient } from '@libsql/client/web';

/**
 * Workers: Turso over HTTP. Foreign keys: sqld (libSQL server) runs every
 * connection with `foreign_keys` on by default, and over HTTP a PRAGMA would
 * only hold for the one request's stream anyway, so nothing is set here;
 * migrate() fails start-up if the server ever answers `PRAGMA foreign_keys` with 0.
 *
 * `concurrency`: the client queues calls beyond its limit (default 20) and starts a queued one when
 * another finishes. The client is shared by every request of the isolate, so that start would happen
 * in ANOTHER request's context, which workerd refuses ("the Worker's code had hung"): with more than
 * 20 database calls in flight (e.g. a burst of bookings, booking-races.test.ts) requests were
 * cancelled. Workers already cap each request's own connections, so the client does not queue.
 */
export function openWebClient(url: string, authToken?: string): Client {
  return createClient({ url, authToken, concurrency: 1_000_000 });
}
