import { log } from '../core/log';
import type { Config } from '../core/services';

/**
 * Google's OAuth 2.0 (authorization code, offline access) and Calendar API v3, over fetch: the same code on Node and
 * workerd. Not `googleapis`/`@googleapis/calendar`: they are built on gaxios and google-auth-library (Node's http,
 * https and child_process) and would take the Worker's gzip bundle over its 500 KiB budget (docs/DECISIONS.md,
 * "Google Calendar over fetch"). Endpoints (https://developers.google.com/calendar/api/v3/reference):
 * GET {oauth}/o/oauth2/v2/auth; POST {token}/token (grant_type authorization_code or refresh_token); POST {token}/revoke;
 * GET {api}/calendar/v3/users/me/calendarList; GET/POST {api}/calendar/v3/calendars/{id}/events;
 * GET/PATCH/PUT/DELETE {api}/calendar/v3/calendars/{id}/events/{eventId}.
 */
export type GoogleConfig = Config['google'];

/**
 * The narrowest scopes that work: the calendar list (to pick calendars; read only) and events (read busy times with
 * sync tokens, write Kairos's appointments). No profile, no mail, no calendar settings.
 */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events',
] as const;

export interface GoogleTokens {
  access_token: string;
  refresh_token: string;
  /** Seconds. */
  expires_in: number;
}

/**
 * A refusal or a failure to reach Google: `status` is the HTTP status (0 when Google could not be reached), `reason`
 * Google's error reason when it gave one (e.g. `invalid_grant`, `rateLimitExceeded`).
 */
export class GoogleError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`google ${status} ${reason}`);
    this.name = 'GoogleError';
  }
  /** Worth trying again later: unreachable, rate-limited or Google's own trouble. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500 || this.reason === 'rateLimitExceeded';
  }
}

export function clientOf(config: GoogleConfig): { id: string; secret: string } | null {
  if (!config.clientId || !config.clientSecret) return null;
  return { id: config.clientId, secret: config.clientSecret };
}

export const redirectUri = (appUrl: string) => `${appUrl}/api/v1/integrations/google/callback`;

export function authorizeUrl(config: GoogleConfig, appUrl: string, state: string): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId ?? '',
    redirect_uri: redirectUri(appUrl),
    scope: GOOGLE_SCOPES.join(' '),
    // A refresh token (offline), asked for again on every connect so a reconnect always gets one.
    access_type: 'offline',
    prompt: 'consent',
    state,
  });
  return `${config.oauthUrl}/o/oauth2/v2/auth?${q}`;
}

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    log.warn('[google] request failed', { what, error: e instanceof Error ? e.message : e });
    throw new GoogleError(0, 'unreachable');
  }
}

async function failed(res: Response, what: string): Promise<never> {
  const text = await res.text().catch(() => '');
  let reason = String(res.status);
  try {
    const body = JSON.parse(text) as { error?: string | { errors?: { reason?: string }[]; status?: string } };
    reason = typeof body.error === 'string' ? body.error : (body.error?.errors?.[0]?.reason ?? body.error?.status ?? reason);
  } catch {
    // not JSON
  }
  log.warn('[google] refused', { what, status: res.status, reason });
  throw new GoogleError(res.status, reason);
}

function form(config: GoogleConfig, path: string, body: Record<string, string>): Promise<Response> {
  return call(
    `${config.tokenUrl}${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    },
    path,
  );
}

async function tokens(config: GoogleConfig, body: Record<string, string>, keepRefresh?: string): Promise<GoogleTokens> {
  const c = clientOf(config);
  if (!c) throw new GoogleError(0, 'unavailable');
  const res = await form(config, '/token', { ...body, client_id: c.id, client_secret: c.secret });
  if (!res.ok) return failed(res, body.grant_type ?? 'token');
  const t = (await res.json()) as Partial<GoogleTokens>;
  // Google answers a refresh without a new refresh token (the old one stays good) unless it rotates it.
  const refresh = t.refresh_token ?? keepRefresh;
  if (!t.access_token || !refresh) throw new GoogleError(res.status, 'no_refresh_token');
  return { access_token: t.access_token, refresh_token: refresh, expires_in: Number(t.expires_in) || 3600 };
}

export const exchangeCode = (config: GoogleConfig, appUrl: string, code: string) =>
  tokens(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUri(appUrl) });

export const refreshTokens = (config: GoogleConfig, refreshToken: string) =>
  tokens(config, { grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);

/** Best effort: the connection is forgotten here whatever Google answers. Revoking the refresh token ends the grant. */
export async function revokeToken(config: GoogleConfig, token: string): Promise<boolean> {
  try {
    const res = await form(config, '/revoke', { token });
    if (!res.ok) log.warn('[google] revoke refused', { status: res.status });
    return res.ok;
  } catch {
    return false;
  }
}

