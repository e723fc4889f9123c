/**
 * The public booking page in workerd (issue 12): wrangler.toml runs the Worker first for /online-booking/*,
 * and it answers booking.html from the assets binding with the business's name escaped in <title> and
 * <h1> and the page's data inlined (apps/edge/src/booking-page.ts), as the Node entry does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HranaServer } from '../../../../test-support/hrana-server';
import { ORIGIN, registerOwner, startWorker, type TestWorker } from './support';

const template = readFileSync(join(import.meta.dirname, '../../../web/booking.html'), 'utf8');
const asked: string[] = [];

let started: TestWorker | undefined;
let hrana: HranaServer;
let mf: Miniflare;

beforeAll(async () => {
  started = await startWorker({
    queueProducers: { JOBS: 'kairos-jobs' },
    serviceBindings: {
      // The assets binding's html_handling answers /booking.html with a redirect to /booking.
      ASSETS: (request) => {
        const path = new URL(request.url).pathname;
        asked.push(path);
        if (path === '/booking') return new Response(template, { headers: { 'content-type': 'text/html' } });
        return new Response(null, { status: 307, headers: { location: '/booking' } });
      },
    },
  });
  ({ mf, hrana } = started);
}, 60_000);

afterAll(async () => {
  await started?.dispose();
});

const NAME = `</script><script>alert(1)</script> & Co`;

const register = (email = 'booking@worker.test') => registerOwner(mf, { business_name: NAME, email });

describe('booking page (workerd)', () => {
  it('answers the filled booking.html for a page that is on, and its not-found state otherwise', async () => {
    const business = await register();
    hrana.db
      .prepare('INSERT INTO booking_settings (business_id, enabled, updated_at) VALUES (?, 1, ?)')
      .run(business.id, Date.now());

    const res = await mf.dispatchFetch(`${ORIGIN}/online-booking/${business.slug}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</title>');
    expect(html).toContain('<html lang="en"');
    expect(html).not.toContain('<script>alert');
    const json = /<script type="application\/json" id="booking-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ locale: 'en', slug: business.slug, page: { business: { name: NAME } } });
    expect(asked).toEqual(['/booking.html', '/booking']);

    const missing = await mf.dispatchFetch(`${ORIGIN}/online-booking/no-such-studio`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('"page":null');
    // The template was read once for the isolate.
    expect(asked).toHaveLength(2);
  }, 60_000);

  it('keeps the page per language, and a write no isolate hears of (straight into the database) is seen at once', async () => {
    const business = await register('kept@worker.test');
    hrana.db
      .prepare('INSERT INTO booking_settings (business_id, enabled, updated_at) VALUES (?, 1, ?)')
      .run(business.id, Date.now());
    const view = async (locale: string) => {
      const res = await mf.dispatchFetch(`${ORIGIN}/online-booking/${business.slug}`, { headers: { 'accept-language': locale } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return res.text();
    };
    const en = await view('en');
    const uk = await view('uk');
    expect(en).toContain('<html lang="en"');
    expect(uk).toContain('<html lang="uk"');
    expect(await view('en')).toBe(en);
    expect(await view('uk')).toBe(uk);
    // Another process writes: migration 0030's trigger raises the page's version, so the kept pages are not served.
    hrana.db.prepare('UPDATE businesses SET name = ? WHERE id = ?').run('Studio Renamed', business.id);
    expect(await view('en')).toContain('<h1>Studio Renamed</h1>');
    expect(await view('uk')).toContain('<h1>Studio Renamed</h1>');
  }, 60_000);
});
