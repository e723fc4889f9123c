import { bookingCodes } from '@kairos/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { visitorCookieName } from '../src/booking/verification/cookie';
import { readVisitor } from '../src/booking/visitor';
import { loadScope } from '../src/core/scope';
import { bookingBusiness, check, codeFor, lastTo, setCookieOf, tally } from './support/booking-verify';
import type { Client } from './support/client';
import { type Harness, makeHarness } from './support/harness';

// Checking a code (issue 12 "no guessing"): 5 tries per code however many arrive at once, 10
// minutes, once only; then the signed cookie that keeps this device verified for one business.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** readVisitor as the booking procedures call it, with the cookies the client holds. */
async function visitorOf(c: Client, businessId: string) {
  const scope = await loadScope(h.db, businessId, h.clock.now);
  return readVisitor({ services: h.services, cookies: { get: (n) => c.cookies.get(n), set() {}, delete() {} } }, scope);
}

describe('checking a code', () => {
  it('the right code verifies once and sets an HttpOnly, SameSite=Lax cookie for the remember-me days', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha', { remember_days: 30 });
    const c = h.client_();
    const code = await codeFor(h, c, b.slug, 'Anna@Example.com');
    const res = await check(c, b.slug, 'anna@example.com', code);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ visitor: { channel: 'email', address_masked: 'an•••@example.com', needs_name: true } });
    const name = visitorCookieName(b.businessId);
    expect(name).toMatch(/^kb_[0-9a-f]{12}$/);
    const cookie = setCookieOf(res, `${name}=`) as string;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toContain('anna');
    expect(await visitorOf(c, b.businessId)).toEqual({ channel: 'email', address: 'anna@example.com' });
    // A code works once.
    const again = await check(h.client_(), b.slug, 'anna@example.com', code);
    expect(again.body.code).toBe('BOOKING_CODE_DEAD');
  });

  it('4 wrong tries say how many are left; the 5th ends the code, even for the right one after it', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const c = h.client_();
    const code = await codeFor(h, c, b.slug, 'anna@example.com');
    for (const left of [4, 3, 2, 1]) {
      const res = await check(c, b.slug, 'anna@example.com', wrong(code));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'BOOKING_CODE_WRONG', message: `That code isn't right. Tries left: ${left}.` });
    }
    expect((await check(c, b.slug, 'anna@example.com', wrong(code))).body.code).toBe('BOOKING_CODE_DEAD');
    const late = await check(c, b.slug, 'anna@example.com', code);
    expect(late.body).toMatchObject({
      code: 'BOOKING_CODE_DEAD',
      message: 'This code has expired or was entered wrongly too many times. Ask for a new code.',
    });
    expect(c.cookies.has(visitorCookieName(b.businessId))).toBe(false);
    // A new code starts again.
    const fresh = await codeFor(h, c, b.slug, 'anna@example.com');
    expect((await check(c, b.slug, 'anna@example.com', fresh)).status).toBe(200);
  });

  it('20 guesses at once are never more than 5 tries, and the right code fails after them', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const code = await codeFor(h, h.client_(), b.slug, 'anna@example.com');
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => check(h.client_(), b.slug, 'anna@example.com', g)));
    expect(tally(answers)).toEqual({ '422 BOOKING_CODE_WRONG': 4, '422 BOOKING_CODE_DEAD': 16 });
    const [row] = await h.db.select().from(bookingCodes);
    expect(row?.attempts).toBe(5);
    expect((await check(h.client_(), b.slug, 'anna@example.com', code)).body.code).toBe('BOOKING_CODE_DEAD');
  });

  it('a right code among 20 parallel guesses passes only if it was one of the 5 tries', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const code = await codeFor(h, h.client_(), b.slug, 'anna@example.com');
    const guesses = Array.from({ length: 19 }, (_, i) => wrong(String(Number(code) + i)));
    guesses.push(code);
    const answers = await Promise.all(guesses.map((g) => check(h.client_(), b.slug, 'anna@example.com', g)));
    const t = tally(answers);
    const [row] = await h.db.select().from(bookingCodes);
    expect(row?.attempts).toBe(5);
    // Exactly 5 guesses were compared: either 4 wrong + the right one, or 4 wrong + a 5th wrong.
    expect((t['200'] ?? 0) + (t['422 BOOKING_CODE_WRONG'] ?? 0)).toBeLessThanOrEqual(5);
    expect(t['422 BOOKING_CODE_DEAD']).toBeGreaterThanOrEqual(15);
  });

  it('a code lives 10 minutes', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const c = h.client_();
    const first = await codeFor(h, c, b.slug, 'anna@example.com');
    h.advance(10 * 60_000 - 1);
    expect((await check(c, b.slug, 'anna@example.com', wrong(first))).body.code).toBe('BOOKING_CODE_WRONG');
    h.advance(1);
    expect((await check(c, b.slug, 'anna@example.com', first)).body.code).toBe('BOOKING_CODE_DEAD');
    const second = await codeFor(h, c, b.slug, 'anna@example.com');
    h.advance(9 * 60_000);
    expect((await check(c, b.slug, 'anna@example.com', second)).status).toBe(200);
  });

  it('a new code voids the older one', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const c = h.client_();
    const first = await codeFor(h, c, b.slug, 'anna@example.com');
    const second = await codeFor(h, c, b.slug, 'anna@example.com');
    if (first !== second) expect((await check(c, b.slug, 'anna@example.com', first)).body.code).toBe('BOOKING_CODE_WRONG');
    expect((await check(c, b.slug, 'anna@example.com', second)).status).toBe(200);
  });

  it('a code sent on one business’s page does nothing on another’s', async () => {
    const a = await bookingBusiness(h, 'Studio Alpha');
    const b = await bookingBusiness(h, 'Studio Beta');
    const c = h.client_();
    const code = await codeFor(h, c, a.slug, 'anna@example.com');
    expect((await check(c, b.slug, 'anna@example.com', code)).body.code).toBe('BOOKING_CODE_DEAD');
    expect((await check(c, a.slug, 'anna@example.com', code)).status).toBe(200);
  });

  it('limits checks per IP, so codes cannot be guessed across many addresses', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const c = h.client_({ ip: '198.51.100.9' });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await check(c, b.slug, `v${i}@example.com`, '123456'));
    expect(tally(answers)).toEqual({ '422 BOOKING_CODE_DEAD': 30, '429 TOO_MANY_ATTEMPTS': 1 });
  });
});

