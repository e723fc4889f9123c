import { subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from './support/client';
import { type Harness, makeHarness, registerOwner } from './support/harness';
import { serviceBody } from './support/online-bookings';

// The owner's side of the booking page (issue 12 "Owner side"; docs/product/booking.md; PUT /user/booking-settings).
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const PATH = '/api/v1/user/booking-settings';
const DAY = 86_400_000;
const service = serviceBody;

async function business(name: string) {
  const o = await registerOwner(h, { business_name: name, timezone: 'Europe/London' });
  const c = o.client;
  const id = async (path: string, body: unknown) => (await c.post(path, body)).body.data.id as string;
  const cut = await id('/api/v1/services', service('Cut', { deposit: 500 }));
  const colour = await id('/api/v1/services', service('Colour'));
  const old = await id('/api/v1/services', service('Old cut'));
  await c.del(`/api/v1/services/${old}`);
  const yoga = await id('/api/v1/classes', { name: 'Yoga', spaces: 10 });
  const pack = await id('/api/v1/packages', { name: 'Five cuts', services: [{ service_id: cut, quantity: 5 }], price: 12000 });
  const voucher = await id('/api/v1/gift-voucher', {
    name: 'Fifty',
    kind: 'amount',
    amount: 5000,
    template: 'classic',
    colour: '#0F766E',
  });
  return { ...o, c, businessId: o.user.business.id, cut, colour, old, yoga, pack, voucher };
}
type Biz = Awaited<ReturnType<typeof business>>;

function settings(b: Biz, extra: Record<string, unknown> = {}) {
  return {
    enabled: true,
    paused: false,
    existing_clients_only: false,
    slug: `${b.user.business.slug}-book`,
    notice_hours: 4,
    horizon_days: 30,
    remember_days: 14,
    cancel_notice_hours: 12,
    terms: 'Be on time.',
    confirm_email: true,
    confirm_sms: false,
    notify_owner_email: false,
    sms_abroad: false,
    brand_color: '#aa3300',
    service_ids: [b.cut],
    class_ids: [b.yoga],
    package_ids: [],
    voucher_ids: [b.voucher],
    ...extra,
  };
}

const get = async (c: Client) => (await c.get(PATH)).body.data;

describe('booking settings', () => {
  it('answers the defaults, the page address and the active items that can be offered', async () => {
    const b = await business('Studio Alpha');
    const res = await b.c.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      enabled: false,
      paused: false,
      slug: b.user.business.slug,
      page_url: `http://localhost/online-booking/${b.user.business.slug}`,
      notice_hours: 2,
      horizon_days: 60,
      brand_color: '#4f46e5',
      payment_provider: null,
      service_ids: [],
      voucher_ids: [],
    });
    const offer = res.body.data.offerable;
    expect(offer.services.map((s: { name: string }) => s.name).sort()).toEqual(['Colour', 'Cut']);
    expect(offer.services.find((s: { id: string }) => s.id === b.cut)).toMatchObject({ deposit: 500, currency: 'GBP' });
    expect(offer.classes).toEqual([{ id: b.yoga, name: 'Yoga' }]);
    expect(offer.packages).toEqual([{ id: b.pack, name: 'Five cuts' }]);
    expect(offer.vouchers).toEqual([{ id: b.voucher, name: 'Fifty' }]);
  });

  it('saves the row, the slug and every item flag; the public page opens at the new address', async () => {
    const b = await business('Studio Alpha');
    const body = settings(b, { slug: 'Studio-Alpha-Book' });
    const res = await b.c.put(PATH, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ...body,
      slug: 'studio-alpha-book',
      page_url: 'http://localhost/online-booking/studio-alpha-book',
    });
    expect(await get(b.c)).toMatchObject({ ...body, slug: 'studio-alpha-book' });
    const page = await h.client_().get('/api/v1/online-booking/studio-alpha-book');
    expect(page.status).toBe(200);
    expect(page.body.data.services.map((s: { id: string }) => s.id)).toEqual([b.cut]);
    // Saving again with fewer items turns the others off.
    await b.c.put(PATH, settings(b, { slug: 'studio-alpha-book', service_ids: [b.colour], class_ids: [], voucher_ids: [] }));
    expect(await get(b.c)).toMatchObject({ service_ids: [b.colour], class_ids: [], voucher_ids: [] });
  });

  it("refuses another business's ids and archived ones on that field, touching nothing", async () => {
    const a = await business('Alpha');
    const b = await business('Beta');
    await b.c.put(PATH, settings(b));
    const before = await get(b.c);
    for (const [field, id] of [
      ['service_ids', b.cut],
      ['class_ids', b.yoga],
      ['package_ids', b.pack],
      ['voucher_ids', b.voucher],
      ['service_ids', a.old],
    ] as const) {
      const res = await a.c.put(PATH, settings(a, { [field]: [id] }));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors).toEqual({ [field]: ['The selected item is invalid.'] });
    }
    expect(await get(b.c)).toEqual(before);
    expect((await get(a.c)).enabled).toBe(false);
  });

  it('refuses a reserved or taken address, in the caller’s language', async () => {
    const a = await business('Alpha');
    const b = await business('Beta');
    for (const slug of ['admin', 'api', 'online-booking', 'www', 'login']) {
      const res = await a.c.put(PATH, settings(a, { slug }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'SLUG_RESERVED',
        errors: { slug: ['This address is reserved. Please choose another one.'] },
      });
    }
    const taken = await a.c.put(PATH, settings(a, { slug: b.user.business.slug }));
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('SLUG_TAKEN');
    expect(taken.body.errors.slug).toHaveLength(1);
    a.c.setLocale('uk');
    const uk = await a.c.put(PATH, settings(a, { slug: 'admin' }));
    expect(uk.body.errors.slug[0]).not.toBe('This address is reserved. Please choose another one.');
    const bad = await a.c.put(PATH, settings(a, { slug: 'no spaces!' }));
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(bad.body.errors)).toEqual(['slug']);
    expect((await get(a.c)).slug).toBe(a.user.business.slug);
  });

  it('a new business never gets a reserved word as its address', async () => {
    const o = await registerOwner(h, { business_name: 'Admin' });
    expect(o.user.business.slug).toBe('admin-2');
  });

  it('switched on it needs something bookable and a working day (docs/product/booking.md)', async () => {
    const b = await business('Alpha');
    const nothing = await b.c.put(PATH, settings(b, { service_ids: [], class_ids: [], package_ids: [] }));
    expect(nothing.status).toBe(422);
    expect(nothing.body).toMatchObject({
      code: 'BOOKING_NOTHING_OFFERED',
      message: 'Online booking needs at least 1 enabled service, class or package',
    });
    // Switched off, the same lists save.
    const off = await b.c.put(PATH, settings(b, { enabled: false, service_ids: [], class_ids: [], package_ids: [] }));
    expect(off.status).toBe(200);
    expect((await b.c.put(PATH, settings(b, { service_ids: [], class_ids: [], package_ids: [b.pack] }))).status).toBe(200);
    for (let day = 1; day <= 7; day++) {
      await b.c.put(`/api/v1/user/business-time-settings/${day}`, { enabled: false, start_minute: 540, end_minute: 1020 });
    }
    const closed = await b.c.put(PATH, settings(b, { notice_hours: 9 }));
    expect(closed.body).toMatchObject({
      code: 'BOOKING_NO_CALENDAR_DAY',
      message: 'Online booking needs at least 1 enabled calendar day',
    });
    expect((await get(b.c)).notice_hours).toBe(4);
  });

  it('is a Business plan feature: lite is refused, read-only cannot save', async () => {
    const b = await business('Alpha');
    await h.db.update(subscriptions).set({ plan_name: 'Lite' }).where(eq(subscriptions.business_id, b.businessId));
    expect((await b.c.get(PATH)).body.code).toBe('FEATURE_NOT_IN_PLAN');
    expect((await b.c.put(PATH, settings(b))).body.code).toBe('FEATURE_NOT_IN_PLAN');
    await h.db.update(subscriptions).set({ plan_name: 'Business' }).where(eq(subscriptions.business_id, b.businessId));
    expect((await b.c.put(PATH, settings(b))).status).toBe(200);
    await h.db
      .update(subscriptions)
      .set({ plan_name: null, trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, b.businessId));
    expect((await b.c.put(PATH, settings(b, { notice_hours: 1 }))).body.code).toBe('READ_ONLY');
  });

  it("a service can be done at the client's place; it reads back and defaults to off", async () => {
    const b = await business('Alpha');
    expect((await b.c.get(`/api/v1/services/${b.cut}`)).body.data.at_client_place).toBe(false);
    const body = { ...service('Home visit'), at_client_place: true };
    const made = await b.c.post('/api/v1/services', body);
    expect(made.body.data.at_client_place).toBe(true);
    const upd = await b.c.put(`/api/v1/services/${made.body.data.id}`, { ...body, at_client_place: false });
    expect(upd.body.data.at_client_place).toBe(false);
  });

  it('writes all or nothing: a slug lost to a racing business leaves row and flags unchanged', async () => {
    const b = await business('Alpha');
    await b.c.put(PATH, settings(b));
    const before = await get(b.c);
    // The flags are written after the slug in the batch; make the slug's write fail as the unique index would.
    await h.client.execute(
      "CREATE TRIGGER slug_race BEFORE UPDATE OF slug ON businesses BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: businesses.slug'); END",
    );
    const res = await b.c.put(PATH, settings(b, { slug: 'brand-new', notice_hours: 48, service_ids: [b.colour], class_ids: [] }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SLUG_TAKEN');
    await h.client.execute('DROP TRIGGER slug_race');
    expect(await get(b.c)).toEqual(before);
  });
});
