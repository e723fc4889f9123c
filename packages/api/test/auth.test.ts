import { creditEntries, sessions, subscriptions, users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balances } from '../src/credits/ledger';
import { type Harness, makeHarness, PASSWORD, registerOwner, uniqueEmail } from './support/harness';
import { emailsTo, linkIn } from './support/mail';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('register', () => {
  it('creates the owner, the business and a 14-day trial with 5 SMS and 5 email credits, and logs in', async () => {
    const { client, user } = await registerOwner(h, { business_name: 'Салон Краси' });
    const sub = await h.db.query.subscriptions.findFirst({ where: eq(subscriptions.business_id, user.business.id) });
    expect(sub?.trial_ends_at.toISOString()).toBe('2026-12-06T10:00:00.000Z');
    expect(sub).toMatchObject({ plan_name: null });
    // The trial's credits are the first entries of the business's ledger.
    const ledger = await h.db
      .select({
        channel: creditEntries.channel,
        seq: creditEntries.seq,
        delta: creditEntries.delta,
        reason: creditEntries.reason,
      })
      .from(creditEntries)
      .where(eq(creditEntries.business_id, user.business.id))
      .orderBy(creditEntries.channel);
    expect(ledger).toEqual([
      { channel: 'email', seq: 1, delta: 5, reason: 'trial_grant' },
      { channel: 'sms', seq: 1, delta: 5, reason: 'trial_grant' },
    ]);
    expect(await balances(h.db, user.business.id)).toEqual({ sms: 5, email: 5 });
    expect(user.business.slug).toBe('salon-krasy');
    const me = await client.get('/api/v1/user');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      id: user.id,
      is_trialing: true,
      credits_amount: 5,
      email_credits_amount: 5,
      subscription: { level: 'trial', read_only: false },
    });
  });

  it('defaults the Ukrainian variant to UAH and Kyiv, the English one to GBP and London', async () => {
    const uk = await registerOwner(h, { locale: 'uk' });
    const en = await registerOwner(h, { locale: 'en' });
    expect((uk.user as never as { business: object }).business).toMatchObject({
      currency: 'UAH',
      timezone: 'Europe/Kyiv',
      region: 'UK',
    });
    expect((en.user as never as { business: object }).business).toMatchObject({
      currency: 'GBP',
      timezone: 'Europe/London',
      region: 'GB',
    });
  });

  it('keeps the timezone the browser sent', async () => {
    const { user } = await registerOwner(h, { timezone: 'America/New_York' });
    expect((user as never as { business: { timezone: string } }).business.timezone).toBe('America/New_York');
  });

  it('refuses a taken email (any case) with a field error and writes nothing', async () => {
    const { email } = await registerOwner(h);
    const before = (await h.db.select().from(users)).length;
    const c = h.client_();
    const res = await c.post('/api/register', {
      first_name: 'A',
      last_name: 'B',
      business_name: 'X',
      email: email.toUpperCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: ['This email address is already registered.'] } });
    expect((await h.db.select().from(users)).length).toBe(before);
  });

  it('two businesses with the same name get distinct booking slugs', async () => {
    const a = await registerOwner(h, { business_name: 'Hair Studio' });
    const b = await registerOwner(h, { business_name: 'Hair Studio' });
    expect(a.user.business.slug).toBe('hair-studio');
    expect(b.user.business.slug).toBe('hair-studio-2');
  });

  it('sends a welcome email and a verification link; the link verifies once', async () => {
    const { client, email } = await registerOwner(h);
    const mails = await emailsTo(h, email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Confirm your email address', 'Welcome to Kairos']);
    const verify = mails.find((m) => m.subject === 'Confirm your email address');
    const url = linkIn(verify?.body_text ?? '', '/verify-email/');
    const token = decodeURIComponent(url.pathname.split('/').pop() as string);
    const ok = await h.client_().post('/api/email/verify', { token });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your email address is verified.');
    const again = await h.client_().post('/api/email/verify', { token });
    expect(again.body.code).toBe('INVALID_VERIFICATION_TOKEN');
    const me = await client.get('/api/v1/user');
    expect(me.body.data.email_verified_at).toBe(h.clock.now.toISOString());
  });

  it('links a referred owner to the affiliate whose code they used', async () => {
    const aff = h.client_();
    const r = await aff.post('/api/register-affiliate', {
      first_name: 'Ivan',
      last_name: 'P',
      email: uniqueEmail('aff'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ role: 'affiliate', is_affiliate: true, business: null, subscription: null });
    const code = r.body.data.affiliate.code as string;
    await registerOwner(h, { referral_code: code });
    const stats = await aff.get('/api/v1/affiliate/statistic');
    expect(stats.body.data).toMatchObject({ code, referred_count: 1 });
  });
});

