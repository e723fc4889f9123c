import { AppError } from '../core/errors';
import { log } from '../core/log';
import type { Config } from '../core/services';

/**
 * Zoom's OAuth 2.0 (authorization code) and REST API v2, over fetch (both runtimes). Endpoints:
 * GET {oauth}/oauth/authorize, POST {oauth}/oauth/token (Basic client auth; grant_type authorization_code or
 * refresh_token), POST {oauth}/oauth/revoke, GET {api}/v2/users/me, POST {api}/v2/users/me/meetings,
 * PATCH and DELETE {api}/v2/meetings/{id}. Any failure to reach Zoom or a refusal is ZOOM_FAILED.
 */
export type ZoomConfig = Config['zoom'];

export interface ZoomTokens {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
}

export interface MeetingSpec {
  topic: string;
  /** UTC, `yyyy-MM-ddTHH:mm:ssZ`. */
  start_time: string;
  duration: number;
  timezone: string;
}

export function clientOf(config: ZoomConfig): { id: string; secret: string } {
  if (!config.clientId || !config.clientSecret) throw new AppError('ZOOM_UNAVAILABLE');
  return { id: config.clientId, secret: config.clientSecret };
}

export const redirectUri = (appUrl: string) => `${appUrl}/api/v1/integrations/zoom/callback`;

export function authorizeUrl(config: ZoomConfig, appUrl: string, state: string): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientOf(config).id,
    redirect_uri: redirectUri(appUrl),
    state,
  });
  return `${config.oauthUrl}/oauth/authorize?${q}`;
}

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    log.error('[zoom] request failed', { what, error: e instanceof Error ? e.message : e });
    throw new AppError('ZOOM_FAILED');
  }
  return res;
}

async function failed(res: Response, what: string): Promise<never> {
  log.error('[zoom] refused', { what, status: res.status, body: (await res.text().catch(() => '')).slice(0, 200) });
  throw new AppError('ZOOM_FAILED');
}

async function oauth(config: ZoomConfig, path: string, form: Record<string, string>): Promise<Response> {
  const c = clientOf(config);
  return call(
    `${config.oauthUrl}${path}`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${c.id}:${c.secret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    },
    path,
  );
}

async function tokens(config: ZoomConfig, form: Record<string, string>): Promise<ZoomTokens> {
  const res = await oauth(config, '/oauth/token', form);
  if (!res.ok) return failed(res, form.grant_type ?? 'token');
  const body = (await res.json()) as Partial<ZoomTokens>;
  if (!body.access_token || !body.refresh_token) return failed(res, 'token without tokens');
  return { access_token: body.access_token, refresh_token: body.refresh_token, expires_in: Number(body.expires_in) || 3600 };
}

export const exchangeCode = (config: ZoomConfig, appUrl: string, code: string) =>
  tokens(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUri(appUrl) });

export const refreshTokens = (config: ZoomConfig, refreshToken: string) =>
  tokens(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Best effort: the connection is forgotten here whatever Zoom answers. */
export async function revokeToken(config: ZoomConfig, token: string): Promise<void> {
  try {
    const res = await oauth(config, '/oauth/revoke', { token });
    if (!res.ok) log.warn('[zoom] revoke refused', { status: res.status });
  } catch {
    // ZOOM_FAILED logged by call()
  }
}

function api(config: ZoomConfig, token: string, method: string, path: string, body?: object): Promise<Response> {
  return call(
    `${config.apiUrl}/v2${path}`,
    {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    },
    `${method} ${path.replace(/\d{5,}/g, '{id}')}`,
  );
}

export async function me(config: ZoomConfig, token: string): Promise<{ id: string; email: string | null }> {
  const res = await api(config, token, 'GET', '/users/me');
  if (!res.ok) return failed(res, 'users/me');
  const body = (await res.json()) as { id?: string; email?: string };
  if (!body.id) return failed(res, 'users/me without id');
  return { id: String(body.id), email: body.email ?? null };
}

export async function createMeeting(config: ZoomConfig, token: string, spec: MeetingSpec) {
  const res = await api(config, token, 'POST', '/users/me/meetings', { ...spec, type: 2 });
  if (!res.ok) return failed(res, 'create meeting');
  const body = (await res.json()) as { id?: number | string; join_url?: string };
  if (!body.id || !body.join_url) return failed(res, 'meeting without id');
  return { id: String(body.id), join_url: body.join_url };
}

export async function updateMeeting(config: ZoomConfig, token: string, id: string, spec: MeetingSpec): Promise<void> {
  const res = await api(config, token, 'PATCH', `/meetings/${encodeURIComponent(id)}`, spec);
  if (!res.ok) await failed(res, 'update meeting');
}

/** A meeting Zoom no longer has (404) counts as deleted. */
export async function deleteMeeting(config: ZoomConfig, token: string, id: string): Promise<void> {
  const res = await api(config, token, 'DELETE', `/meetings/${encodeURIComponent(id)}`);
  if (!res.ok && res.status !== 404) await failed(res, 'delete meeting');
}
