import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookingSettings, businesses, classes, giftVouchers, paymentIntegrations, services, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PageKeeping, prepareTemplate, renderBookingPage } from '../../../apps/edge/src/booking-page';
import { PageCache } from '../../../apps/edge/src/page-cache';
import { bookingPageVersion } from '../src/booking/page-version';
import { bookingPageVersionOf } from '../src/http/app';
import { openPage, pageBusiness, visitor } from './support/booking-page';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { prng } from './support/prng';

// Kept booking pages (apps/edge/src/page-cache.ts) under the trigger-kept version of migration 0030: a kept page
// must equal a fresh render; one business's or language's page is never another's. The triggers themselves are
// booking-page-version.test.ts.
// change the version; a kept page must equal a fresh render; one business's page is never another's.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const _version = async (slug: string) => (await bookingPageVersion(h.db, slug, h.clock.now))?.version ?? null;

/** Two businesses with their pages on: `a` (the one edited) and `b` (which no edit of `a` may touch). */
async function two() {
  const a = await pageBusiness(h, 'Studio Alpha');
  const b = await pageBusiness(h, 'Studio Beta');
  return { a, b };
}

const TEMPLATE = readFileSync(join(import.meta.dirname, '../../../apps/web/booking.html'), 'utf8');

async function pages() {
  const template = await prepareTemplate(TEMPLATE, async () => null);
  let pageCalls = 0;
  const app = (r: Request) => {
    if (new URL(r.url).pathname.startsWith('/api/v1/online-booking/')) pageCalls++;
    return h.app.fetch(r);
  };
  const reader = bookingPageVersionOf(h.app);
  if (!reader) throw new Error('the harness app is made by createApp');
  const isolate = (): PageKeeping => ({ pages: new PageCache(), version: reader });
  const request = (slug: string, locale: 'uk' | 'en', init: { cookie?: string; query?: string } = {}) =>
    new Request(`http://localhost/online-booking/${slug}${init.query ?? ''}`, {
      headers: { 'accept-language': locale, ...(init.cookie ? { cookie: init.cookie } : {}) },
    });
  const view = async (keeping: PageKeeping | undefined, slug: string, locale: 'uk' | 'en', init = {}) => {
    const res = (await renderBookingPage(template, app, request(slug, locale, init), keeping)) as Response;
    return { status: res.status, cache: res.headers.get('cache-control'), html: await res.text() };
  };
  return { view, isolate, calls: () => pageCalls };
}