describe('login and logout', () => {
  it('logs in with the right password and starts a new session each time', async () => {
    const { email } = await registerOwner(h);
    const c = h.client_();
    const res = await c.post('/api/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You are logged in.');
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('kairos_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    // Secure follows APP_URL (https → Secure): http-security.test.ts.
    expect(cookie).toMatch(/SameSite=Lax/i);
    const first = c.cookies.get('kairos_session');
    await c.post('/api/login', { email, password: PASSWORD });
    expect(c.cookies.get('kairos_session')).not.toBe(first);
    const [id] = (first as string).split('.');
    expect(await h.db.query.sessions.findFirst({ where: eq(sessions.id, id as string) })).toBeUndefined();
  });

  it('a wrong password or unknown email gives the same translated error', async () => {
    const { email } = await registerOwner(h);
    const c = h.client_({ locale: 'uk' });
    const wrong = await c.post('/api/login', { email, password: 'Wrong1234' });
    const unknown = await c.post('/api/login', { email: 'nobody@example.com', password: 'Wrong1234' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Ці облікові дані не відповідають нашим записам.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('throttles an account after 5 failures, even from new addresses, and tells how long to wait', async () => {
    const { email } = await registerOwner(h);
    for (let i = 0; i < 5; i++) await h.client_().post('/api/login', { email, password: 'Wrong1234' });
    const locked = await h.client_().post('/api/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(locked.body.message).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
    h.advance(15 * 60_000);
    expect((await h.client_().post('/api/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('throttles one address trying many accounts', async () => {
    const c = h.client_({ ip: '203.0.113.9' });
    for (let i = 0; i < 30; i++) await c.post('/api/login', { email: `x${i}@example.com`, password: 'Wrong1234' });
    const res = await c.post('/api/login', { email: 'y@example.com', password: 'Wrong1234' });
    expect(res.status).toBe(429);
  });

  it('logout ends the session server-side and clears the cookie', async () => {
    const { client } = await registerOwner(h);
    const token = client.cookies.get('kairos_session') as string;
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect(client.cookies.has('kairos_session')).toBe(false);
    const replay = h.client_();
    replay.cookies.set('kairos_session', token);
    expect((await replay.get('/api/v1/user')).status).toBe(401);
  });

  it('GET /api/v1/user without a session answers 401 UNAUTHENTICATED', async () => {
    const res = await h.client_({ locale: 'uk' }).get('/api/v1/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Потрібна автентифікація.' });
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated write without the XSRF header (419)', async () => {
    const { client } = await registerOwner(h);
    const res = await client.request(
      'PUT',
      '/api/v1/user/password',
      { current_password: PASSWORD, password: 'NewSecret9', password_confirmation: 'NewSecret9' },
      { 'x-xsrf-token': 'forged' },
    );
    expect(res.status).toBe(419);
    expect(res.body.code).toBe('CSRF_TOKEN_MISMATCH');
  });

  it('refuses tRPC mutations without the header too', async () => {
    const { client } = await registerOwner(h);
    const res = await client.request('POST', '/trpc/auth.logout', null, { 'x-xsrf-token': 'forged' });
    expect(res.status).toBe(419);
  });

  it('the CSRF cookie is readable by scripts (not HttpOnly); the session cookie is not', async () => {
    const res = await h.client_().get('/api/csrf-cookie');
    expect(res.status).toBe(204);
    const c = res.headers.getSetCookie().find((s) => s.startsWith('XSRF-TOKEN='));
    expect(c).not.toMatch(/HttpOnly/i);
  });
});

describe('over tRPC, as the web app calls it', () => {
  it('login and register set the session cookie, and the session then works', async () => {
    const { email } = await registerOwner(h);
    const c = h.client_();
    const res = await c.mutate('auth.login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((s) => s.startsWith('kairos_session=') && /HttpOnly/i.test(s))).toBe(true);
    expect((await c.query('auth.viewer')).body.result.data.email).toBe(email);
    const fresh = h.client_();
    const reg = await fresh.mutate('auth.register', {
      first_name: 'T',
      last_name: 'R',
      business_name: 'Via tRPC',
      email: uniqueEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(reg.status).toBe(200);
    expect((await fresh.query('auth.viewer')).body.result.data.business.name).toBe('Via tRPC');
  });

  it('logout clears the cookie', async () => {
    const { client } = await registerOwner(h);
    await client.mutate('auth.logout');
    expect(client.cookies.has('kairos_session')).toBe(false);
    expect((await client.query('auth.viewer')).body.result.data).toBeNull();
  });
});
