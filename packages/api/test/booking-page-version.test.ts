import {
  bookingSettings,
  businesses,
  classes,
  giftVouchers,
  packageServices,
  packages,
  paymentIntegrations,
  services,
  subscriptions,
  users,
} from '@kairos/db';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingPageVersion, PAGE_VERSION_TABLES } from '../src/booking/page-version';
import { openPage, pageBusiness } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';

// The booking page's HTML is kept per process or Worker isolate under a version the database's triggers keep
// (migration 0030, booking/page-version.ts, apps/edge/src/page-cache.ts). Every write to a row the page shows must
// change the version; a kept page must equal a fresh render; one business's page is never another's.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const version = async (slug: string) => (await bookingPageVersion(h.db, slug, h.clock.now))?.version ?? null;

/** Two businesses with their pages on: `a` (the one edited) and `b` (which no edit of `a` may touch). */
async function two() {
  const a = await pageBusiness(h, 'Studio Alpha');
  const b = await pageBusiness(h, 'Studio Beta');
  return { a, b };
}

/** Runs `write` and says whether a's version changed and whether b's did. */
async function bumps(a: { slug: string }, b: { slug: string }, write: () => Promise<unknown>) {
  const [a0, b0] = [await version(a.slug), await version(b.slug)];
  expect(a0).not.toBeNull();
  await write();
  return { a: (await version(a.slug)) !== a0, b: (await version(b.slug)) !== b0 };
}