describe('kept booking pages (apps/edge/src/page-cache.ts)', () => {
  it('answer from the kept page while nothing changed, and render again after an edit', async () => {
    const { a } = await two();
    const p = await pages();
    const one = p.isolate();
    const first = await p.view(one, a.slug, 'en');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('no-store');
    const calls = p.calls();
    const again = await p.view(one, a.slug, 'en');
    expect(again).toEqual(first);
    expect(p.calls()).toBe(calls); // kept: no page call
    await h.db.update(services).set({ name: 'Cut & finish' }).where(eq(services.id, a.service));
    const edited = await p.view(one, a.slug, 'en');
    expect(edited.html).toContain('Cut &amp; finish');
    expect(p.calls()).toBe(calls + 1);
  });

  it('one business’s page is never another’s, and A’s edit leaves B’s kept page alone', async () => {
    const { a, b } = await two();
    const p = await pages();
    const one = p.isolate();
    const pageA = await p.view(one, a.slug, 'en');
    const pageB = await p.view(one, b.slug, 'en');
    expect(pageA.html).toContain('<h1>Studio Alpha</h1>');
    expect(pageB.html).toContain('<h1>Studio Beta</h1>');
    expect(pageB.html).not.toContain('Studio Alpha');
    await h.db.update(businesses).set({ name: 'Studio Alpha Two' }).where(eq(businesses.id, a.businessId));
    const calls = p.calls();
    expect((await p.view(one, b.slug, 'en')).html).toBe(pageB.html);
    expect(p.calls()).toBe(calls); // B still kept
    const a2 = await p.view(one, a.slug, 'en');
    expect(a2.html).toContain('<h1>Studio Alpha Two</h1>');
    expect((await p.view(one, b.slug, 'en')).html).not.toContain('Alpha');
  });

  it('keeps each language apart', async () => {
    const { a } = await two();
    const p = await pages();
    const one = p.isolate();
    const uk = await p.view(one, a.slug, 'uk');
    const en = await p.view(one, a.slug, 'en');
    expect(uk.html).toContain('<html lang="uk"');
    expect(en.html).toContain('<html lang="en"');
    expect(uk.html).toContain('Що ви бажаєте забронювати?');
    expect(en.html).not.toContain('Що ви бажаєте забронювати?');
    expect((await p.view(one, a.slug, 'uk')).html).toBe(uk.html);
    expect((await p.view(one, a.slug, 'en')).html).toBe(en.html);
    // The locale cookie decides before Accept-Language, as for a fresh render.
    expect((await p.view(one, a.slug, 'en', { cookie: 'PARAGLIDE_LOCALE=uk' })).html).toBe(uk.html);
  });

  it('an edit through any process or isolate (a write nobody in this one hears of) is seen by every isolate', async () => {
    const { a } = await two();
    const p = await pages();
    const [one, two_] = [p.isolate(), p.isolate()];
    await p.view(one, a.slug, 'en');
    await p.view(two_, a.slug, 'en');
    // Raw SQL on the connection: no write-watch listener hears it, only the trigger does.
    await h.client.execute({ sql: 'UPDATE services SET price = 4200 WHERE id = ?', args: [a.service] });
    for (const isolate of [one, two_]) expect((await p.view(isolate, a.slug, 'en')).html).toContain('"price":4200');
  });

  it('leaves out verified visitors, manage links and payment returns; an off page is not served from what was kept', async () => {
    const { a } = await two();
    const p = await pages();
    const one = p.isolate();
    await p.view(one, a.slug, 'en');
    const v = visitor(h, a.businessId, 'anna@example.com');
    const cookie = [...v.cookies.entries()].map(([k, val]) => `${k}=${val}`).join('; ');
    const verified = await p.view(one, a.slug, 'en', { cookie });
    expect(verified.html).toContain('an•••@example.com');
    expect((await p.view(one, a.slug, 'en')).html).not.toContain('an•••@example.com');
    const back = await p.view(one, a.slug, 'en', { query: '?booking=x&token=y' });
    expect(back.html).toContain('<div id="root"></div>');
    // The trial ends: the page is off though nothing was written.
    const trialEnd = (await h.db.select().from(subscriptions).where(eq(subscriptions.business_id, a.businessId)))[0]
      ?.trial_ends_at;
    h.clock.now = new Date((trialEnd as Date).getTime() + 1000);
    expect((await p.view(one, a.slug, 'en')).status).toBe(404);
  });

  it('renders again after the business’s midnight (vouchers on sale end with a day)', async () => {
    const { a } = await two();
    const p = await pages();
    const one = p.isolate();
    await p.view(one, a.slug, 'en');
    const calls = p.calls();
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    await p.view(one, a.slug, 'en');
    expect(p.calls()).toBe(calls);
    h.clock.now = new Date(h.clock.now.getTime() + 86_400_000);
    await p.view(one, a.slug, 'en');
    expect(p.calls()).toBe(calls + 1);
  });

  it('property: after random edits, every kept page equals a fresh render (both languages, three businesses)', async () => {
    const owners = [await pageBusiness(h, 'Studio Alpha'), await pageBusiness(h, 'Studio Beta')];
    const c = await registerOwner(h, { business_name: 'Studio Gamma', timezone: 'Europe/Kyiv' });
    await openPage(h, c.user.business.id);
    const all = [
      ...owners.map((o) => ({ id: o.businessId, slug: o.slug })),
      { id: c.user.business.id as string, slug: c.user.business.slug as string },
    ];
    const random = prng(27);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const p = await pages();
    const isolates = [p.isolate(), p.isolate()];
    const edits: ((biz: { id: string }) => Promise<unknown>)[] = [
      (biz) =>
        h.db
          .update(businesses)
          .set({ name: `Studio ${Math.floor(random() * 1000)}` })
          .where(eq(businesses.id, biz.id)),
      (biz) =>
        h.db
          .update(businesses)
          .set({ city: pick(['Leeds', null, 'Kyiv']) })
          .where(eq(businesses.id, biz.id)),
      (biz) =>
        h.db
          .update(bookingSettings)
          .set({ paused: random() < 0.3 })
          .where(eq(bookingSettings.business_id, biz.id)),
      (biz) =>
        h.db
          .update(bookingSettings)
          .set({ brand_color: pick(['#112233', '#aa00ff']) })
          .where(eq(bookingSettings.business_id, biz.id)),
      (biz) =>
        h.db
          .update(bookingSettings)
          .set({ terms: pick(['', 'No refunds', null]) })
          .where(eq(bookingSettings.business_id, biz.id)),
      (biz) =>
        h.db.insert(services).values({
          business_id: biz.id,
          name: `Service ${Math.floor(random() * 1000)}`,
          type: 'single',
          parts: [{ title: 'x', duration_minutes: 30, type: 'block' }],
          duration_minutes: 30,
          colour: '#2563eb',
          currency: 'GBP',
          price: Math.floor(random() * 10_000),
          online_booking: random() < 0.8,
        }),
      (biz) =>
        h.db
          .update(services)
          .set({ price: Math.floor(random() * 10_000) })
          .where(eq(services.business_id, biz.id)),
      (biz) => h.db.update(services).set({ archived_at: h.clock.now }).where(eq(services.business_id, biz.id)),
      (biz) =>
        h.db.insert(classes).values({
          business_id: biz.id,
          name: 'Yoga',
          duration_minutes: 60,
          currency: 'GBP',
          colour: '#16a34a',
          spaces: 5,
          online_booking: true,
        }),
      (biz) =>
        random() < 0.5
          ? h.db
              .insert(paymentIntegrations)
              .values({ business_id: biz.id, provider: 'stripe', secret: 'x', hint: 'h' })
              .onConflictDoNothing()
          : h.db.delete(paymentIntegrations).where(eq(paymentIntegrations.business_id, biz.id)),
      (biz) =>
        h.db.insert(giftVouchers).values({
          business_id: biz.id,
          name: 'Gift',
          kind: 'amount',
          currency: 'GBP',
          template: 'plain',
          colour: '#000000',
          online_sales: true,
          price: 2000,
          amount: 2000,
        }),
    ];
    let kept = 0;
    for (let step = 0; step < 60; step++) {
      if (random() < 0.5) await pick(edits)(pick(all));
      for (let look = 0; look < 3; look++) {
        const biz = pick(all);
        const locale = pick(['uk', 'en'] as const);
        const isolate = pick(isolates);
        const before = p.calls();
        const got = await p.view(isolate, biz.slug, locale);
        if (p.calls() === before) kept++;
        const fresh = await p.view(undefined, biz.slug, locale);
        expect(got, `step ${step} ${biz.slug} ${locale}`).toEqual(fresh);
      }
    }
    // The check is worth something only if many views were answered from kept pages.
    expect(kept).toBeGreaterThan(30);
  });
});
