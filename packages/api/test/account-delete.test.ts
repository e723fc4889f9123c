import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiTokens, platformPayments, sessions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteAccount, purgeBusinessData } from '../src/account/delete-account';
import { KEPT_TABLES, purgeOrder } from '../src/account/purge-order';
import { issueApiToken } from '../src/core/api-tokens';
import { diskStore } from '../src/storage/disk';
import { auditRows, signedInAdmin } from './support/admin';
import { type Harness, makeHarness, PASSWORD, registerOwner } from './support/harness';
import { busyShop, rowsPerTable } from './support/leaving';

let h: Harness;
let dir: string;
beforeEach(async () => {
  h = await makeHarness();
  dir = mkdtempSync(join(tmpdir(), 'kairos-leaving-'));
  h.services.receipts = diskStore(dir);
});
afterEach(() => {
  h.close();
  rmSync(dir, { recursive: true, force: true });
});

const nonZero = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0);

describe('purgeBusinessData', () => {
  it('leaves no row of the business in any table with a business_id, and the other business untouched', async () => {
    const a = await busyShop(h);
    const b = await busyShop(h);
    const aBefore = await rowsPerTable(h.db, a.user.business.id);
    const bBefore = await rowsPerTable(h.db, b.user.business.id);
    // The seed reaches many tables (so an empty purge could not pass by accident).
    expect(nonZero(aBefore).length).toBeGreaterThan(15);
    await h.db.insert(platformPayments).values({
      business_id: a.user.business.id,
      kind: 'subscription',
      status: 'paid',
      description: 'Business monthly',
      amount: 2900,
      currency: 'GBP',
      provider: 'stripe',
      provider_ref: 'in_1',
    });
    await purgeBusinessData(h.db, a.user.business.id, h.services.receipts);
    const after = await rowsPerTable(h.db, a.user.business.id);
    // Kairos's own books stay, and the owner's user row (deleteAccount makes it a tombstone); nothing else of A's does.
    expect(Object.fromEntries(nonZero(after))).toEqual({ platform_payments: 1, users: 1 });
    expect(await rowsPerTable(h.db, b.user.business.id)).toEqual(bBefore);
    expect(await h.services.receipts?.get(a.receiptKey)).toBeNull();
    expect(await h.services.receipts?.get(b.receiptKey)).not.toBeNull();
  });

  it('orders every business_id table children-first, read from the schema', async () => {
    const order = await purgeOrder(h.db);
    const counts = await rowsPerTable(h.db, 'none');
    const expected = Object.keys(counts).filter((t) => !KEPT_TABLES.has(t));
    expect([...order].sort()).toEqual(expected.sort());
    // A child comes before its parent: payments allocations before payments, appointment clients before appointments.
    expect(order.indexOf('payment_allocations')).toBeLessThan(order.indexOf('payments'));
    expect(order.indexOf('appointment_clients')).toBeLessThan(order.indexOf('appointments'));
    expect(order.indexOf('appointments')).toBeLessThan(order.indexOf('clients'));
  });
});

describe('DELETE /user/delete', () => {
  it('refuses a wrong confirmation text, and deletes nothing', async () => {
    const a = await busyShop(h);
    const before = await rowsPerTable(h.db, a.user.business.id);
    for (const text of ['delete', 'DELETE ME', '', 'видалити']) {
      const res = await a.c.del(`/api/v1/user/delete?confirm_text=${encodeURIComponent(text)}`);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'INCORRECT_CONFIRM_TEXT', message: 'Incorrect confirm text' });
    }
    a.c.setLocale('uk');
    const uk = await a.c.del('/api/v1/user/delete?confirm_text=NO');
    expect(uk.body.message).toBe('Неправильний текст підтвердження');
    expect(await rowsPerTable(h.db, a.user.business.id)).toEqual(before);
    expect((await a.c.get('/api/v1/user')).status).toBe(200);
  });

  it('refuses a cross-site request, and deletes nothing', async () => {
    const a = await busyShop(h);
    const before = await rowsPerTable(h.db, a.user.business.id);
    const attempts: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const extra of attempts) {
      const res = await a.c.del('/api/v1/user/delete?confirm_text=DELETE', extra);
      expect(res.status).toBe(419);
      expect(res.body.code).toBe('CSRF_TOKEN_MISMATCH');
    }
    // Without the double-submit token (a form post from elsewhere cannot read it).
    const noToken = await a.c.del('/api/v1/user/delete?confirm_text=DELETE', { 'x-xsrf-token': 'forged' });
    expect(noToken.status).toBe(419);
    expect(await rowsPerTable(h.db, a.user.business.id)).toEqual(before);
  });

  it('deletes the data, ends every session and token, frees the email, and the old cookie is refused', async () => {
    const a = await busyShop(h);
    const b = await busyShop(h);
    const bBefore = await rowsPerTable(h.db, b.user.business.id);
    const second = h.client_();
    expect((await second.post('/api/login', { email: a.email, password: PASSWORD })).status).toBe(200);
    const oldCookies = new Map(second.cookies);
    await issueApiToken(h.db, a.user.id, 'mine', h.clock.now);
    const res = await a.c.del('/api/v1/user/delete?confirm_text=%D0%92%D0%98%D0%94%D0%90%D0%9B%D0%98%D0%A2%D0%98');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Your profile and your business's data have been deleted");
    expect(a.c.cookies.has('kairos_session')).toBe(false);
    expect((await second.get('/api/v1/user')).status).toBe(401);
    expect(second.cookies.size).toBeGreaterThan(0);
    expect(oldCookies.get('kairos_session')).toBeTruthy();
    expect(await h.db.select().from(sessions).where(eq(sessions.user_id, a.user.id))).toEqual([]);
    const tokens = await h.db.select().from(apiTokens).where(eq(apiTokens.user_id, a.user.id));
    expect(tokens.every((t) => t.revoked_at)).toBe(true);
    expect(nonZero(await rowsPerTable(h.db, a.user.business.id))).toEqual([]);
    expect(await rowsPerTable(h.db, b.user.business.id)).toEqual(bBefore);
    const tomb = await h.db.query.users.findFirst({ where: eq(users.id, a.user.id) });
    expect(tomb).toMatchObject({ email: `deleted+${a.user.id}@invalid`, password_hash: '' });
    expect(tomb?.deleted_at).toEqual(h.clock.now);
    // Cannot log in; the address can sign up again.
    expect((await h.client_().post('/api/login', { email: a.email, password: PASSWORD })).status).toBe(422);
    await registerOwner(h, { email: a.email });
  });

  it('is idempotent, and an admin deleting keeps the address only in the audit row', async () => {
    const a = await registerOwner(h);
    const admin = await signedInAdmin(h);
    await deleteAccount(h.deps, a.user.id, h.clock.now, { actorUserId: admin.id });
    await deleteAccount(h.deps, a.user.id, h.clock.now, { actorUserId: admin.id });
    const tomb = await h.db.query.users.findFirst({ where: eq(users.id, a.user.id) });
    expect(tomb?.email).toBe(`deleted+${a.user.id}@invalid`);
    const rows = (await auditRows(h)).filter((r) => r.target_id === a.user.id);
    // audit() is the admin helper's; when it writes, exactly one row with the original address.
    if (rows.length) expect(rows).toMatchObject([{ action: 'user.delete', details: { email: a.email } }]);
  });
});
