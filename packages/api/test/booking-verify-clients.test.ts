import { clients } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchOrCreateClient, visitorClient } from '../src/booking/visitor';
import { AppError } from '../src/core/errors';
import { loadScope } from '../src/core/scope';
import { bookingBusiness } from './support/booking-verify';
import { type Harness, makeHarness } from './support/harness';

// A verified visitor becomes a client (issue 12): matched by email or phone among the business's
// active clients, else made from the name given, unless the page takes existing clients only.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

async function setup() {
  const b = await bookingBusiness(h, 'Studio Alpha');
  const add = async (body: Record<string, unknown>) =>
    (await b.client.post('/api/v1/clients', { last_name: 'Brown', ...body })).body.data.id as string;
  const scope = () => loadScope(h.db, b.businessId, h.clock.now);
  return { b, add, scope };
}

const email = (address: string) => ({ channel: 'email' as const, address });
const sms = (address: string) => ({ channel: 'sms' as const, address });
const open = { existingOnly: false };

describe('matching a verified visitor to a client', () => {
  it('finds the client by email (any case) or by phone (stored E.164)', async () => {
    const { add, scope } = await setup();
    const anna = await add({ first_name: 'Anna', email: 'Anna@Example.com' });
    const bob = await add({ first_name: 'Bob', phone: '07700 900123' });
    expect(await matchOrCreateClient(await scope(), email('anna@example.com'), {}, open)).toBe(anna);
    expect(await matchOrCreateClient(await scope(), sms('+447700900123'), {}, open)).toBe(bob);
    expect(await h.db.select().from(clients)).toHaveLength(2);
  });

  it('skips archived clients and picks the most recently updated of several', async () => {
    const { b, add, scope } = await setup();
    const older = await add({ first_name: 'Old', email: 'anna@example.com' });
    h.advance(60_000);
    const newer = await add({ first_name: 'New', email: 'anna@example.com' });
    expect(await visitorClient(await scope(), email('anna@example.com'))).toBe(newer);
    h.advance(60_000);
    await b.client.put(`/api/v1/clients/${older}`, { first_name: 'Old', last_name: 'Brown', email: 'anna@example.com' });
    expect(await visitorClient(await scope(), email('anna@example.com'))).toBe(older);
    expect((await b.client.del(`/api/v1/clients/${older}`)).status).toBe(200);
    expect(await visitorClient(await scope(), email('anna@example.com'))).toBe(newer);
  });

  it('never matches another business’s client', async () => {
    const { scope } = await setup();
    const other = await bookingBusiness(h, 'Studio Beta');
    await other.client.post('/api/v1/clients', { first_name: 'Anna', last_name: 'Other', email: 'anna@example.com' });
    expect(await visitorClient(await scope(), email('anna@example.com'))).toBeNull();
  });

  it('makes a new client from the name and the verified address', async () => {
    const { b, scope } = await setup();
    const id = await matchOrCreateClient(await scope(), sms('+447700900123'), { first_name: ' Ivy ', last_name: 'Green' }, open);
    const [row] = await h.db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({
      business_id: b.businessId,
      first_name: 'Ivy',
      last_name: 'Green',
      phone: '+447700900123',
      email: null,
    });
    // It is a normal client: listed and found by quick search.
    const list = await b.client.get('/api/v1/clients?search=green');
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([id]);
    // The next booking of the same visitor finds it.
    expect(await matchOrCreateClient(await scope(), sms('+447700900123'), {}, open)).toBe(id);
  });

  it('asks for the names it lacks, in the page’s language, and writes nothing', async () => {
    const { scope } = await setup();
    const err = await matchOrCreateClient(
      await scope(),
      email('new@example.com'),
      { first_name: 'Ivy' },
      {
        existingOnly: false,
        locale: 'en',
      },
    ).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.appCode).toBe('VALIDATION_ERROR');
    expect(err.fieldErrors).toEqual({ last_name: ['Required'] });
    const uk = await matchOrCreateClient(
      await scope(),
      email('new@example.com'),
      {},
      { existingOnly: false, locale: 'uk' },
    ).catch((e) => e);
    expect(uk.fieldErrors).toEqual({ first_name: ["Обов'язкове поле"], last_name: ["Обов'язкове поле"] });
    expect(await h.db.select().from(clients)).toEqual([]);
  });

  it('a page for existing clients only refuses a visitor who matches none, naming the business', async () => {
    const { add, scope } = await setup();
    const anna = await add({ first_name: 'Anna', email: 'anna@example.com' });
    const only = { existingOnly: true };
    expect(await matchOrCreateClient(await scope(), email('anna@example.com'), {}, only)).toBe(anna);
    const err = await matchOrCreateClient(
      await scope(),
      email('new@example.com'),
      { first_name: 'A', last_name: 'B' },
      only,
    ).catch((e) => e);
    expect(err.appCode).toBe('BOOKING_EXISTING_ONLY');
    expect(err.translate('en')).toBe("Studio Alpha isn't taking new client bookings");
    expect(await h.db.select().from(clients)).toHaveLength(1);
  });

  it('two first bookings of the same new visitor at once make one client', async () => {
    const { scope } = await setup();
    const s = await scope();
    const ids = await Promise.all(
      Array.from({ length: 10 }, () =>
        matchOrCreateClient(s, email('new@example.com'), { first_name: 'New', last_name: 'Visitor' }, open),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await h.db.select().from(clients)).toHaveLength(1);
  });
});
