import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { bookingSettings } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_LOADER } from '../../../packages/api/src/shared/booking-loader';
import { pageBusiness } from '../../../packages/api/test/support/booking-page';
import { type Harness, makeHarness, registerOwner } from '../../../packages/api/test/support/harness';
import { mountWebApp } from '../../edge/src/static';

// The Node entry answers /online-booking/{slug} with booking.html filled in on the server (issue 12):
// the business's name escaped in <title> and <h1>, the page's data inlined as JSON, no-store.
let h: Harness;
let dist: string;
beforeEach(async () => {
  h = await makeHarness();
  dist = mkdtempSync(join(tmpdir(), 'bk-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="uk"><title>Kairos</title><div id="root"></div></html>');
  copyFileSync(join(import.meta.dirname, '../booking.html'), join(dist, 'booking.html'));
  expect(mountWebApp(h.app, dist)).toBe(true);
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  return h.close();
});

/** A business with its booking page switched on. */
async function open(name: string) {
  const o = await registerOwner(h, { business_name: name });
  await h.db.insert(bookingSettings).values({ business_id: o.user.business.id, enabled: true });
  return o;
}

/** Every <script> element of a served page, its opening tag and its text (the JSON's text left out). */
function pageScripts(html: string): string[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map((m) =>
    m[1]?.includes('booking-data') ? `${m[1]}…` : `${m[1]}${m[2]}`,
  );
}

/** The page's own scripts, in order: the inlined data, the app's module (inside the <template>), the loader. */
const PAGE_SCRIPTS = [
  '<script type="application/json" id="booking-data">…',
  '<script type="module" src="/src/booking/main.tsx">',
  `<script>${BOOKING_LOADER}`,
];

const EVIL = `</script><script>alert(1)</script> & "Co" <b> $' $&`;

function inlined(html: string): { locale: string; slug: string; page: { business: { name: string } } | null } {
  const match = /<script type="application\/json" id="booking-data">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null');
}

describe('the booking page’s HTML', () => {
  it('carries the escaped name and the inlined data, and no script a business name can inject', async () => {
    const o = await open(EVIL);
    const res = await h.app.request(`/online-booking/${o.user.business.slug}`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    const html = await res.text();
    const escaped = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &lt;b&gt; $&#39; $&amp;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<h1>${escaped}</h1>`);
    expect(html).toContain('<html lang="en"');
    // The only inline script elements are the JSON (data, not code) and the loader (its exact text, allowed by its
    // hash in the CSP); the app's module script waits inert in the loader's <template>.
    expect(pageScripts(html)).toEqual(PAGE_SCRIPTS);
    expect(html).toContain(
      `<template id="bk-app"><script type="module" src="/src/booking/main.tsx"></script></template><script>${BOOKING_LOADER}</script></body>`,
    );
    expect(html).not.toContain('<script>alert');
    const data = inlined(html);
    expect(data.locale).toBe('en');
    expect(data.slug).toBe(o.user.business.slug);
    // Gzip'd for a browser that asks (as Cloudflare does for the Worker): the same page, in TCP's first round trip.
    const zipped = await h.app.request(`/online-booking/${o.user.business.slug}`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9', 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(bytes).toString('utf8')).toBe(html);
    expect(data.page?.business.name).toBe(EVIL);
  });

  it('takes the language from the locale cookie before Accept-Language, uk by default', async () => {
    const o = await open('Studio');
    const path = `/online-booking/${o.user.business.slug}`;
    const plain = await (await h.app.request(path)).text();
    expect(inlined(plain).locale).toBe('uk');
    const cookie = await (
      await h.app.request(path, { headers: { 'accept-language': 'en', cookie: 'PARAGLIDE_LOCALE=uk' } })
    ).text();
    expect(inlined(cookie).locale).toBe('uk');
  });

  it('an unknown page is the page’s own not-found state with 404', async () => {
    const res = await h.app.request('/online-booking/no-such-studio');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(inlined(html).page).toBeNull();
    expect(html).toContain('<title>Kairos</title>');
    // A manage link of an unknown page too; other paths still get the owner app.
    expect((await h.app.request('/online-booking/no-such-studio/manage/abcdefabcdefabcdef')).status).toBe(404);
    expect(await (await h.app.request('/dashboard')).text()).toContain('<div id="root"></div>');
  });

  it('paints the first screen on the server: the kinds and what each offers, in the visitor’s language, escaped', async () => {
    const evil = `<img src=x onerror=alert(1)> Cut & "Blow" </section><script>alert(2)</script>`;
    const o = await pageBusiness(h, `Studio <i>${EVIL}</i>`, { service: { name: evil, deposit: 0 } });
    const res = await h.app.request(`/online-booking/${o.slug}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).toContain('What would you like to book?');
    expect(root).toContain('<span class="block font-medium">Appointment</span>');
    expect(root).toContain(
      '&lt;img src=x onerror=alert(1)&gt; Cut &amp; &quot;Blow&quot; &lt;/section&gt;&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(root).toContain('>Continue</button></section></main></div>');
    // No markup from a name: the only elements are the page's own, and the only scripts the page's.
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<i>');
    expect(pageScripts(html)).toEqual(PAGE_SCRIPTS);
    expect([...root.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1])).toEqual([
      'div',
      'main',
      'section',
      'h2',
      'button',
      'span',
      'span',
      'p',
      'button',
    ]);
    // In Ukrainian from the locale cookie.
    const uk = await (await h.app.request(`/online-booking/${o.slug}`, { headers: { cookie: 'PARAGLIDE_LOCALE=uk' } })).text();
    expect(uk).toContain('Що ви бажаєте забронювати?');
  });

  it('shows a change at once: a new price, a service switched off, the page paused', async () => {
    const o = await pageBusiness(h, 'Price Studio', { service: { price: 3000, deposit: 0 } });
    const path = `/online-booking/${o.slug}`;
    const first = inlined(await (await h.app.request(path)).text()) as unknown as { page: { services: { price: number }[] } };
    expect(first.page.services[0]?.price).toBe(3000);
    const body = {
      name: 'Cut',
      type: 'single',
      parts: [{ title: 'Cut', duration_minutes: 30, type: 'block' }],
      colour: '#2563eb',
      price: 4500,
      deposit: 0,
      online_booking: true,
    };
    const changed = await o.client.put(`/api/v1/services/${o.service}`, body);
    expect(changed.status).toBe(200);
    const next = inlined(await (await h.app.request(path)).text()) as unknown as { page: { services: { price: number }[] } };
    expect(next.page.services[0]?.price).toBe(4500);
    expect((await o.client.put(`/api/v1/services/${o.service}`, { ...body, online_booking: false })).status).toBe(200);
    const off = await (await h.app.request(path, { headers: { 'accept-language': 'en' } })).text();
    expect((inlined(off) as unknown as { page: { services: unknown[] } }).page.services).toEqual([]);
    expect(off).not.toContain('<span class="block font-medium">Appointment</span>');
    await h.db.update(bookingSettings).set({ paused: true }).where(eq(bookingSettings.business_id, o.businessId));
    const paused = await (await h.app.request(path, { headers: { 'accept-language': 'en' } })).text();
    expect(paused).toContain('No online bookings being taken at the moment');
  });

  it('leaves a manage link to the client (an empty #root), and paints the not-found state', async () => {
    const o = await pageBusiness(h, 'Manage Studio');
    const manage = await (await h.app.request(`/online-booking/${o.slug}/manage/abcdefabcdefabcdef`)).text();
    expect(manage).toContain('<div id="root"></div>');
    const missing = await (await h.app.request('/online-booking/no-such-page', { headers: { 'accept-language': 'en' } })).text();
    expect(missing).toContain('This booking page does not exist');
  });
});
