import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Zoom's OAuth 2.0 (authorization code) and REST API v2, in memory: the consent page
 * (GET /oauth/authorize, "Allow" / "Deny" redirect back with code+state or error), POST /oauth/token (Basic
 * client auth; authorization_code and refresh_token grants; refresh tokens rotate), POST /oauth/revoke,
 * GET /v2/users/me, POST /v2/users/me/meetings, PATCH/DELETE /v2/meetings/{id}. Used by the API tests
 * (packages/api/test/support/zoom-fake.ts) and, as a process, by the browser tests and `npm run start:fakes`.
 */
export const ZOOM_TEST_CLIENT = { id: 'zoom_client_kairos_test', secret: 'zoom_secret_kairos_test' };

export interface FakeMeeting {
  id: number;
  topic: string;
  start_time: string;
  duration: number;
  timezone: string;
  join_url: string;
  owner: string;
}

export interface ZoomRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startZoomFake(options: { port?: number; unref?: boolean } = {}) {
  const requests: ZoomRequest[] = [];
  const meetings = new Map<number, FakeMeeting>();
  const codes = new Map<string, string>(); // code → redirect_uri
  const access = new Map<string, string>(); // access token → user id
  const refresh = new Map<string, string>(); // refresh token → user id
  let nextMeeting = 85_000_000_001;
  const fake = {
    url: '',
    requests,
    meetings,
    user: { id: 'zU5er_0001', email: 'owner@zoom.example' },
    /** The next token request fails with this status (a test of Zoom being down). */
    failNext: 0,
    /** What the consent page's "Allow" link does, for tests without a browser: the redirect back to the app. */
    allow: async (authorizeUrl: string): Promise<string> => {
      const u = new URL(authorizeUrl);
      const res = await fetch(`${fake.url}/oauth/authorize/allow${u.search}`, { redirect: 'manual' });
      return res.headers.get('location') ?? '';
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => send(res, 500, { message: String(e) }));
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', r));
  if (options.unref) server.unref();
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', fake.url);
    const raw = await read(req);
    const body = parse(raw, req.headers['content-type'] ?? '');
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const p = url.pathname;
    if (p === '/healthz') return send(res, 200, { ok: true });
    if (req.method === 'GET' && p === '/oauth/authorize') return consent(res, url);
    if (req.method === 'GET' && (p === '/oauth/authorize/allow' || p === '/oauth/authorize/deny'))
      return decide(res, url, p.endsWith('allow'));
    if (req.method === 'POST' && p === '/oauth/token') return tokenGrant(req, res, body);
    if (req.method === 'POST' && p === '/oauth/revoke') {
      if (!clientOk(req)) return send(res, 401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
      const t = String(body.token ?? '');
      access.delete(t);
      refresh.delete(t);
      return send(res, 200, { status: 'success' });
    }
    const user = access.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (p.startsWith('/v2/') && !user) return send(res, 401, { code: 124, message: 'Invalid access token.' });
    if (req.method === 'GET' && p === '/v2/users/me')
      return send(res, 200, { id: fake.user.id, email: fake.user.email, first_name: 'Olena', last_name: 'Koval', type: 1 });
    if (req.method === 'POST' && p === '/v2/users/me/meetings') {
      const id = nextMeeting++;
      const m: FakeMeeting = {
        id,
        topic: String(body.topic ?? ''),
        start_time: String(body.start_time ?? ''),
        duration: Number(body.duration ?? 0),
        timezone: String(body.timezone ?? ''),
        join_url: `${fake.url}/j/${id}?pwd=${randomBytes(6).toString('hex')}`,
        owner: user as string,
      };
      meetings.set(id, m);
      return send(res, 201, { uuid: randomBytes(8).toString('base64'), host_id: user, type: 2, status: 'waiting', ...m });
    }
    const meeting = /^\/v2\/meetings\/(\d+)$/.exec(p);
    if (meeting) {
      const m = meetings.get(Number(meeting[1]));
      if (!m || m.owner !== user) return send(res, 404, { code: 3001, message: 'Meeting does not exist.' });
      if (req.method === 'PATCH') {
        Object.assign(m, pick(body, ['topic', 'start_time', 'duration', 'timezone']));
        return send(res, 204);
      }
      if (req.method === 'DELETE') {
        meetings.delete(m.id);
        return send(res, 204);
      }
      if (req.method === 'GET') return send(res, 200, m);
    }
    const join = /^\/j\/(\d+)$/.exec(p);
    if (join) return html(res, `<h1>Zoom meeting ${join[1]}</h1>`);
    return send(res, 404, { code: 404, message: 'Not found' });
  }

  function consent(res: ServerResponse, url: URL) {
    if (url.searchParams.get('client_id') !== ZOOM_TEST_CLIENT.id) return html(res, '<h1>Invalid client_id</h1>', 400);
    const q = url.search;
    return html(
      res,
      `<main style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:1rem">
<h1>Zoom (fake)</h1><p>Kairos would like to schedule meetings for ${fake.user.email}.</p>
<p><a id="allow" href="/oauth/authorize/allow${esc(q)}" style="padding:.5rem 1rem;background:#0b5cff;color:#fff">Allow</a>
<a id="deny" href="/oauth/authorize/deny${esc(q)}" style="margin-left:1rem">Decline</a></p></main>`,
    );
  }

  function decide(res: ServerResponse, url: URL, allowed: boolean) {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const back = new URL(redirect);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if (allowed) {
      const code = token('code');
      codes.set(code, redirect);
      back.searchParams.set('code', code);
    } else back.searchParams.set('error', 'access_denied');
    res.writeHead(302, { location: back.toString() }).end();
  }

  function tokenGrant(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    if (fake.failNext) {
      const status = fake.failNext;
      fake.failNext = 0;
      return send(res, status, { reason: 'Internal Error', error: 'server_error' });
    }
    if (!clientOk(req)) return send(res, 401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
    let userId: string | undefined;
    if (body.grant_type === 'authorization_code') {
      const code = String(body.code ?? '');
      if (codes.get(code) !== body.redirect_uri)
        return send(res, 400, { reason: 'Invalid authorization code', error: 'invalid_request' });
      codes.delete(code);
      userId = fake.user.id;
    } else if (body.grant_type === 'refresh_token') {
      userId = refresh.get(String(body.refresh_token ?? ''));
      if (!userId) return send(res, 400, { reason: 'Invalid Token!', error: 'invalid_request' });
      refresh.delete(String(body.refresh_token));
    } else return send(res, 400, { reason: 'Unsupported grant type', error: 'unsupported_grant_type' });
    const a = token('eyJzm');
    const r = token('eyJzr');
    access.set(a, userId);
    refresh.set(r, userId);
    return send(res, 200, {
      access_token: a,
      token_type: 'bearer',
      refresh_token: r,
      expires_in: 3599,
      scope: 'meeting:write user:read',
    });
  }
}

function clientOk(req: IncomingMessage): boolean {
  const basic = Buffer.from(`${ZOOM_TEST_CLIENT.id}:${ZOOM_TEST_CLIENT.secret}`).toString('base64');
  return req.headers.authorization === `Basic ${basic}`;
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let s = '';
    req.on('data', (c) => {
      s += c;
    });
    req.on('end', () => resolve(s));
  });
}

function parse(raw: string, type: string): Record<string, unknown> {
  if (!raw) return {};
  if (type.includes('json')) return JSON.parse(raw) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(raw));
}

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function send(res: ServerResponse, status: number, body?: object) {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function html(res: ServerResponse, body: string, status = 200) {
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><meta name="viewport" content="width=device-width">${body}`);
}
