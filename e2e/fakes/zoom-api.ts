import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { html, listen, oauthServer, readRequest, send } from './oauth-fake';

/**
 * A local fake of Zoom's OAuth 2.0 (authorization code) and REST API v2, in memory: the consent page
 * (GET /oauth/authorize, "Allow" / "Deny" redirect back with code+state or error), POST /oauth/token (Basic
 * client auth; authorization_code and refresh_token grants; refresh tokens rotate), POST /oauth/revoke,
 * GET /v2/users/me, POST /v2/users/me/meetings, PATCH/DELETE /v2/meetings/{id}. Used by the API tests
 * (packages/api/test/support/zoom-fake.ts) and, as a process, by the browser tests and `npm run start:fakes`. The
 * OAuth part is the shared server in oauth-fake.ts.
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

export async function startZoomFake(options: { port?: number; unref?: boolean } = {}) {
  const requests: ZoomRequest[] = [];
  const meetings = new Map<number, FakeMeeting>();
  let nextMeeting = 85_000_000_001;
  const oauth = oauthServer({
    client: ZOOM_TEST_CLIENT,
    paths: { authorize: '/oauth/authorize', token: '/oauth/token', revoke: '/oauth/revoke' },
    clientAuth: 'basic',
    prefixes: { code: 'code', access: 'eyJzm', refresh: 'eyJzr' },
    consent: {
      brand: 'Zoom',
      text: () => `Kairos would like to schedule meetings for ${fake.user.email}.`,
      color: '#0b5cff',
      deny: 'Decline',
      invalidClient: '<h1>Invalid client_id</h1>',
    },
    newGrant: () => fake.user.id,
    tokenType: 'bearer',
    scope: () => 'meeting:write user:read',
    rotateRefresh: true,
    errors: {
      invalidClient: { reason: 'Invalid client_id or client_secret', error: 'invalid_client' },
      badCode: { reason: 'Invalid authorization code', error: 'invalid_request' },
      badRefresh: { reason: 'Invalid Token!', error: 'invalid_request' },
      unsupportedGrant: { reason: 'Unsupported grant type', error: 'unsupported_grant_type' },
    },
    revoke: { scope: 'token', authenticate: true, ok: { status: 'success' } },
    beforeToken: (res) => {
      if (!fake.failNext) return false;
      const status = fake.failNext;
      fake.failNext = 0;
      send(res, status, { reason: 'Internal Error', error: 'server_error' });
      return true;
    },
  });
  const fake = {
    url: '',
    requests,
    meetings,
    user: { id: 'zU5er_0001', email: 'owner@zoom.example' },
    /** The next token request fails with this status (a test of Zoom being down). */
    failNext: 0,
    /** What the consent page's "Allow" link does, for tests without a browser: the redirect back to the app. */
    allow: (authorizeUrl: string): Promise<string> => oauth.allow(fake.url, authorizeUrl),
    close: (): Promise<void> => server.close(),
  };

  const server = await listen(options, handle, (e) => ({ message: String(e) }));
  fake.url = server.url;
  return fake;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { url, body } = await readRequest(req, fake.url);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const p = url.pathname;
    if (p === '/healthz') return send(res, 200, { ok: true });
    if (oauth.handle(req, res, url, body)) return;
    const user = oauth.subject(req);
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
}

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
