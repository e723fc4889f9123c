import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Google's OAuth 2.0 (authorization code, offline access) and Calendar API v3, in memory, on one
 * origin: the consent page GET /o/oauth2/v2/auth ("Allow"/"Deny" redirect back with code+state or error), POST /token
 * (client id and secret in the form; authorization_code and refresh_token grants; a refresh answers no new refresh
 * token, as Google does), POST /revoke (ends the grant: its access and refresh tokens), GET
 * /calendar/v3/users/me/calendarList, GET/POST /calendar/v3/calendars/{id}/events (singleEvents, showDeleted,
 * timeMin, pageToken, syncToken: changes since, 410 Gone for a token made stale by `expireSyncTokens`), GET/PUT/PATCH/
 * DELETE .../events/{eventId} (client-chosen ids; 409 for an id that exists, deleted ones too), POST
 * .../events/watch (a push channel: id, token and HTTPS address kept in `channels`, expiring after `channelLifetimeMs`
 * from `now()`) and POST /calendar/v3/channels/stop (404 for an unknown channel), with `notification(channelId)` the
 * headers Google would post for a change. Test controls:
 * `addEvent`, `failNext` (the next API call answers that status), and over HTTP POST /_fake/events (seed a busy
 * event) and GET /_fake/events?calendarId= (what a calendar holds) for the browser tests. Used by the API tests
 * (packages/api/test/support/google-fake.ts) and, as a process, by the browser tests (payments-server.ts).
 */
export const GOOGLE_TEST_CLIENT = {
  id: 'google_client_kairos_test.apps.googleusercontent.com',
  secret: 'google_secret_kairos_test',
};
export const GOOGLE_TEST_ACCOUNT = 'owner@gmail.example';
export const GOOGLE_TEST_CALENDARS = [
  { id: GOOGLE_TEST_ACCOUNT, summary: GOOGLE_TEST_ACCOUNT, primary: true, accessRole: 'owner' },
  { id: 'family@group.calendar.google.example', summary: 'Family', accessRole: 'reader' },
  { id: 'work@group.calendar.google.example', summary: 'Work', accessRole: 'writer' },
];

export interface FakeEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  transparency?: 'opaque' | 'transparent';
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string> };
  /** The change counter when it last changed (sync tokens are "changes after n"). */
  seq: number;
}

export interface FakeChannel {
  id: string;
  calendarId: string;
  token: string;
  address: string;
  resourceId: string;
  expiration: number;
  /** Messages sent so far (X-Goog-Message-Number). */
  messages: number;
}

