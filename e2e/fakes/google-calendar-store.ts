import { token } from './oauth-fake';

/**
 * The Google Calendar fake's events (google-calendar-api.ts), in memory, without HTTP: calendars of events with a
 * change counter (`seq`), sync tokens ("changes from n", stale below the mark `expireSyncTokens` sets: 410 Gone) and
 * the Calendar API's events answers as `{ status, body }`: list (singleEvents, showDeleted, timeMin, pageToken,
 * maxResults, syncToken), insert (client-chosen ids; 409 for an id that exists, deleted ones too), get, put, patch and
 * delete (410 for an event already deleted).
 */
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

export interface Answer {
  status: number;
  body?: object;
}

/** Google's error body. */
export const googleError = (code: number, message: string, reason?: string): Answer => ({
  status: code,
  body: { error: { code, message, ...(reason ? { errors: [{ reason }] } : {}) } },
});

const notFound = () => googleError(404, 'Not Found');
const deleted = () => googleError(410, 'Resource has been deleted');

export function eventStore(calendarIds: string[]) {
  const calendars = new Map<string, Map<string, FakeEvent>>(calendarIds.map((id) => [id, new Map()]));
  let seq = 1;
  /** Sync tokens below this are stale (410). */
  let oldestToken = 0;

  function calendarOf(id: string) {
    let c = calendars.get(id);
    if (!c) {
      c = new Map();
      calendars.set(id, c);
    }
    return c;
  }

  return {
    calendars,
    /** A busy (or other) event made by the owner in Google. */
    add(calendarId: string, e: Partial<FakeEvent> & Pick<FakeEvent, 'start' | 'end'>): FakeEvent {
      const ev: FakeEvent = { id: token('ev').replace(/_/g, ''), status: 'confirmed', summary: 'Private', ...e, seq: seq++ };
      calendarOf(calendarId).set(ev.id, ev);
      return ev;
    },
    /** Changes an event as the owner would in Google (moved, deleted: status cancelled). */
    change(calendarId: string, id: string, patch: Partial<FakeEvent>) {
      const ev = calendarOf(calendarId).get(id);
      if (!ev) throw new Error(`no event ${id}`);
      Object.assign(ev, patch, { seq: seq++ });
    },
    /** The live (not deleted) events of a calendar. */
    live: (calendarId: string) => [...calendarOf(calendarId).values()].filter((e) => e.status !== 'cancelled'),
    /** Makes every sync token given so far stale: the next incremental list answers 410 Gone. */
    expireSyncTokens() {
      oldestToken = seq;
    },
    clear() {
      for (const c of calendars.values()) c.clear();
    },
    /** GET (list) and POST (insert) on a calendar's events. */
    collection(method: string, calendarId: string, query: URLSearchParams, body: Record<string, unknown>): Answer {
      const cal = calendars.get(calendarId);
      if (!cal) return notFound();
      if (method === 'GET') return list(cal, query);
      if (method === 'POST') {
        const id = String(body.id ?? token('ev').replace(/_/g, ''));
        if (cal.has(id)) return googleError(409, 'The requested identifier already exists.', 'duplicate');
        const ev = { ...(body as unknown as FakeEvent), id, status: 'confirmed' as const, seq: seq++ };
        cal.set(id, ev);
        return { status: 200, body: ev };
      }
      return notFound();
    },
    /** GET, DELETE, PUT and PATCH on one event. */
    item(method: string, calendarId: string, id: string, body: Record<string, unknown>): Answer {
      const cal = calendars.get(calendarId);
      const ev = cal?.get(id);
      if (!cal || !ev) return notFound();
      if (method === 'GET') return { status: 200, body: ev };
      if (method === 'DELETE') {
        if (ev.status === 'cancelled') return deleted();
        Object.assign(ev, { status: 'cancelled', seq: seq++ });
        return { status: 204 };
      }
      if (method === 'PUT') {
        const status = (body.status as FakeEvent['status']) ?? 'confirmed';
        cal.set(id, { ...(body as unknown as FakeEvent), id, status, seq: seq++ });
        return { status: 200, body: cal.get(id) };
      }
      if (method === 'PATCH') {
        if (ev.status === 'cancelled') return deleted();
        Object.assign(ev, body, { id, seq: seq++ });
        return { status: 200, body: ev };
      }
      return notFound();
    },
  };

  function list(cal: Map<string, FakeEvent>, query: URLSearchParams): Answer {
    const syncToken = query.get('syncToken');
    const offset = Number(query.get('pageToken') ?? 0);
    const max = Math.min(2500, Number(query.get('maxResults') ?? 250));
    let all: FakeEvent[];
    if (syncToken) {
      const since = Number(syncToken.replace(/^st_/, ''));
      if (!Number.isFinite(since) || since < oldestToken)
        return googleError(410, 'Sync token is no longer valid, a full sync is required.', 'fullSyncRequired');
      all = [...cal.values()].filter((e) => e.seq >= since);
    } else {
      const timeMin = Date.parse(query.get('timeMin') ?? '') || 0;
      const endOf = (e: FakeEvent) => Date.parse(e.end.dateTime ?? `${e.end.date}T00:00:00Z`);
      all = [...cal.values()].filter((e) => e.status !== 'cancelled' && endOf(e) > timeMin);
    }
    all.sort((a, b) => a.seq - b.seq);
    const page = all.slice(offset, offset + max);
    const more = offset + max < all.length;
    return {
      status: 200,
      body: {
        kind: 'calendar#events',
        items: page.map(({ seq: _seq, ...e }) => e),
        ...(more ? { nextPageToken: String(offset + max) } : { nextSyncToken: `st_${seq}` }),
      },
    };
  }
}
