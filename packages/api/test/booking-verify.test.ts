import { bookingCodes, businesses, messages } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balances, grant } from '../src/credits/ledger';
import { BOOKING } from '../src/shared/booking-schemas';
import { bookingBusiness, fillLimit, lastTo, send, tally } from './support/booking-verify';
import { type Harness, makeHarness } from './support/harness';

// The booking page's verification codes, sending side (issue 12 "no SMS pumping"): the address
// normalised, every limit with its own translated message (also under parallel requests), SMS only
// to the business's country and on its credits, and the same answer whoever the address belongs to.
let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('sending a code', () => {
  it('emails a 6-digit code with the business name, stores only its hash, masks the address', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const res = await send(h.client_(), b.slug, '  Anna.K@Example.COM ');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, address_masked: 'an•••@example.com', expires_in_seconds: 600 });
    const { row, code } = await lastTo(h, 'anna.k@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(row.body_text).toContain(`${code} is your code for Studio Alpha. It is valid for 10 minutes.`);
    expect(row.subject).toBe('Your code for Studio Alpha');
    const [stored] = await h.db.select().from(bookingCodes);
    expect(stored).toMatchObject({ business_id: b.businessId, address: 'anna.k@example.com', channel: 'email', attempts: 0 });
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored?.expires_at.getTime()).toBe(h.clock.now.getTime() + 10 * 60_000);
  });

  it('writes the code in the page’s language', async () => {
    const b = await bookingBusiness(h, 'Студія');
    expect((await send(h.client_({ locale: 'uk' }), b.slug, 'olena@example.com')).status).toBe(200);
    const { row, code } = await lastTo(h, 'olena@example.com');
    expect(row.body_text).toContain(`${code} — ваш код підтвердження. Студія. Дійсний 10 хв.`);
    // The input's locale wins over the header's.
    expect((await send(h.client_({ locale: 'uk' }), b.slug, 'ivan@example.com', 'email', 'en')).status).toBe(200);
    expect((await lastTo(h, 'ivan@example.com')).row.body_text).toContain('is your code for Студія');
  });

  it('answers exactly the same for a client’s address and a stranger’s, and the text carries no client data', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    await b.client.post('/api/v1/clients', { first_name: 'Anna', last_name: 'Secretname', email: 'anna@example.com' });
    const client = await send(h.client_(), b.slug, 'anna@example.com');
    const stranger = await send(h.client_(), b.slug, 'anton@example.com');
    expect(client.status).toBe(200);
    expect(client.body).toEqual(stranger.body);
    const a = await lastTo(h, 'anna@example.com');
    const s = await lastTo(h, 'anton@example.com');
    expect(a.row.body_text.replace(a.code, 'X')).toBe(s.row.body_text.replace(s.code, 'X'));
    expect(a.row.body_text).not.toContain('Secretname');
  });

  it('refuses a malformed address as a field error, before counting anything', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const c = h.client_();
    const bad = await send(c, b.slug, 'not-an-email');
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(bad.body.errors.address).toEqual(['Must be a valid email address']);
    const phone = await send(c, b.slug, '123', 'sms');
    expect(phone.status).toBe(422);
    expect(phone.body.errors.address).toEqual(['Must be a valid phone number']);
    expect(await h.db.select().from(bookingCodes)).toEqual([]);
  });

  it('an unknown or switched-off page is NOT_FOUND, a paused one sends no codes', async () => {
    const res = await send(h.client_(), 'no-such-page', 'anna@example.com');
    expect(res.status).toBe(404);
    const off = await bookingBusiness(h, 'Studio Off', { enabled: false });
    expect((await send(h.client_(), off.slug, 'anna@example.com')).body).toEqual(res.body);
    const paused = await bookingBusiness(h, 'Studio Paused', { paused: true });
    const refused = await send(h.client_(), paused.slug, '07700 900123', 'sms');
    expect(refused.body).toMatchObject({ code: 'BOOKING_PAUSED', message: 'No online bookings being taken at the moment' });
    expect(await h.db.select().from(bookingCodes)).toEqual([]);
    expect(await balances(h.db, paused.businessId)).toMatchObject({ sms: 5 });
  });
});