describe('the verified cookie', () => {
  async function verified(remember_days = 30) {
    const b = await bookingBusiness(h, 'Studio Alpha', { remember_days });
    const c = h.client_();
    const code = await codeFor(h, c, b.slug, '07700 900123', 'sms', '+447700900123');
    const res = await check(c, b.slug, '+44 7700 900123', code, 'sms');
    expect(res.status).toBe(200);
    return { b, c, res, name: visitorCookieName(b.businessId) };
  }

  it('is refused when tampered with', async () => {
    const { b, c, name } = await verified();
    expect(await visitorOf(c, b.businessId)).toEqual({ channel: 'sms', address: '+447700900123' });
    const value = c.cookies.get(name) as string;
    const [payload, mac] = value.split('.') as [string, string];
    const claim = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const forged = btoa(JSON.stringify({ ...claim, a: '+447700900999' })).replace(/=+$/, '');
    c.cookies.set(name, `${forged}.${mac}`);
    expect(await visitorOf(c, b.businessId)).toBeNull();
    c.cookies.set(name, `${payload}.${mac.replace(/^./, (x) => (x === '0' ? '1' : '0'))}`);
    expect(await visitorOf(c, b.businessId)).toBeNull();
    c.cookies.set(name, 'garbage');
    expect(await visitorOf(c, b.businessId)).toBeNull();
  });

  it('is refused for another business, even copied under its name', async () => {
    const { c, name } = await verified();
    const other = await bookingBusiness(h, 'Studio Beta');
    expect(await visitorOf(c, other.businessId)).toBeNull();
    c.cookies.set(visitorCookieName(other.businessId), c.cookies.get(name) as string);
    expect(await visitorOf(c, other.businessId)).toBeNull();
  });

  it('expires after the remember-me days; 0 days is a session cookie', async () => {
    const { b, c } = await verified(2);
    h.advance(2 * 24 * 3600_000 - 1000);
    expect(await visitorOf(c, b.businessId)).not.toBeNull();
    h.advance(1000);
    expect(await visitorOf(c, b.businessId)).toBeNull();
    const session = await verified(0);
    const cookie = setCookieOf(session.res, `${session.name}=`) as string;
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(await visitorOf(session.c, session.b.businessId)).not.toBeNull();
  });

  it('"not you?" forgets the device', async () => {
    const { b, c, name } = await verified();
    const res = await c.post(`/api/v1/online-booking/${b.slug}/verification/forget`);
    expect(res.status).toBe(200);
    expect(setCookieOf(res, `${name}=`)).toMatch(/Max-Age=0/);
    expect(c.cookies.has(name)).toBe(false);
    expect(await visitorOf(c, b.businessId)).toBeNull();
  });

  it('the same procedures answer on tRPC, cookie included', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const c = h.client_();
    const sent = await c.mutate('booking.sendCode', { slug: b.slug, channel: 'email', address: 'anna@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body.result.data.sent).toBe(true);
    const { code } = await lastTo(h, 'anna@example.com');
    const checked = await c.mutate('booking.checkCode', { slug: b.slug, channel: 'email', address: 'anna@example.com', code });
    expect(checked.body.result.data.visitor.needs_name).toBe(true);
    expect(await visitorOf(c, b.businessId)).toEqual({ channel: 'email', address: 'anna@example.com' });
    expect((await c.mutate('booking.forgetVisitor', { slug: b.slug })).status).toBe(200);
    expect(await visitorOf(c, b.businessId)).toBeNull();
  });
});