async function api(
  config: GoogleConfig,
  token: string,
  method: string,
  path: string,
  body?: object,
  what = `${method} ${path.split('?')[0]}`,
): Promise<Response> {
  return call(
    `${config.apiUrl}/calendar/v3${path}`,
    {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    },
    what,
  );
}

export interface GoogleCalendar {
  id: string;
  summary: string;
  primary: boolean;
  /** owner or writer: Kairos may write events there. */
  writable: boolean;
}

/** Every calendar in the owner's list (all pages). */
export async function listCalendars(config: GoogleConfig, token: string): Promise<GoogleCalendar[]> {
  const out: GoogleCalendar[] = [];
  let page: string | undefined;
  for (let n = 0; n < 20; n++) {
    const q = new URLSearchParams({ maxResults: '250', ...(page ? { pageToken: page } : {}) });
    const res = await api(config, token, 'GET', `/users/me/calendarList?${q}`, undefined, 'calendarList');
    if (!res.ok) return failed(res, 'calendarList');
    const body = (await res.json()) as {
      items?: { id?: string; summary?: string; summaryOverride?: string; primary?: boolean; accessRole?: string }[];
      nextPageToken?: string;
    };
    for (const c of body.items ?? []) {
      if (!c.id) continue;
      out.push({
        id: c.id,
        summary: c.summaryOverride || c.summary || c.id,
        primary: Boolean(c.primary),
        writable: c.accessRole === 'owner' || c.accessRole === 'writer',
      });
    }
    page = body.nextPageToken;
    if (!page) break;
  }
  return out;
}

/** An event as the busy sync reads it: only what decides whether the owner is busy, and Kairos's own mark. */
export interface GoogleEventItem {
  id: string;
  status?: 'confirmed' | 'tentative' | 'cancelled';
  /** 'transparent': the owner is shown as free. */
  transparency?: 'opaque' | 'transparent';
  start?: { dateTime?: string; date?: string; timeZone?: string };
  end?: { dateTime?: string; date?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string> };
}

export interface EventsPage {
  items: GoogleEventItem[];
  nextPageToken?: string;
  nextSyncToken?: string;
}

/**
 * One page of a calendar's events. With `syncToken`: what changed since (deleted ones as status cancelled); without,
 * a full list from `timeMin` (Google allows no time bounds with a sync token). A stale sync token answers 410 Gone
 * (GoogleError status 410): the caller starts again with a full sync. Recurring events come expanded
 * (singleEvents), so each occurrence is a span of its own.
 */
export async function listEvents(
  config: GoogleConfig,
  token: string,
  calendarId: string,
  from: { syncToken: string } | { timeMin: string },
  pageToken?: string,
): Promise<EventsPage> {
  const q = new URLSearchParams({
    singleEvents: 'true',
    showDeleted: 'true',
    maxResults: '2500',
    ...('syncToken' in from ? { syncToken: from.syncToken } : { timeMin: from.timeMin }),
    ...(pageToken ? { pageToken } : {}),
  });
  const res = await api(
    config,
    token,
    'GET',
    `/calendars/${encodeURIComponent(calendarId)}/events?${q}`,
    undefined,
    'events.list',
  );
  if (!res.ok) return failed(res, 'events.list');
  const body = (await res.json()) as Partial<EventsPage>;
  return { items: body.items ?? [], nextPageToken: body.nextPageToken, nextSyncToken: body.nextSyncToken };
}