describe('limits', () => {
  it('at most 5 codes per address per hour, also when 10 are asked for at once from different places', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(h.client_(), b.slug, 'anna@example.com')));
    expect(tally(answers)).toEqual({ '200': 5, '429 BOOKING_CODE_LIMIT_ADDRESS': 5 });
    const refused = answers.find((r) => r.status === 429);
    expect(refused?.body.message).toBe('Too many codes were sent to this address. Try again in 60 min.');
    // The same address in another case or spacing is the same address.
    expect((await send(h.client_(), b.slug, ' ANNA@example.com')).body.code).toBe('BOOKING_CODE_LIMIT_ADDRESS');
    // Another address is not affected; an hour later the address may ask again.
    expect((await send(h.client_(), b.slug, 'anton@example.com')).status).toBe(200);
    h.advance(3600_000);
    expect((await send(h.client_(), b.slug, 'anna@example.com')).status).toBe(200);
  });

  it('at most 20 codes per visitor IP per hour, also in parallel, in the visitor’s language', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const c = h.client_({ locale: 'uk', ip: '203.0.113.7' });
    await send(c, b.slug, 'warmup@example.com'); // the CSRF cookie, and one code
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => send(c, b.slug, `v${i}@example.com`)));
    expect(tally(answers)).toEqual({ '200': 19, '429 BOOKING_CODE_LIMIT_IP': 5 });
    expect(answers.find((r) => r.status === 429)?.body.message).toMatch(
      /^З вашої мережі запитано забагато кодів\. Спробуйте через \d+ хв\.$/,
    );
    // Another visitor (another IP) still gets codes.
    expect((await send(h.client_(), b.slug, 'other@example.com')).status).toBe(200);
  });

  it('a daily cap per business (all codes, and SMS codes on their own), reset the next UTC day', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const day = 24 * 3600_000;
    await fillLimit(h, `bk:code:sms-day:${b.businessId}`, day, BOOKING.SMS_CODES_PER_BUSINESS_DAY);
    const sms = await send(h.client_(), b.slug, '07700 900123', 'sms');
    expect(sms.status).toBe(429);
    expect(sms.body).toMatchObject({
      code: 'BOOKING_SMS_USE_EMAIL',
      message: 'No more codes by SMS can be sent from this page today. Please use your email instead.',
    });
    expect((await send(h.client_(), b.slug, 'anna@example.com')).status).toBe(200);
    await fillLimit(h, `bk:code:day:${b.businessId}`, day, BOOKING.CODE_SENDS_PER_BUSINESS_DAY);
    expect((await send(h.client_(), b.slug, 'anton@example.com')).body.code).toBe('BOOKING_CODE_LIMIT_DAILY');
    // Another business's page is not affected.
    const other = await bookingBusiness(h, 'Studio Beta');
    expect((await send(h.client_(), other.slug, 'anton@example.com')).status).toBe(200);
    h.advance(day);
    expect((await send(h.client_(), b.slug, 'anton@example.com')).status).toBe(200);
  });
});