export interface GoogleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startGoogleFake(options: { port?: number; unref?: boolean } = {}) {
  const requests: GoogleRequest[] = [];
  const calendars = new Map<string, Map<string, FakeEvent>>(GOOGLE_TEST_CALENDARS.map((c) => [c.id, new Map()]));
  const codes = new Map<string, string>(); // code → redirect_uri
  const access = new Map<string, string>(); // access token → grant
  const refresh = new Map<string, string>(); // refresh token → grant
  let seq = 1;
  /** Sync tokens below this are stale (410). */
  let oldestToken = 0;
  const channels = new Map<string, FakeChannel>();
  const fake = {
    url: '',
    requests,
    calendars,
    channels,
    /** The fake's clock for channel expiry (tests with a fake server clock set it to that). */
    now: () => Date.now(),
    /** How long a channel lives (Google: up to a week for events). */
    channelLifetimeMs: 7 * 86_400_000,
    /** The headers Google posts on a change to the channel's calendar ('sync' for the first message on a channel). */
    notification: (channelId: string, state: 'sync' | 'exists' | 'not_exists' = 'exists'): Record<string, string> => {
      const ch = channels.get(channelId);
      if (!ch) throw new Error(`no channel ${channelId}`);
      return {
        'x-goog-channel-id': ch.id,
        'x-goog-channel-token': ch.token,
        'x-goog-channel-expiration': new Date(ch.expiration).toUTCString(),
        'x-goog-resource-id': ch.resourceId,
        'x-goog-resource-state': state,
        'x-goog-message-number': String(ch.messages++),
      };
    },
    /** The next Calendar API call answers this status (429, 500...) instead. */
    failNext: 0,
    /** Every following Calendar API call answers this status, until set back to 0. */
    failAll: 0,
    /** What the consent page's "Allow" link does, for tests without a browser: the redirect back to the app. */
    allow: async (authorizeUrl: string): Promise<string> => {
      const u = new URL(authorizeUrl);
      const res = await fetch(`${fake.url}/o/oauth2/v2/auth/allow${u.search}`, { redirect: 'manual' });
      return res.headers.get('location') ?? '';
    },
    /** A busy (or other) event made by the owner in Google. */
    addEvent: (calendarId: string, e: Partial<FakeEvent> & Pick<FakeEvent, 'start' | 'end'>): FakeEvent => {
      const ev: FakeEvent = { id: token('ev').replace(/_/g, ''), status: 'confirmed', summary: 'Private', ...e, seq: seq++ };
      calendarOf(calendarId).set(ev.id, ev);
      return ev;
    },
    /** Changes an event as the owner would in Google (moved, deleted: status cancelled). */
    change: (calendarId: string, id: string, patch: Partial<FakeEvent>) => {
      const ev = calendarOf(calendarId).get(id);
      if (!ev) throw new Error(`no event ${id}`);
      Object.assign(ev, patch, { seq: seq++ });
    },
    /** The live (not deleted) events of a calendar. */
    live: (calendarId: string) => [...calendarOf(calendarId).values()].filter((e) => e.status !== 'cancelled'),
    /** Makes every sync token given so far stale: the next incremental list answers 410 Gone. */
    expireSyncTokens: () => {
      oldestToken = seq;
    },
    reset: () => {
      for (const c of calendars.values()) c.clear();
      channels.clear();
      fake.now = () => Date.now();
      fake.channelLifetimeMs = 7 * 86_400_000;
      requests.length = 0;
      fake.failNext = 0;
      fake.failAll = 0;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  function calendarOf(id: string) {
    let c = calendars.get(id);
    if (!c) {
      c = new Map();
      calendars.set(id, c);
    }
    return c;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => send(res, 500, { error: { code: 500, message: String(e) } }));
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', r));
  if (options.unref) server.unref();
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', fake.url);
    const raw = await read(req);
    const body = parse(raw, req.headers['content-type'] ?? '');
    const p = url.pathname;
    const method = req.method ?? 'GET';
    requests.push({ method, path: p, query: Object.fromEntries(url.searchParams), body });
    if (p === '/healthz') return send(res, 200, { ok: true });
    if (p === '/_fake/events' && method === 'POST') {
      const b = body as { calendarId?: string; start?: string; end?: string };
      const ev = fake.addEvent(b.calendarId ?? GOOGLE_TEST_ACCOUNT, { start: { dateTime: b.start }, end: { dateTime: b.end } });
      return send(res, 200, ev);
    }
    if (p === '/_fake/events' && method === 'GET')
      return send(res, 200, fake.live(url.searchParams.get('calendarId') ?? GOOGLE_TEST_ACCOUNT));
    if (method === 'GET' && p === '/o/oauth2/v2/auth') return consent(res, url);
    if (method === 'GET' && (p === '/o/oauth2/v2/auth/allow' || p === '/o/oauth2/v2/auth/deny'))
      return decide(res, url, p.endsWith('allow'));
    if (method === 'POST' && p === '/token') return tokenGrant(res, body);
    if (method === 'POST' && p === '/revoke') {
      const t = String(body.token ?? url.searchParams.get('token') ?? '');
      const grant = refresh.get(t) ?? access.get(t);
      if (!grant) return send(res, 400, { error: 'invalid_token' });
      for (const m of [access, refresh]) for (const [k, g] of m) if (g === grant) m.delete(k);
      return send(res, 200, {});
    }
    if (!p.startsWith('/calendar/v3/')) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
    if (!access.has((req.headers.authorization ?? '').replace(/^Bearer /, '')))
      return send(res, 401, { error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError' }] } });
    if (fake.failAll || fake.failNext) {
      const status = fake.failAll || fake.failNext;
      fake.failNext = 0;
      const reason = status === 429 ? 'rateLimitExceeded' : 'backendError';
      return send(res, status, { error: { code: status, message: reason, errors: [{ reason }] } });
    }
    if (method === 'GET' && p === '/calendar/v3/users/me/calendarList')
      return send(res, 200, { kind: 'calendar#calendarList', items: GOOGLE_TEST_CALENDARS });
    if (method === 'POST' && p === '/calendar/v3/channels/stop') {
      const ch = channels.get(String(body.id ?? ''));
      if (!ch || ch.resourceId !== body.resourceId) return send(res, 404, { error: { code: 404, message: 'Channel not found' } });
      channels.delete(ch.id);
      return send(res, 204);
    }
    const watch = /^\/calendar\/v3\/calendars\/([^/]+)\/events\/watch$/.exec(p);
    if (watch && method === 'POST') {
      const calendarId = decodeURIComponent(watch[1] ?? '');
      if (!calendars.has(calendarId)) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
      const address = String(body.address ?? '');
      if (body.type !== 'web_hook' || !address.startsWith('https://') || !body.id)
        return send(res, 400, {
          error: { code: 400, message: 'Invalid channel', errors: [{ reason: 'push.webhookUrlNotHttps' }] },
        });
      if (channels.has(String(body.id)))
        return send(res, 400, {
          error: { code: 400, message: 'Channel id not unique', errors: [{ reason: 'channelIdNotUnique' }] },
        });
      const ch: FakeChannel = {
        id: String(body.id),
        calendarId,
        token: String(body.token ?? ''),
        address,
        resourceId: token('res'),
        expiration: fake.now() + fake.channelLifetimeMs,
        messages: 1,
      };
      channels.set(ch.id, ch);
      return send(res, 200, {
        kind: 'api#channel',
        id: ch.id,
        resourceId: ch.resourceId,
        resourceUri: `${fake.url}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`,
        token: ch.token,
        expiration: String(ch.expiration),
      });
    }
    const list = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(p);
    if (list) {
      const cal = calendars.get(decodeURIComponent(list[1] ?? ''));
      if (!cal) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
      if (method === 'GET') return listEvents(res, cal, url);
      if (method === 'POST') {
        const id = String(body.id ?? token('ev').replace(/_/g, ''));
        if (cal.has(id))
          return send(res, 409, {
            error: { code: 409, message: 'The requested identifier already exists.', errors: [{ reason: 'duplicate' }] },
          });
        const ev = { ...(body as unknown as FakeEvent), id, status: 'confirmed' as const, seq: seq++ };
        cal.set(id, ev);
        return send(res, 200, ev);
      }
    }
    const one = /^\/calendar\/v3\/calendars\/([^/]+)\/events\/([^/]+)$/.exec(p);
    if (one) {
      const cal = calendars.get(decodeURIComponent(one[1] ?? ''));
      const id = decodeURIComponent(one[2] ?? '');
      const ev = cal?.get(id);
      if (!cal || !ev) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
      if (method === 'GET') return send(res, 200, ev);
      if (method === 'DELETE') {
        if (ev.status === 'cancelled') return send(res, 410, { error: { code: 410, message: 'Resource has been deleted' } });
        Object.assign(ev, { status: 'cancelled', seq: seq++ });
        return send(res, 204);
      }
      if (method === 'PUT') {
        cal.set(id, {
          ...(body as unknown as FakeEvent),
          id,
          status: (body.status as FakeEvent['status']) ?? 'confirmed',
          seq: seq++,
        });
        return send(res, 200, cal.get(id));
      }
      if (method === 'PATCH') {
        if (ev.status === 'cancelled') return send(res, 410, { error: { code: 410, message: 'Resource has been deleted' } });
        Object.assign(ev, body, { id, seq: seq++ });
        return send(res, 200, ev);
      }
    }
    return send(res, 404, { error: { code: 404, message: 'Not Found' } });
  }

  function listEvents(res: ServerResponse, cal: Map<string, FakeEvent>, url: URL) {
    const syncToken = url.searchParams.get('syncToken');
    const offset = Number(url.searchParams.get('pageToken') ?? 0);
    const max = Math.min(2500, Number(url.searchParams.get('maxResults') ?? 250));
    let all: FakeEvent[];
    if (syncToken) {
      const since = Number(syncToken.replace(/^st_/, ''));
      if (!Number.isFinite(since) || since < oldestToken)
        return send(res, 410, {
          error: {
            code: 410,
            message: 'Sync token is no longer valid, a full sync is required.',
            errors: [{ reason: 'fullSyncRequired' }],
          },
        });
      all = [...cal.values()].filter((e) => e.seq >= since);
    } else {
      const timeMin = Date.parse(url.searchParams.get('timeMin') ?? '') || 0;
      const endOf = (e: FakeEvent) => Date.parse(e.end.dateTime ?? `${e.end.date}T00:00:00Z`);
      all = [...cal.values()].filter((e) => e.status !== 'cancelled' && endOf(e) > timeMin);
    }
    all.sort((a, b) => a.seq - b.seq);
    const page = all.slice(offset, offset + max);
    const more = offset + max < all.length;
    return send(res, 200, {
      kind: 'calendar#events',
      items: page.map(({ seq: _seq, ...e }) => e),
      ...(more ? { nextPageToken: String(offset + max) } : { nextSyncToken: `st_${seq}` }),
    });
  }

  function consent(res: ServerResponse, url: URL) {
    if (url.searchParams.get('client_id') !== GOOGLE_TEST_CLIENT.id) return html(res, '<h1>Error 401: invalid_client</h1>', 400);
    const q = url.search;
    return html(
      res,
      `<main style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:1rem">
<h1>Google (fake)</h1><p>Kairos wants to see your calendar list and edit events in your calendars (${GOOGLE_TEST_ACCOUNT}).</p>
<p><a id="allow" href="/o/oauth2/v2/auth/allow${esc(q)}" style="padding:.5rem 1rem;background:#1a73e8;color:#fff">Allow</a>
<a id="deny" href="/o/oauth2/v2/auth/deny${esc(q)}" style="margin-left:1rem">Cancel</a></p></main>`,
    );
  }

  function decide(res: ServerResponse, url: URL, allowed: boolean) {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const back = new URL(redirect);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if (allowed) {
      const code = token('4/0code');
      codes.set(code, redirect);
      back.searchParams.set('code', code);
    } else back.searchParams.set('error', 'access_denied');
    res.writeHead(302, { location: back.toString() }).end();
  }

  function tokenGrant(res: ServerResponse, body: Record<string, unknown>) {
    if (body.client_id !== GOOGLE_TEST_CLIENT.id || body.client_secret !== GOOGLE_TEST_CLIENT.secret)
      return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    const a = token('ya29');
    if (body.grant_type === 'authorization_code') {
      const code = String(body.code ?? '');
      if (codes.get(code) !== body.redirect_uri)
        return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      codes.delete(code);
      const grant = token('grant');
      const r = token('1//refresh');
      access.set(a, grant);
      refresh.set(r, grant);
      return send(res, 200, {
        access_token: a,
        expires_in: 3599,
        refresh_token: r,
        scope: String(body.scope ?? ''),
        token_type: 'Bearer',
      });
    }
    if (body.grant_type === 'refresh_token') {
      const grant = refresh.get(String(body.refresh_token ?? ''));
      if (!grant) return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      access.set(a, grant);
      return send(res, 200, { access_token: a, expires_in: 3599, token_type: 'Bearer' });
    }
    return send(res, 400, { error: 'unsupported_grant_type' });
  }
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