export interface EventWrite {
  id?: string;
  summary: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  status?: 'confirmed' | 'cancelled';
  extendedProperties: { private: Record<string, string> };
}

const eventPath = (calendarId: string, eventId?: string) =>
  `/calendars/${encodeURIComponent(calendarId)}/events${eventId ? `/${encodeURIComponent(eventId)}` : ''}`;

/**
 * Inserts an event with the id Kairos chose. 409 (an event with that id already exists: an earlier try that got as
 * far as Google, or one deleted since) puts the event back as given: a retry never makes a second event.
 */
export async function putEvent(config: GoogleConfig, token: string, calendarId: string, event: EventWrite & { id: string }) {
  const res = await api(config, token, 'POST', eventPath(calendarId), event, 'events.insert');
  if (res.ok) return;
  if (res.status !== 409) return failed(res, 'events.insert');
  await res.body?.cancel();
  const put = await api(
    config,
    token,
    'PUT',
    eventPath(calendarId, event.id),
    { ...event, status: 'confirmed' },
    'events.update',
  );
  if (!put.ok) return failed(put, 'events.update');
}

export async function patchEvent(
  config: GoogleConfig,
  token: string,
  calendarId: string,
  eventId: string,
  patch: Partial<EventWrite>,
) {
  const res = await api(config, token, 'PATCH', eventPath(calendarId, eventId), patch, 'events.patch');
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel();
    return false;
  }
  if (!res.ok) return failed(res, 'events.patch');
  await res.body?.cancel();
  return true;
}

/** An event Google no longer has (404, 410) counts as deleted. */
export async function deleteEvent(config: GoogleConfig, token: string, calendarId: string, eventId: string): Promise<void> {
  const res = await api(config, token, 'DELETE', eventPath(calendarId, eventId), undefined, 'events.delete');
  if (!res.ok && res.status !== 404 && res.status !== 410) return failed(res, 'events.delete');
  await res.body?.cancel();
}

export interface WatchedChannel {
  resourceId: string;
  /** When Google stops sending (ms); Google chooses it (a week at most for events). */
  expiration: number;
}

/**
 * events.watch: Google posts to `address` (HTTPS) whenever the calendar's events change, with the channel's id and
 * `token` in the X-Goog-Channel-ID and X-Goog-Channel-Token headers, until the channel expires or is stopped.
 */
export async function watchEvents(
  config: GoogleConfig,
  token: string,
  calendarId: string,
  channel: { id: string; token: string; address: string },
): Promise<WatchedChannel> {
  const res = await api(
    config,
    token,
    'POST',
    `${eventPath(calendarId)}/watch`,
    { id: channel.id, type: 'web_hook', address: channel.address, token: channel.token },
    'events.watch',
  );
  if (!res.ok) return failed(res, 'events.watch');
  const body = (await res.json()) as { resourceId?: string; expiration?: string | number };
  const expiration = Number(body.expiration);
  if (!body.resourceId || !Number.isFinite(expiration)) throw new GoogleError(502, 'watch_answer');
  return { resourceId: body.resourceId, expiration };
}

/** channels.stop: no more notifications on the channel. One Google no longer knows (404) counts as stopped. */
export async function stopChannel(config: GoogleConfig, token: string, channel: { id: string; resourceId: string }) {
  const res = await api(
    config,
    token,
    'POST',
    '/channels/stop',
    { id: channel.id, resourceId: channel.resourceId },
    'channels.stop',
  );
  if (!res.ok && res.status !== 404) return failed(res, 'channels.stop');
  await res.body?.cancel();
}