describe('codes by SMS', () => {
  it('reads a national number in the business’s country, spends one SMS credit, keeps no code in the log', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const res = await send(h.client_(), b.slug, '07700 900123', 'sms');
    expect(res.status).toBe(200);
    expect(res.body.data.address_masked).toBe('+44 7700 ••••23');
    const { row, code } = await lastTo(h, '+447700900123');
    expect(row.body_text).toBe(`${code} is your code for Studio Alpha. It is valid for 10 minutes.`);
    expect(await balances(h.db, b.businessId)).toMatchObject({ sms: 4 });
    const [logged] = await h.db.select().from(messages).where(eq(messages.business_id, b.businessId));
    expect(logged).toMatchObject({ client_id: null, channel: 'sms', type: 'booking', status: 'sent' });
    expect(logged?.body_preview).not.toContain(code);
  });

  it('goes only to numbers of the business’s country unless the owner allows others', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const abroad = await send(h.client_(), b.slug, '+380 67 123 4512', 'sms');
    expect(abroad.status).toBe(422);
    expect(abroad.body).toMatchObject({
      code: 'BOOKING_SMS_COUNTRY',
      message: 'Codes by SMS can only go to numbers in United Kingdom. Please use your email instead.',
    });
    expect(await h.db.select().from(bookingCodes)).toEqual([]);
    expect(await balances(h.db, b.businessId)).toMatchObject({ sms: 5 });
    const allowing = await bookingBusiness(h, 'Studio Beta', { sms_abroad: true });
    const ok = await send(h.client_(), allowing.slug, '+380 67 123 4512', 'sms');
    expect(ok.status).toBe(200);
    expect(ok.body.data.address_masked).toBe('+380 67 ••• ••12');
    // A business of no set country (region OTHER) sends SMS codes only when numbers abroad are allowed.
    await h.db.update(businesses).set({ region: 'OTHER' }).where(eq(businesses.id, b.businessId));
    expect((await send(h.client_(), b.slug, '+44 7700 900123', 'sms')).body.code).toBe('BOOKING_SMS_UNAVAILABLE');
    await h.db.update(businesses).set({ region: 'OTHER' }).where(eq(businesses.id, allowing.businessId));
    expect((await send(h.client_(), allowing.slug, '+44 7700 900123', 'sms')).status).toBe(200);
  });

  it('without SMS credits the page says SMS codes are unavailable: no code stored or sent, the owner is told', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    for (let i = 0; i < 5; i++) expect((await send(h.client_(), b.slug, `0770${i} 900120`, 'sms')).status).toBe(200);
    const before = await h.db.select().from(bookingCodes);
    const res = await send(h.client_(), b.slug, '07709 900129', 'sms');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'BOOKING_SMS_UNAVAILABLE',
      message: "Codes by SMS aren't available for this business right now. Please use your email instead.",
    });
    expect(await h.db.select().from(bookingCodes)).toEqual(before);
    const rows = await h.db.select().from(messages);
    expect(rows.filter((r) => r.status !== 'error')).toHaveLength(5);
    // Recorded as not sent (the owner's bell and Sent list), the code masked.
    const [unsent] = rows.filter((r) => r.status === 'error');
    expect(unsent).toMatchObject({ failure: 'no_credits', channel: 'sms', client_id: null, credits: 0 });
    expect(unsent?.body_preview).toContain('••••••');
    expect(unsent?.body_preview).not.toMatch(/\d{6}/);
    // Email codes are platform mail: still sent.
    expect((await send(h.client_(), b.slug, 'anna@example.com')).status).toBe(200);
  });

  it('a page spends at most 20 SMS credits a day on codes, even when 30 are asked for at once; then email (issue 25)', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    await grant(h.db, { businessId: b.businessId, channel: 'sms', reason: 'admin_adjustment', amount: 100, now: h.clock.now });
    // 30 visitors, each from an address of their own and a number of a block of its own.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(h.client_(), b.slug, `07${700 + i} 900123`, 'sms')),
    );
    expect(tally(answers)).toEqual({ '200': BOOKING.SMS_CODES_PER_BUSINESS_DAY, '429 BOOKING_SMS_USE_EMAIL': 10 });
    await h.drain();
    expect(await balances(h.db, b.businessId)).toMatchObject({ sms: 105 - BOOKING.SMS_CODES_PER_BUSINESS_DAY });
    const uk = await send(h.client_({ locale: 'uk' }), b.slug, '07731 900123', 'sms');
    expect(uk.body.message).toBe('Сьогодні з цієї сторінки більше не можна надіслати код SMS. Скористайтеся електронною поштою.');
    // The email code is still there for everyone, and SMS again the next UTC day.
    expect((await send(h.client_(), b.slug, 'anna@example.com')).status).toBe(200);
    h.advance(24 * 3600_000);
    expect((await send(h.client_(), b.slug, '07731 900123', 'sms')).status).toBe(200);
  });

  it('at most 3 SMS codes a day to one block of 10,000 numbers on a page, and 10 on all pages together', async () => {
    const b = await bookingBusiness(h, 'Studio Alpha');
    const block = await Promise.all(Array.from({ length: 5 }, (_, i) => send(h.client_(), b.slug, `07700 90012${i}`, 'sms')));
    expect(tally(block)).toEqual({ '200': 3, '429 BOOKING_SMS_USE_EMAIL': 2 });
    expect((await send(h.client_(), b.slug, '07700 909999', 'sms')).body.code).toBe('BOOKING_SMS_USE_EMAIL');
    // Another block, and email, are not affected; nor is the block on another page, until all pages sent 10.
    expect((await send(h.client_(), b.slug, '07701 900123', 'sms')).status).toBe(200);
    expect((await send(h.client_(), b.slug, 'anna@example.com')).status).toBe(200);
    const other = await bookingBusiness(h, 'Studio Beta');
    expect((await send(h.client_(), other.slug, '07700 900555', 'sms')).status).toBe(200);
    await fillLimit(h, 'bk:code:sms-prefix:+44770090', 24 * 3600_000, BOOKING.SMS_CODES_PER_PREFIX_DAY);
    const third = await bookingBusiness(h, 'Studio Gamma');
    expect((await send(h.client_(), third.slug, '07700 900556', 'sms')).body.code).toBe('BOOKING_SMS_USE_EMAIL');
    expect(await balances(h.db, b.businessId)).toMatchObject({ sms: 1 });
  });
});
