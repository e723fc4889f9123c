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
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'libsql';

type SqliteDb = InstanceType<typeof Database>;
type Statement = ReturnType<SqliteDb['prepare']>;

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

// ---- protocol types (JSON encoding) ----
type ProtoValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
interface ProtoStmt {
  sql?: string;
  sql_id?: number;
  args?: ProtoValue[];
  named_args?: { name: string; value: ProtoValue }[];
  want_rows?: boolean;
}
type BatchCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and' | 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };
type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: ProtoStmt }
  | { type: 'batch'; batch: { steps: { condition?: BatchCond | null; stmt: ProtoStmt }[] } }
  | { type: 'sequence' | 'describe'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };
interface ProtoError {
  message: string;
  code: string;
}
interface StmtResult {
  cols: { name: string | null; decltype: string | null }[];
  rows: ProtoValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

interface Stream {
  id: number;
  baton: string;
  sqls: Map<number, string>;
  timer?: NodeJS.Timeout;
}

const READ_ONLY = /^\s*(select|values|explain)\b/i;

export async function startHranaServer(options: HranaServerOptions = {}): Promise<HranaServer> {
  const db = new Database(options.path ?? ':memory:');
  if (options.path && options.path !== ':memory:') db.exec('PRAGMA journal_mode=WAL');
  const idleMs = options.streamIdleMs ?? 10_000;

  const statements = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    let stmt = statements.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (statements.size >= 500) statements.delete(statements.keys().next().value as string);
      statements.set(sql, stmt);
    }
    return stmt;
  };

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

  function sqlOf(s: Stream, r: { sql?: string | null; sql_id?: number | null }): string {
    if (typeof r.sql === 'string') return r.sql;
    if (typeof r.sql_id === 'number') {
      const sql = s.sqls.get(r.sql_id);
      if (sql === undefined) throw new HranaError(`SQL text ${r.sql_id} not found`, 'SQL_NOT_FOUND');
      return sql;
    }
    throw new HranaError('Statement has neither sql nor sql_id', 'SQL_NO_STATEMENT');
  }

  function execute(s: Stream, stmt: ProtoStmt): StmtResult {
    const sql = sqlOf(s, stmt);
    const prepared = prepare(sql);
    const named = stmt.named_args ?? [];
    let params: unknown[] | Record<string, unknown> = (stmt.args ?? []).map(decodeValue);
    if (named.length > 0) {
      if ((params as unknown[]).length > 0)
        throw new HranaError('Mixing positional and named arguments is not supported here', 'ARGS_INVALID');
      params = Object.fromEntries(named.map((a) => [a.name.replace(/^[:@$]/, ''), decodeValue(a.value)]));
    }
    const readOnly = READ_ONLY.test(sql);
    if (prepared.reader) {
      // Always pass the parameters as ONE array/object: libsql treats a lone
      // object argument (a Uint8Array, null) as the named-parameter map.
      const rows = prepared.raw(true).safeIntegers(true).all(params) as unknown[][];
      const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null }));
      const write = readOnly ? null : changes();
      return {
        cols,
        rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encodeValue)),
        affected_row_count: write?.changes ?? 0,
        last_insert_rowid: write?.rowid ?? null,
      };
    }
    const info = prepared.run(params);
    return {
      cols: [],
      rows: [],
      affected_row_count: Number(info.changes),
      last_insert_rowid: readOnly ? null : String(info.lastInsertRowid),
    };
  }

  let changesStmt: Statement | undefined;
  function changes(): { changes: number; rowid: string } {
    changesStmt ??= db.prepare('SELECT changes(), last_insert_rowid()').raw(true).safeIntegers(true);
    const [row] = changesStmt.all([]) as [[bigint, bigint]];
    return { changes: Number(row[0]), rowid: String(row[1]) };
  }

  function batch(s: Stream, steps: { condition?: BatchCond | null; stmt: ProtoStmt }[]) {
    const results: (StmtResult | null)[] = [];
    const errors: (ProtoError | null)[] = [];
    const holds = (c: BatchCond): boolean => {
      switch (c.type) {
        case 'ok':
          return results[c.step] != null;
        case 'error':
          return errors[c.step] != null;
        case 'not':
          return !holds(c.cond);
        case 'and':
          return c.conds.every(holds);
        case 'or':
          return c.conds.some(holds);
        case 'is_autocommit':
          return !db.inTransaction;
        default:
          throw new HranaError(`Unknown batch condition ${(c as { type: string }).type}`, 'PROTOCOL');
      }
    };
    steps.forEach((step, i) => {
      results[i] = null;
      errors[i] = null;
      if (step.condition && !holds(step.condition)) return;
      try {
        results[i] = execute(s, step.stmt);
      } catch (e) {
        errors[i] = protoError(e);
      }
    });
    return { step_results: results, step_errors: errors };
  }

  function handle(s: Stream, r: StreamRequest): Record<string, unknown> {
    switch (r.type) {
      case 'execute':
        return { type: 'execute', result: execute(s, r.stmt) };
      case 'batch':
        return { type: 'batch', result: batch(s, r.batch.steps) };
      case 'sequence':
        db.exec(sqlOf(s, r));
        return { type: 'sequence' };
      case 'describe': {
        const sql = sqlOf(s, r);
        const prepared = prepare(sql);
        return {
          type: 'describe',
          result: {
            // libsql does not expose parameter names; good enough for a harness.
            params: [],
            cols: prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null })) : [],
            is_explain: /^\s*explain\b/i.test(sql),
            is_readonly: READ_ONLY.test(sql),
          },
        };
      }
      case 'store_sql':
        s.sqls.set(r.sql_id, r.sql);
        return { type: 'store_sql' };
      case 'close_sql':
        s.sqls.delete(r.sql_id);
        return { type: 'close_sql' };
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !db.inTransaction };
      case 'close':
        return { type: 'close' };
      default:
        throw new HranaError(`Unknown request type ${(r as { type: string }).type}`, 'PROTOCOL');
    }
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
    await acquire(s);
    pipelines++;
    let closed = false;
    const results = body.requests.map((r) => {
      if (closed) return { type: 'error', error: { message: 'Stream is closed', code: 'STREAM_CLOSED' } };
      try {
        const response = handle(s, r);
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

function decodeValue(v: ProtoValue): unknown {
  switch (v?.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(v.value);
    case 'float':
      return Number(v.value);
    case 'text':
      return v.value;
    case 'blob':
      return Buffer.from(v.base64, 'base64');
    default:
      throw new HranaError(`Unknown value type ${(v as { type?: string })?.type}`, 'PROTOCOL');
  }
}

function encodeValue(v: unknown): ProtoValue {
  if (v === null || v === undefined) return { type: 'null' };
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  if (v instanceof Uint8Array)
    return { type: 'blob', base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
  if (v instanceof ArrayBuffer) return { type: 'blob', base64: Buffer.from(v).toString('base64') };
  throw new HranaError(`Cannot encode ${typeof v}`, 'PROTOCOL');
}

/** sqld's shape: `SQLite error: <message>` with the SQLite (extended) error name as code. */
function protoError(e: unknown): ProtoError {
  if (e instanceof HranaError) return { message: e.message, code: e.code };
  const err = e as { message?: string; code?: string };
  return {
    message: `SQLite error: ${err?.message ?? String(e)}`,
    code: typeof err?.code === 'string' ? err.code : 'SQLITE_ERROR',
  };
}
