import { users } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRouter } from '../src/router';
import { MAX_BATCH_CALLS, UNBATCHED_PROCEDURES } from '../src/shared/batching';
import { type Harness, makeHarness, PASSWORD, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

const batchPath = (paths: string[]) => `/trpc/${paths.join(',')}?batch=1`;
const inputs = (list: unknown[]) => Object.fromEntries(list.map((v, i) => [String(i), v]));
const sessionCookie = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((s) => s.startsWith('kairos_session=') && !/max-age=0/i.test(s));

describe('tRPC batch size', () => {
  it(`runs a batch of ${MAX_BATCH_CALLS} calls and refuses one more with 413 and a translated message`, async () => {
    const c = h.client_();
    const ok = await c.get(batchPath(Array(MAX_BATCH_CALLS).fill('auth.viewer')));
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(MAX_BATCH_CALLS);
    const big = await c.get(batchPath(Array(MAX_BATCH_CALLS + 1).fill('auth.viewer')));
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({
      message: 'Too many calls in one request: send at most 10 at a time.',
      data: { code: 'BATCH_TOO_LARGE', httpStatus: 413 },
    });
    c.setLocale('uk');
    const uk = await c.get(batchPath(Array(1300).fill('auth.viewer')));
    expect(uk.status).toBe(413);
    expect(uk.body.error.message).toBe('Забагато викликів в одному запиті: надсилайте не більше ніж 10 за раз.');
  });

  it('refuses an oversized batch of mutations before any of them runs', async () => {
    const { client, user } = await registerOwner(h, { locale: 'en' });
    const paths = Array(MAX_BATCH_CALLS + 1).fill('account.updateLocale');
    const res = await client.post(batchPath(paths), inputs(paths.map(() => ({ locale: 'uk' }))));
    expect(res.status).toBe(413);
    const row = await h.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row?.locale).toBe('en');
  });

  it('counts percent-encoded commas like tRPC does', async () => {
    const res = await h.client_().get(
      `/trpc/${Array(MAX_BATCH_CALLS + 1)
        .fill('auth.viewer')
        .join('%2C')}?batch=1`,
    );
    expect(res.status).toBe(413);
  });
});

describe('auth procedures are never batched', () => {
  it('a batch holding a login is refused whole (400): no session, nothing else runs', async () => {
    const { email } = await registerOwner(h);
    const c = h.client_();
    const res = await c.post(batchPath(['auth.login', 'auth.viewer']), inputs([{ email, password: PASSWORD }]));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: 'Sign-in, registration, password and email confirmation requests must be sent one at a time.',
      data: { code: 'BATCH_NOT_ALLOWED', httpStatus: 400 },
    });
    expect(sessionCookie(res)).toBeUndefined();
    expect((await c.query('auth.viewer')).body.result.data).toBeNull();
  });

  it('a password change in a batch is refused and the other calls do not run', async () => {
    const { client, user } = await registerOwner(h, { locale: 'en' });
    const res = await client.post(
      batchPath(['account.updateLocale', 'account.updatePassword']),
      inputs([{ locale: 'uk' }, { current_password: PASSWORD, password: 'NewSecret9', password_confirmation: 'NewSecret9' }]),
    );
    expect(res.status).toBe(400);
    const row = await h.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(row?.locale).toBe('en');
    expect(row?.password_hash).toBeDefined();
    expect((await h.client_().post('/api/login', { email: row?.email, password: PASSWORD })).status).toBe(200);
  });

  it('two registrations in one batch create no account', async () => {
    const before = (await h.db.select().from(users)).length;
    const reg = (email: string) => ({
      first_name: 'A',
      last_name: 'B',
      business_name: 'X',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const res = await h
      .client_()
      .post(batchPath(['auth.register', 'auth.register']), inputs([reg('a1@example.com'), reg('a2@example.com')]));
    expect(res.status).toBe(400);
    expect((await h.db.select().from(users)).length).toBe(before);
  });

  it('a batch of one auth call is a single call and works', async () => {
    const { email } = await registerOwner(h);
    const c = h.client_();
    const res = await c.post(batchPath(['auth.login']), inputs([{ email, password: PASSWORD }]));
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBeDefined();
  });

  it('names real procedures, and covers every procedure that takes a password or a token', () => {
    // At run time _def.procedures is flat, keyed by the dotted path (the type describes the nesting).
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>;
    for (const path of UNBATCHED_PROCEDURES) expect(procedures[path], path).toBeDefined();
    const takesSecret = Object.entries(procedures)
      .filter(([, proc]) =>
        proc._def.inputs
          .flatMap((i) => Object.keys((i as { shape?: object }).shape ?? {}))
          .some((k) => ['password', 'current_password', 'token'].includes(k)),
      )
      .map(([path]) => path);
    expect(takesSecret).toEqual(expect.arrayContaining(['auth.login', 'auth.register', 'account.updatePassword']));
    for (const path of takesSecret) expect(UNBATCHED_PROCEDURES.has(path), `${path} takes a secret`).toBe(true);
  });
});
