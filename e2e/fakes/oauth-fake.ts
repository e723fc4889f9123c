import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the provider fakes (google-calendar-api.ts, zoom-api.ts) share: a local HTTP server, request parsing, JSON and
 * HTML answers, and the OAuth 2.0 authorization-code server: a consent page at `paths.authorize` whose "Allow" /
 * "Deny" links (`{authorize}/allow`, `{authorize}/deny`) redirect back with code+state or error=access_denied, the
 * token endpoint (authorization_code and refresh_token grants, client authenticated in the form or by HTTP Basic) and
 * the revoke endpoint. The config holds what differs between providers: paths, token prefixes, error bodies, whether
 * a refresh rotates the refresh token and whether revoking ends one token or the whole grant.
 */
export const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface OAuthFakeConfig {
  client: { id: string; secret: string };
  paths: { authorize: string; token: string; revoke: string };
  /** 'form': client_id and client_secret in the form (Google); 'basic': HTTP Basic (Zoom). */
  clientAuth: 'form' | 'basic';
  prefixes: { code: string; access: string; refresh: string };
  consent: { brand: string; text: () => string; color: string; deny: string; invalidClient: string };
  /** The grant a new authorization code starts: every token of it answers `subject(bearer)` with this. */
  newGrant: () => string;
  tokenType: string;
  /** The scope answered with a new refresh token. */
  scope: (body: Record<string, unknown>) => string;
  /** Zoom rotates refresh tokens; Google answers a refresh with an access token only. */
  rotateRefresh: boolean;
  errors: { invalidClient: object; badCode: object; badRefresh: object; unsupportedGrant: object };
  revoke: {
    /** 'grant' ends every token of the grant (Google), 'token' just the one given (Zoom). */
    scope: 'grant' | 'token';
    /** The client must authenticate to revoke (Zoom). */
    authenticate: boolean;
    ok: object;
    /** Answered (400) for a token not known; without it the answer is `ok`. */
    unknown?: object;
  };
  /** Called first on a token request: true when it answered (a fake's failure switch). */
  beforeToken?: (res: ServerResponse) => boolean;
}

export function oauthServer(config: OAuthFakeConfig) {
  const codes = new Map<string, string>(); // code → redirect_uri
  const access = new Map<string, string>(); // access token → grant
  const refresh = new Map<string, string>(); // refresh token → grant
  const { paths, errors } = config;

  return {
    /** The grant an `Authorization: Bearer` header's access token belongs to, if it is live. */
    subject: (req: IncomingMessage) => access.get((req.headers.authorization ?? '').replace(/^Bearer /, '')),
    /** What the consent page's "Allow" link does, for tests without a browser: the redirect back to the app. */
    allow: async (origin: string, authorizeUrl: string): Promise<string> => {
      const u = new URL(authorizeUrl);
      const res = await fetch(`${origin}${paths.authorize}/allow${u.search}`, { redirect: 'manual' });
      return res.headers.get('location') ?? '';
    },
    /** Answers an OAuth request; false when the request is not one. */
    handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown>): boolean {
      const p = url.pathname;
      const method = req.method ?? 'GET';
      if (method === 'GET' && p === paths.authorize) consent(res, url);
      else if (method === 'GET' && (p === `${paths.authorize}/allow` || p === `${paths.authorize}/deny`))
        decide(res, url, p.endsWith('allow'));
      else if (method === 'POST' && p === paths.token) tokenGrant(req, res, body);
      else if (method === 'POST' && p === paths.revoke) revoke(req, res, url, body);
      else return false;
      return true;
    },
  };

  function clientOk(req: IncomingMessage, body: Record<string, unknown>): boolean {
    const { id, secret } = config.client;
    if (config.clientAuth === 'form') return body.client_id === id && body.client_secret === secret;
    return req.headers.authorization === `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  }

  function consent(res: ServerResponse, url: URL) {
    const c = config.consent;
    if (url.searchParams.get('client_id') !== config.client.id) return html(res, c.invalidClient, 400);
    const q = esc(url.search);
    return html(
      res,
      `<main style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:1rem">
<h1>${c.brand} (fake)</h1><p>${c.text()}</p>
<p><a id="allow" href="${paths.authorize}/allow${q}" style="padding:.5rem 1rem;background:${c.color};color:#fff">Allow</a>
<a id="deny" href="${paths.authorize}/deny${q}" style="margin-left:1rem">${c.deny}</a></p></main>`,
    );
  }

  function decide(res: ServerResponse, url: URL, allowed: boolean) {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    const back = new URL(redirect);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if (allowed) {
      const code = token(config.prefixes.code);
      codes.set(code, redirect);
      back.searchParams.set('code', code);
    } else back.searchParams.set('error', 'access_denied');
    res.writeHead(302, { location: back.toString() }).end();
  }

  function tokenGrant(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    if (config.beforeToken?.(res)) return;
    if (!clientOk(req, body)) return send(res, 401, errors.invalidClient);
    let grant: string | undefined;
    let newRefresh = true;
    if (body.grant_type === 'authorization_code') {
      const code = String(body.code ?? '');
      if (codes.get(code) !== body.redirect_uri) return send(res, 400, errors.badCode);
      codes.delete(code);
      grant = config.newGrant();
    } else if (body.grant_type === 'refresh_token') {
      const old = String(body.refresh_token ?? '');
      grant = refresh.get(old);
      if (!grant) return send(res, 400, errors.badRefresh);
      if (config.rotateRefresh) refresh.delete(old);
      else newRefresh = false;
    } else return send(res, 400, errors.unsupportedGrant);
    const a = token(config.prefixes.access);
    access.set(a, grant);
    if (!newRefresh) return send(res, 200, { access_token: a, token_type: config.tokenType, expires_in: 3599 });
    const r = token(config.prefixes.refresh);
    refresh.set(r, grant);
    return send(res, 200, {
      access_token: a,
      token_type: config.tokenType,
      refresh_token: r,
      expires_in: 3599,
      scope: config.scope(body),
    });
  }

  function revoke(req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown>) {
    const r = config.revoke;
    if (r.authenticate && !clientOk(req, body)) return send(res, 401, errors.invalidClient);
    const t = String(body.token ?? url.searchParams.get('token') ?? '');
    const grant = refresh.get(t) ?? access.get(t);
    if (!grant && r.unknown) return send(res, 400, r.unknown);
    if (r.scope === 'token') {
      access.delete(t);
      refresh.delete(t);
    } else for (const m of [access, refresh]) for (const [k, g] of m) if (g === grant) m.delete(k);
    return send(res, 200, r.ok);
  }
}

/** Starts a fake's HTTP server on 127.0.0.1 (port 0: any free one); a handler's throw answers 500 with `crash(e)`. */
export async function listen(
  options: { port?: number; unref?: boolean },
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  crash: (e: unknown) => object,
) {
  const server = createServer((req, res) => {
    handle(req, res).catch((e) => send(res, 500, crash(e)));
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', r));
  if (options.unref) server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A request's URL (against `origin`) and body (JSON or form). */
export async function readRequest(req: IncomingMessage, origin: string) {
  const url = new URL(req.url ?? '/', origin);
  const raw = await new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c) => {
      s += c;
    });
    req.on('end', () => resolve(s));
  });
  const type = req.headers['content-type'] ?? '';
  const body: Record<string, unknown> = !raw
    ? {}
    : type.includes('json')
      ? (JSON.parse(raw) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
  return { url, body };
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function send(res: ServerResponse, status: number, body?: object) {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export function html(res: ServerResponse, body: string, status = 200) {
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><meta name="viewport" content="width=device-width">${body}`);
}