describe('the booking page version (migration 0030 triggers)', () => {
  it('has a trigger on every table the page reads, for each kind of write', async () => {
    const triggers = await h.db.all<{ tbl_name: string; sql: string }>(
      sql`SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'booking_page_%'`,
    );
    for (const table of PAGE_VERSION_TABLES) {
      const on = triggers.filter((t) => t.tbl_name === table).map((t) => /AFTER (\w+)/.exec(t.sql)?.[1]);
      if (table === 'users') expect(on).toEqual(['UPDATE']);
      else if (table === 'businesses') expect(on.sort()).toEqual(['DELETE', 'UPDATE']);
      else expect(on.sort(), table).toEqual(['DELETE', 'INSERT', 'UPDATE']);
    }
  });

  it('PAGE_VERSION_TABLES holds every table the page reads (the statements a page call sends)', async () => {
    const a = await pageBusiness(h);
    await h.db.insert(paymentIntegrations).values({ business_id: a.businessId, provider: 'stripe', secret: 'x', hint: 'h' });
    const read = new Set<string>();
    const original = h.client.execute.bind(h.client);
    h.client.execute = ((stmt: string | { sql: string }, ...rest: unknown[]) => {
      const text = typeof stmt === 'string' ? stmt : stmt.sql;
      for (const m of text.matchAll(/\b(?:from|join)\s+["`]?(\w+)/gi)) if (m[1]) read.add(m[1].toLowerCase());
      return (original as (...x: unknown[]) => ReturnType<typeof original>)(stmt, ...rest);
    }) as typeof h.client.execute;
    try {
      // A package with a service in it, so the package contents' statement runs too.
      const pack = await a.client.post('/api/v1/packages', {
        name: 'Five cuts',
        price: 12000,
        online_booking: true,
        services: [{ service_id: a.service, quantity: 5 }],
      });
      expect(pack.status, JSON.stringify(pack.body)).toBe(200);
      read.clear();
      const res = await h.client_().get(`/api/v1/online-booking/${a.slug}`);
      expect(res.status).toBe(200);
      expect(res.body.data.packages).toHaveLength(1);
    } finally {
      h.client.execute = original;
    }
    expect(read.has('services')).toBe(true);
    // rate_limits is the per-address count (not what the page shows); booking_page_versions is the version itself.
    const extra = [...read].filter((t) => !PAGE_VERSION_TABLES.includes(t) && t !== 'rate_limits');
    expect(extra).toEqual([]);
  });

  it('businesses: a change to the business changes its version only', async () => {
    const { a, b } = await two();
    expect(
      await bumps(a, b, () => h.db.update(businesses).set({ city: 'Leeds' }).where(eq(businesses.id, a.businessId))),
    ).toEqual({
      a: true,
      b: false,
    });
  });

  it('users: the owner deleted or made premium changes it; other owner fields do not', async () => {
    const { a, b } = await two();
    const ownerId = a.user.id as string;
    expect(await bumps(a, b, () => h.db.update(users).set({ is_premium: true }).where(eq(users.id, ownerId)))).toEqual({
      a: true,
      b: false,
    });
    expect(await bumps(a, b, () => h.db.update(users).set({ first_name: 'Olena' }).where(eq(users.id, ownerId)))).toEqual({
      a: false,
      b: false,
    });
    const before = await version(a.slug);
    await h.db.update(users).set({ deleted_at: h.clock.now }).where(eq(users.id, ownerId));
    // The page is off now: no version (nothing kept is served).
    expect(before).not.toBeNull();
    expect(await version(a.slug)).toBeNull();
  });

  it('subscriptions: a plan change changes it', async () => {
    const { a, b } = await two();
    expect(
      await bumps(a, b, () =>
        h.db.update(subscriptions).set({ plan_name: 'premium_monthly' }).where(eq(subscriptions.business_id, a.businessId)),
      ),
    ).toEqual({ a: true, b: false });
  });

  it('booking_settings: insert, update and delete change it', async () => {
    const { a, b } = await two();
    expect(
      await bumps(a, b, () =>
        h.db.update(bookingSettings).set({ terms: 'No refunds' }).where(eq(bookingSettings.business_id, a.businessId)),
      ),
    ).toEqual({ a: true, b: false });
    // Deleting the row turns the page off; inserting it again turns it on under a new version.
    const on = await version(a.slug);
    await h.db.delete(bookingSettings).where(eq(bookingSettings.business_id, a.businessId));
    await openPage(h, a.businessId);
    expect(await version(a.slug)).not.toBe(on);
    const rows = await h.db.all<{ business_id: string; version: number }>(sql`SELECT * FROM booking_page_versions`);
    expect(rows.find((r) => r.business_id === a.businessId)?.version).toBeGreaterThanOrEqual(3);
  });

  it('payment_integrations: connecting and disconnecting a provider change it', async () => {
    const { a, b } = await two();
    expect(
      await bumps(a, b, () =>
        h.db.insert(paymentIntegrations).values({ business_id: a.businessId, provider: 'stripe', secret: 'x', hint: 'h' }),
      ),
    ).toEqual({ a: true, b: false });
    expect(
      await bumps(a, b, () =>
        h.db.update(paymentIntegrations).set({ hint: 'k' }).where(eq(paymentIntegrations.business_id, a.businessId)),
      ),
    ).toEqual({ a: true, b: false });
    expect(
      await bumps(a, b, () => h.db.delete(paymentIntegrations).where(eq(paymentIntegrations.business_id, a.businessId))),
    ).toEqual({ a: true, b: false });
  });

  it('services: adding, editing, archiving and deleting change it', async () => {
    const { a, b } = await two();
    let id = '';
    expect(
      await bumps(a, b, async () => {
        const res = await a.client.post('/api/v1/services', {
          name: 'Colour',
          type: 'single',
          parts: [{ title: 'Colour', duration_minutes: 60, type: 'block' }],
          colour: '#2563eb',
          price: 6000,
          online_booking: true,
        });
        id = res.body.data.id;
      }),
    ).toEqual({ a: true, b: false });
    expect(await bumps(a, b, () => h.db.update(services).set({ price: 6500 }).where(eq(services.id, id)))).toEqual({
      a: true,
      b: false,
    });
    expect(await bumps(a, b, () => h.db.delete(services).where(eq(services.id, id)))).toEqual({ a: true, b: false });
  });

  it('classes: insert, update and delete change it', async () => {
    const { a, b } = await two();
    const row = { business_id: a.businessId, name: 'Yoga', duration_minutes: 60, currency: 'GBP', colour: '#16a34a', spaces: 5 };
    let id = '';
    expect(
      await bumps(a, b, async () => {
        [{ id }] = (await h.db.insert(classes).values(row).returning({ id: classes.id })) as [{ id: string }];
      }),
    ).toEqual({ a: true, b: false });
    expect(await bumps(a, b, () => h.db.update(classes).set({ name: 'Pilates' }).where(eq(classes.id, id)))).toEqual({
      a: true,
      b: false,
    });
    expect(await bumps(a, b, () => h.db.delete(classes).where(eq(classes.id, id)))).toEqual({ a: true, b: false });
  });

  it('packages and package_services: insert, update and delete change it', async () => {
    const { a, b } = await two();
    let id = '';
    expect(
      await bumps(a, b, async () => {
        [{ id }] = (await h.db
          .insert(packages)
          .values({ business_id: a.businessId, name: 'Five', currency: 'GBP' })
          .returning({ id: packages.id })) as [{ id: string }];
      }),
    ).toEqual({ a: true, b: false });
    expect(await bumps(a, b, () => h.db.update(packages).set({ price: 100 }).where(eq(packages.id, id)))).toEqual({
      a: true,
      b: false,
    });
    const content = { package_id: id, service_id: a.service, business_id: a.businessId, quantity: 2 };
    expect(await bumps(a, b, () => h.db.insert(packageServices).values(content))).toEqual({ a: true, b: false });
    expect(
      await bumps(a, b, () => h.db.update(packageServices).set({ quantity: 3 }).where(eq(packageServices.package_id, id))),
    ).toEqual({ a: true, b: false });
    expect(await bumps(a, b, () => h.db.delete(packageServices).where(eq(packageServices.package_id, id)))).toEqual({
      a: true,
      b: false,
    });
    expect(await bumps(a, b, () => h.db.delete(packages).where(eq(packages.id, id)))).toEqual({ a: true, b: false });
  });

  it('gift_vouchers: insert, update and delete change it', async () => {
    const { a, b } = await two();
    const row = {
      business_id: a.businessId,
      name: 'Gift',
      kind: 'amount' as const,
      currency: 'GBP',
      template: 'plain',
      colour: '#000000',
    };
    let id = '';
    expect(
      await bumps(a, b, async () => {
        [{ id }] = (await h.db.insert(giftVouchers).values(row).returning({ id: giftVouchers.id })) as [{ id: string }];
      }),
    ).toEqual({ a: true, b: false });
    expect(await bumps(a, b, () => h.db.update(giftVouchers).set({ name: 'Gift card' }).where(eq(giftVouchers.id, id)))).toEqual({
      a: true,
      b: false,
    });
    expect(await bumps(a, b, () => h.db.delete(giftVouchers).where(eq(giftVouchers.id, id)))).toEqual({ a: true, b: false });
  });

  // The version row goes with the business: account-delete.test.ts checks no business_id table keeps a row.
  it('is null for an unknown slug and for a page the clock turned off (the trial ended)', async () => {
    const { a } = await two();
    expect(await version('no-such-page')).toBeNull();
    await h.db.update(businesses).set({ name: 'x' }).where(eq(businesses.id, a.businessId));
    const trialEnd = (await h.db.select().from(subscriptions).where(eq(subscriptions.business_id, a.businessId)))[0]
      ?.trial_ends_at;
    const later = new Date((trialEnd as Date).getTime() + 1000);
    expect(await bookingPageVersion(h.db, a.slug, later)).toBeNull();
  });
});

/** The page as the edge renders it: through `keeping` (kept pages), or fresh (no keeping). */
