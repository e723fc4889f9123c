import { outboxMessages, rateLimits, sessions, users } from '@kairos/db';
import { eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attempt, LIMITS } from '../src/core/rate-limit';
import { createCallerFactory } from '../src/core/trpc';
import { buildContext } from '../src/http/context';
import { appRouter } from '../src/router';
import type { Res } from './support/client';
import { type Harness, makeHarness, PASSWORD, registerOwner, uniqueEmail } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness({ REGISTER_LIMIT_PER_HOUR: '5' });
});
afterEach(() => h.close());

const WRONG = 'Wrong1234';
const setsSession = (res: Res) =>
  res.headers.getSetCookie().some((s) => s.startsWith('kairos_session=') && !/max-age=0/i.test(s));
const statuses = (list: Res[]) => list.map((r) => r.status);
const countOf = (list: Res[], status: number) => list.filter((r) => r.status === status).length;

/** One address, CSRF cookie already fetched, so every request of a burst starts at once. */
async function burstClient(ip: string) {
  const c = h.client_({ ip });
  await c.get('/api/csrf-cookie');
  return c;
}

async function sessionsOf(userId: string) {
  return (await h.db.select().from(sessions).where(eq(sessions.user_id, userId))).length;
}

describe('login under bursts', () => {
  it('a tRPC batch of wrong passwords with the right one among them is refused and does not log in', async () => {
    const { email, user } = await registerOwner(h);
    const c = await burstClient('198.51.100.1');
    const calls = Array.from({ length: 8 }, (_, i) => ({ email, password: i === 5 ? PASSWORD : WRONG }));
    const res = await c.post(
      `/trpc/${calls.map(() => 'auth.login').join(',')}?batch=1`,
      Object.fromEntries(calls.map((v, i) => [String(i), v])),
    );
    expect([400, 413, 429]).toContain(res.status);
    expect(setsSession(res)).toBe(false);
    expect(await sessionsOf(user.id)).toBe(1);
    expect((await c.query('auth.viewer')).body.result.data).toBeNull();
  });

  it('attempts still in flight count: 20 wrong, then 40 with the right one, all at once: the 40 get 429, none logs in', async () => {
    const { email, user } = await registerOwner(h);
    const c = await burstClient('198.51.100.2');
    const login = (password: string) => c.post('/api/login', { email, password });
    const wrong = Array.from({ length: 20 }, () => login(WRONG));
    const mixed = Array.from({ length: 40 }, (_, i) => login(i === 20 ? PASSWORD : WRONG));
    const [first, second] = [await Promise.all(wrong), await Promise.all(mixed)];
    expect(statuses(second)).toEqual(Array(40).fill(429));
    expect([...first, ...second].some(setsSession)).toBe(false);
    expect(countOf(first, 422)).toBe(5);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('once the limit is reached, 40 parallel attempts with the right one among them all get 429', async () => {
    const { email } = await registerOwner(h);
    for (let i = 0; i < 5; i++) await h.client_().post('/api/login', { email, password: WRONG });
    const c = await burstClient('198.51.100.3');
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => c.post('/api/login', { email, password: i === 17 ? PASSWORD : WRONG })),
    );
    expect(statuses(all)).toEqual(Array(40).fill(429));
    expect(all.some(setsSession)).toBe(false);
  });

  it('an address gets its attempt back on a success: 35 good logins in a row are not throttled', async () => {
    const { email } = await registerOwner(h);
    const c = await burstClient('198.51.100.4');
    for (let i = 0; i < 35; i++) expect((await c.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
  });
});

describe('other limited actions under bursts', () => {
  it('forgot-password: 20 parallel requests for one account send exactly 3 links', async () => {
    const { email } = await registerOwner(h);
    const clients = await Promise.all(Array.from({ length: 20 }, (_, i) => burstClient(`192.0.2.${i + 1}`)));
    const all = await Promise.all(clients.map((c) => c.post('/api/forgot-password', { email })));
    expect(countOf(all, 200)).toBe(3);
    expect(countOf(all, 429)).toBe(17);
    await h.drain();
    const links = await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(links.filter((m) => m.subject === 'Reset your Kairos password')).toHaveLength(3);
  });

  it('forgot-password and reset-password sent as one tRPC batch are refused whole: no link, no guess checked', async () => {
    const { email } = await registerOwner(h);
    const c = await burstClient('192.0.2.199');
    const batch = (path: string, input: (i: number) => unknown) =>
      c.post(`/trpc/${Array(3).fill(path).join(',')}?batch=1`, { 0: input(0), 1: input(1), 2: input(2) });
    expect((await batch('auth.forgotPassword', () => ({ email }))).status).toBe(400);
    const guess = (i: number) => ({ token: `x${i}.guess`, email, password: 'NewSecret9', password_confirmation: 'NewSecret9' });
    expect((await batch('auth.resetPassword', guess)).status).toBe(400);
    await h.drain();
    const mail = await h.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(mail.filter((m) => m.subject === 'Reset your Kairos password')).toHaveLength(0);
    expect((await h.db.select().from(rateLimits).where(like(rateLimits.key, 'reset%'))).length).toBe(0);
  });

  it('forgot-password: 25 parallel requests from one address for different accounts: 10 answered', async () => {
    const c = await burstClient('192.0.2.200');
    const all = await Promise.all(Array.from({ length: 25 }, () => c.post('/api/forgot-password', { email: uniqueEmail() })));
    expect(countOf(all, 200)).toBe(10);
    expect(countOf(all, 429)).toBe(15);
  });

  it('reset-password: 25 parallel token guesses from one address: 10 are checked, 15 refused', async () => {
    const { email } = await registerOwner(h);
    const c = await burstClient('192.0.2.201');
    const all = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        c.post('/api/reset-password', {
          token: `x${i}.guess`,
          email,
          password: 'NewSecret9',
          password_confirmation: 'NewSecret9',
        }),
      ),
    );
    expect(countOf(all, 422)).toBe(10);
    expect(countOf(all, 429)).toBe(15);
  });

  it('registration: 12 parallel sign-ups from one address create exactly the hourly limit (5) of accounts', async () => {
    const before = (await h.db.select().from(users)).length;
    const c = await burstClient('192.0.2.202');
    const all = await Promise.all(
      Array.from({ length: 12 }, () =>
        c.post('/api/register', {
          first_name: 'A',
          last_name: 'B',
          business_name: 'Burst',
          email: uniqueEmail(),
          password: PASSWORD,
          password_confirmation: PASSWORD,
        }),
      ),
    );
    expect(countOf(all, 200)).toBe(5);
    expect(countOf(all, 429)).toBe(7);
    expect((await h.db.select().from(users)).length).toBe(before + 5);
  });
});

