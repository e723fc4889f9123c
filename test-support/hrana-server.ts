/**
 * A small Hrana-over-HTTP server (protocol v2, JSON) over the `libsql` package, so
 * that `@libsql/client/web` — the Workers entry's database client — can be run
 * against a real SQLite database in tests. TEST HARNESS ONLY: one connection,
 * requests are executed one at a time, no TLS, no JWT verification beyond an
 * optional shared token.
 *
 * What the client sends (read from @libsql/hrana-client 0.10 `http/stream.js`):
 * `POST /v2/pipeline` with `{ baton?, requests: [...] }`, one request per queued
 * stream operation: `execute` {stmt}, `batch` {batch: {steps: [{condition?, stmt}]}},
 * `sequence` {sql | sql_id}, `describe` {sql | sql_id}, `store_sql` {sql_id, sql},
 * `close_sql` {sql_id}, `get_autocommit`, `close`. A stmt is `{sql | sql_id, args,
 * named_args, want_rows}`; values are `{type:'null'}`, `{type:'integer', value:'123'}`
 * (a decimal string), `{type:'float', value: 1.5}` (JS numbers, Dates as epoch ms),
 * `{type:'text', value}`, `{type:'blob', base64}`. The answer is `{ baton, base_url,
 * results: [{type:'ok', response:{type, result?}} | {type:'error', error:{message, code}}] }`.
 *
 * Streams and batons: a pipeline without a baton opens a stream; the answer's baton
 * must be echoed to continue it (a new baton each time, as sqld does) and `close`
 * ends it. @libsql/client opens, runs and closes a stream in one request for
 * `execute`/`batch`, and keeps one open across requests for `transaction()`.
 * Because there is a single SQLite connection, a stream that leaves a transaction
 * open owns the connection until it commits, rolls back, closes or idles out
 * (then it is rolled back); other streams' requests wait their turn meanwhile.
 *
 * This file: streams, batons, the connection's owner, HTTP. `hrana/protocol.ts`:
 * the JSON shapes and value/error encoding. `hrana/sql.ts`: running requests on SQLite.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'libsql';
import { protoError, type StreamRequest } from './hrana/protocol';
import { type SqliteDb, sqlRunner } from './hrana/sql';

export interface HranaServerOptions {
  /** SQLite path; default an in-memory database. */
  path?: string;
  /** When set, requests must carry `Authorization: Bearer <authToken>`. */
  authToken?: string;
  /** Default 127.0.0.1, port 0 (ephemeral). */
  host?: string;
  port?: number;
  /** An idle stream is closed after this long; an open transaction in it is rolled back. Default 10 s. */
  streamIdleMs?: number;
  /** Logs every pipeline to stderr. */
  debug?: boolean;
}

export interface HranaServer {
  /** `http://127.0.0.1:<port>`: the DATABASE_URL for @libsql/client/web. */
  url: string;
  port: number;
  /** The same connection the server uses, for seeding and assertions in tests (synchronous). */
  db: SqliteDb;
  /** Pipelines served so far. */
  readonly pipelines: number;
  close(): Promise<void>;
}

interface Stream {
  id: number;
  baton: string;
  sqls: Map<number, string>;
  timer?: NodeJS.Timeout;
}

export async function startHranaServer(options: HranaServerOptions = {}): Promise<HranaServer> {
  const db = new Database(options.path ?? ':memory:');
  if (options.path && options.path !== ':memory:') db.exec('PRAGMA journal_mode=WAL');
  const idleMs = options.streamIdleMs ?? 10_000;
  const { handle } = sqlRunner(db);

  const streams = new Map<string, Stream>();
  let nextStreamId = 1;
  let pipelines = 0;
  /** The stream whose open transaction holds the connection. */
  let owner: Stream | null = null;
  let waiters: (() => void)[] = [];

  const newBaton = (s: Stream) => {
    streams.delete(s.baton);
    s.baton = `${s.id}.${randomBytes(12).toString('base64url')}`;
    streams.set(s.baton, s);
    clearTimeout(s.timer);
    s.timer = setTimeout(() => closeStream(s, 'idle'), idleMs);
    s.timer.unref();
    return s.baton;
  };

  function closeStream(s: Stream, why: 'closed' | 'idle') {
    streams.delete(s.baton);
    clearTimeout(s.timer);
    if (owner === s) {
      if (db.inTransaction) {
        if (why === 'idle') console.warn(`[hrana] stream ${s.id} idled out inside a transaction; rolling back`);
        db.exec('ROLLBACK');
      }
      release();
    }
  }

  function release() {
    owner = null;
    const wake = waiters;
    waiters = [];
    for (const w of wake) w();
  }

  async function acquire(s: Stream) {
    while (owner && owner !== s) await new Promise<void>((resolve) => waiters.push(resolve));
  }

  async function pipeline(body: { baton?: string | null; requests?: StreamRequest[] }) {
    let s: Stream;
    if (body.baton) {
      const found = streams.get(body.baton);
      if (!found) throw new HttpError(400, 'Invalid or expired baton');
      s = found;
    } else {
      s = { id: nextStreamId++, baton: '', sqls: new Map() };
    }
    if (!Array.isArray(body.requests)) throw new HttpError(400, 'requests must be an array');
    // Checked again right before running, with no await in between: two new streams can both see no
    // owner, and the first to resume may BEGIN; the second must then wait instead of running inside it.
    do await acquire(s);
    while (owner && owner !== s);
    pipelines++;
    let closed = false;
    const results = body.requests.map((r) => {
      if (closed) return { type: 'error', error: { message: 'Stream is closed', code: 'STREAM_CLOSED' } };
      try {
        const response = handle(s.sqls, r);
        if (r.type === 'close') closed = true;
        return { type: 'ok', response };
      } catch (e) {
        return { type: 'error', error: protoError(e) };
      }
    });
    if (db.inTransaction) owner = s;
    else if (owner === s) release();
    if (closed) closeStream(s, 'closed');
    const baton = closed ? null : newBaton(s);
    if (options.debug)
      console.error('[hrana]', s.id, JSON.stringify(body.requests).slice(0, 300), '->', JSON.stringify(results).slice(0, 300));
    return { baton, base_url: null, results };
  }

  const server = createServer((req, res) => {
    void route(req, res).catch((e) => {
      const status = e instanceof HttpError ? e.status : 500;
      if (!(e instanceof HttpError)) console.error('[hrana]', e);
      send(res, status, String((e as Error).message ?? e), 'text/plain');
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (options.authToken && req.headers.authorization !== `Bearer ${options.authToken}`) {
      throw new HttpError(401, 'Unauthorized');
    }
    if (req.method === 'GET' && (path === '/' || path === '/health' || path === '/v2')) return send(res, 200, '', 'text/plain');
    if (req.method === 'POST' && path === '/v2/pipeline') {
      const raw = await readBody(req);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new HttpError(400, 'Body is not JSON');
      }
      return send(res, 200, JSON.stringify(await pipeline(body as Parameters<typeof pipeline>[0])), 'application/json');
    }
    // v3 (cursors, protobuf) is not implemented: the client's version probe falls back to v2.
    throw new HttpError(404, 'Not found');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    db,
    get pipelines() {
      return pipelines;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of [...streams.values()]) closeStream(s, 'closed');
      db.close();
    },
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: string, type: string) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
