import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Answer, eventStore, type FakeEvent, googleError } from './google-calendar-store';
import { listen, oauthServer, readRequest, send, token } from './oauth-fake';

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
 * (packages/api/test/support/google-fake.ts) and, as a process, by the browser tests (payments-server.ts). The OAuth
 * part is the shared server in oauth-fake.ts, the events and sync tokens are google-calendar-store.ts.
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

export type { FakeEvent };

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

export async function startGoogleFake(options: { port?: number; unref?: boolean } = {}) {
  const requests: GoogleRequest[] = [];
  const store = eventStore(GOOGLE_TEST_CALENDARS.map((c) => c.id));
  const channels = new Map<string, FakeChannel>();
  const oauth = oauthServer({
    client: GOOGLE_TEST_CLIENT,
    paths: { authorize: '/o/oauth2/v2/auth', token: '/token', revoke: '/revoke' },
    clientAuth: 'form',
    prefixes: { code: '4/0code', access: 'ya29', refresh: '1//refresh' },
    consent: {
      brand: 'Google',
      text: () => `Kairos wants to see your calendar list and edit events in your calendars (${GOOGLE_TEST_ACCOUNT}).`,
      color: '#1a73e8',
      deny: 'Cancel',
      invalidClient: '<h1>Error 401: invalid_client</h1>',
    },
    newGrant: () => token('grant'),
    tokenType: 'Bearer',
    scope: (body) => String(body.scope ?? ''),
    rotateRefresh: false,
    errors: {
      invalidClient: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      badCode: { error: 'invalid_grant', error_description: 'Bad Request' },
      badRefresh: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      unsupportedGrant: { error: 'unsupported_grant_type' },
    },
    revoke: { scope: 'grant', authenticate: false, ok: {}, unknown: { error: 'invalid_token' } },
  });
  const fake = {
    url: '',
    requests,
    calendars: store.calendars,
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
    allow: (authorizeUrl: string): Promise<string> => oauth.allow(fake.url, authorizeUrl),
    /** A busy (or other) event made by the owner in Google. */
    addEvent: store.add,
    /** Changes an event as the owner would in Google (moved, deleted: status cancelled). */
    change: store.change,
    /** The live (not deleted) events of a calendar. */
    live: store.live,
    /** Makes every sync token given so far stale: the next incremental list answers 410 Gone. */
    expireSyncTokens: store.expireSyncTokens,
    reset: () => {
      store.clear();
      channels.clear();
      fake.now = () => Date.now();
      fake.channelLifetimeMs = 7 * 86_400_000;
      requests.length = 0;
      fake.failNext = 0;
      fake.failAll = 0;
    },
    close: (): Promise<void> => server.close(),
  };

  const server = await listen(options, handle, (e) => ({ error: { code: 500, message: String(e) } }));
  fake.url = server.url;
  return fake;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const { url, body } = await readRequest(req, fake.url);
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
    if (oauth.handle(req, res, url, body)) return;
    if (!p.startsWith('/calendar/v3/')) return answer(res, googleError(404, 'Not Found'));
    if (!oauth.subject(req)) return answer(res, googleError(401, 'Invalid Credentials', 'authError'));
    if (fake.failAll || fake.failNext) {
      const status = fake.failAll || fake.failNext;
      fake.failNext = 0;
      const reason = status === 429 ? 'rateLimitExceeded' : 'backendError';
      return answer(res, googleError(status, reason, reason));
    }
    if (method === 'GET' && p === '/calendar/v3/users/me/calendarList')
      return send(res, 200, { kind: 'calendar#calendarList', items: GOOGLE_TEST_CALENDARS });
    if (method === 'POST' && p === '/calendar/v3/channels/stop') {
      const ch = channels.get(String(body.id ?? ''));
      if (!ch || ch.resourceId !== body.resourceId) return answer(res, googleError(404, 'Channel not found'));
      channels.delete(ch.id);
      return send(res, 204);
    }
    const watch = /^\/calendar\/v3\/calendars\/([^/]+)\/events\/watch$/.exec(p);
    if (watch && method === 'POST') return startChannel(res, decodeURIComponent(watch[1] ?? ''), body);
    const list = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(p);
    if (list) return answer(res, store.collection(method, decodeURIComponent(list[1] ?? ''), url.searchParams, body));
    const one = /^\/calendar\/v3\/calendars\/([^/]+)\/events\/([^/]+)$/.exec(p);
    if (one) return answer(res, store.item(method, decodeURIComponent(one[1] ?? ''), decodeURIComponent(one[2] ?? ''), body));
    return answer(res, googleError(404, 'Not Found'));
  }

  function startChannel(res: ServerResponse, calendarId: string, body: Record<string, unknown>) {
    if (!store.calendars.has(calendarId)) return answer(res, googleError(404, 'Not Found'));
    const address = String(body.address ?? '');
    if (body.type !== 'web_hook' || !address.startsWith('https://') || !body.id)
      return answer(res, googleError(400, 'Invalid channel', 'push.webhookUrlNotHttps'));
    if (channels.has(String(body.id))) return answer(res, googleError(400, 'Channel id not unique', 'channelIdNotUnique'));
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
}

const answer = (res: ServerResponse, a: Answer) => send(res, a.status, a.body);