describe('the reusable attempt helper (one-time codes)', () => {
  it('counts before checking: of 20 simultaneous guesses only 5 are ever checked', async () => {
    let checked = 0;
    const guess = () =>
      attempt(h.db, h.clock.now, { limits: [LIMITS.oneTimeCode('+380501234567')] }, async () => {
        checked += 1;
        await new Promise((r) => setTimeout(r, 20));
        return null;
      }).then(
        () => 'wrong',
        (e: { appCode?: string }) => e.appCode,
      );
    const all = await Promise.all(Array.from({ length: 20 }, guess));
    expect(checked).toBe(5);
    expect(all.filter((r) => r === 'TOO_MANY_ATTEMPTS')).toHaveLength(15);
  });

  it('the right code clears the count', async () => {
    const limit = LIMITS.oneTimeCode('client@example.com');
    const run = (ok: boolean) =>
      attempt(h.db, h.clock.now, { limits: [limit], clearOnSuccess: [limit] }, async () => (ok ? 'ok' : null));
    for (let i = 0; i < 4; i++) expect(await run(false)).toBeNull();
    expect(await run(true)).toBe('ok');
    for (let i = 0; i < 5; i++) expect(await run(false)).toBeNull();
    await expect(run(true)).rejects.toMatchObject({ appCode: 'TOO_MANY_ATTEMPTS' });
  });
});

describe('one password procedure per request', () => {
  it('a second login on the same request is refused before hashing', async () => {
    const { email } = await registerOwner(h);
    const app = new (await import('hono')).Hono();
    let ctx: Awaited<ReturnType<typeof buildContext>> | undefined;
    app.get('/', async (hc) => {
      ctx = await buildContext(hc, h.deps, false);
      return hc.text('');
    });
    await app.request('http://localhost/', { headers: { 'x-locale': 'en' } });
    const caller = createCallerFactory(appRouter)(ctx as NonNullable<typeof ctx>);
    const hasher = h.services.hasher;
    let verified = 0;
    h.services.hasher = {
      ...hasher,
      verify: (hash, pw) => {
        verified += 1;
        return hasher.verify(hash, pw);
      },
    };
    await caller.auth.login({ email, password: WRONG }).catch(() => undefined);
    await expect(caller.auth.login({ email, password: PASSWORD })).rejects.toMatchObject({ appCode: 'TOO_MANY_ATTEMPTS' });
    expect(verified).toBe(1);
  });
});
