import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, feedWorld, fetchFeed, parseFeed } from './support/calendar-feed';
import { type Harness, makeHarness } from './support/harness';

// The calendar feed as calendar apps poll it: ETag/Last-Modified and 304 until something shown changes, and its
// VTIMEZONE read back by ical.js against Intl. What the feed holds is calendar-feed.test.ts.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const { owner, service, client, book, feedUrl } = feedWorld(() => h);

describe('calendar feed: conditional requests', () => {
  it('ETag and Last-Modified answer 304 until something the feed shows changes', async () => {
    const o = await owner();
    const cut = await service(o, 'Cut');
    const emma = await client(o, 'Emma', 'Brown');
    const first = (
      await book(o, { type: 'appointment', service_id: cut, client_ids: [emma], date: '2026-12-01', start_time: '10:00' })
    ).body.data.id as string;
    const url = await feedUrl(o);
    const full = await fetchFeed(h, url);
    const etag = full.headers.get('etag') as string;
    const lastModified = full.headers.get('last-modified') as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect(full.headers.get('cache-control')).toContain('private');

    const same = await fetchFeed(h, url, { 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('etag')).toBe(etag);
    expect((await fetchFeed(h, url, { 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
    expect((await fetchFeed(h, url, { 'if-modified-since': lastModified })).status).toBe(304);
    expect(
      (await fetchFeed(h, url, { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).status,
    ).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await fetchFeed(h, url, { 'if-none-match': '"other"', 'if-modified-since': lastModified })).status).toBe(200);

    const changes: [string, () => Promise<unknown>][] = [
      [
        'a new appointment',
        () => book(o, { type: 'appointment', service_id: cut, client_ids: [emma], date: '2026-12-02', start_time: '10:00' }),
      ],
      ['an attendance', () => o.client.put(`/api/v1/appointments/${first}/status`, { client_id: emma, status: 'cancelled' })],
      [
        'a renamed service',
        () =>
          o.client.put(`/api/v1/services/${cut}`, {
            name: 'Trim',
            type: 'single',
            parts: [{ title: 'Trim', duration_minutes: 60, type: 'block' }],
            colour: '#2563eb',
            price: 3000,
          }),
      ],
      ['a deletion', () => o.client.del(`/api/v1/appointments/${first}`)],
      ['the next day (the window moves)', async () => h.advance(DAY)],
    ];
    let current = etag;
    for (const [what, change] of changes) {
      await change();
      const res = await fetchFeed(h, url, { 'if-none-match': current });
      expect(res.status, what).toBe(200);
      expect(res.headers.get('etag'), what).not.toBe(current);
      current = res.headers.get('etag') as string;
      expect((await fetchFeed(h, url, { 'if-none-match': current })).status, what).toBe(304);
    }
    // Another business's writes leave this feed's validators alone.
    const other = await owner('Europe/Kyiv', 'Other');
    await book(other, { type: 'blocked', title: 'x', date: '2026-12-03', start_time: '10:00', duration_minutes: 30 });
    expect((await fetchFeed(h, url, { 'if-none-match': current })).status).toBe(304);
  });
});

describe('calendar feed: VTIMEZONE from Intl', () => {
  it.each(['Europe/London', 'Europe/Kyiv', 'Asia/Tokyo', 'Australia/Sydney', 'America/Sao_Paulo', 'Asia/Kolkata'])(
    '%s: ical.js reads every local hour of the window as Intl does',
    async (zone) => {
      const o = await owner(zone);
      const feed = await fetchFeed(h, await feedUrl(o));
      const { zones } = parseFeed(feed.text);
      const tz = new ICAL.Timezone(zones[0] as ICAL.Component);
      const fmt = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      // Every 3 hours of the years the window touches (2026-10-23 … 2027-11-22).
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 3 * 3_600_000) {
        const p = Object.fromEntries(fmt.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
        const local = new ICAL.Time(
          {
            year: Number(p.year),
            month: Number(p.month),
            day: Number(p.day),
            hour: Number(p.hour),
            minute: Number(p.minute),
            second: 0,
            isDate: false,
          },
          tz,
        );
        // An ambiguous hour (a fall-back) may read as either instant; the offset ical.js picks must be one Intl had.
        const read = local.toJSDate().getTime();
        expect([t, t - 3_600_000, t + 3_600_000], `${zone} ${new Date(t).toISOString()}`).toContain(read);
        if (read !== t) {
          const back = Object.fromEntries(fmt.formatToParts(new Date(read)).map((x) => [x.type, x.value]));
          expect(back).toEqual(p);
        }
      }
    },
  );
});
