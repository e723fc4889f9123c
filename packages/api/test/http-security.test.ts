import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { missingProductionSettings } from '../src/http/services';
import { BOOKING_LOADER, BOOKING_LOADER_CSP_HASH } from '../src/shared/booking-loader';
import {
  CONTENT_SECURITY_POLICY,
  cloudflareHeadersFile,
  policyWithFormTargets,
  SECURITY_HEADERS,
} from '../src/shared/security-headers';
import { type Harness, makeHarness, PASSWORD, registerOwner, uniqueEmail } from './support/harness';

// Cookies, CSRF, the client's address and the dev outbox: the holes an outside test found (issue 9).
let h: Harness;
afterEach(() => h?.close());

const registration = () => ({
  first_name: 'Olena',
  last_name: 'Koval',
  business_name: 'Studio',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

describe('session cookie Secure flag follows the public URL', () => {
  it('is Secure when APP_URL is https, although the request reaches the app as plain http behind the proxy', async () => {
    h = await makeHarness({ APP_URL: 'https://app.example.com' });
    const c = h.client_();
    // A TLS-terminating proxy forwards plain http; the Host the app sees is internal.
    const res = await c.post('/api/register', registration(), { origin: 'https://app.example.com' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('kairos_session='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('is not Secure for a plain http APP_URL (the embedded default on localhost)', async () => {
    h = await makeHarness({ APP_URL: 'http://localhost:8787' });
    const res = await h.client_().post('/api/register', registration());
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith('kairos_session='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe('CSRF: where a write comes from', () => {
  const appUrl = 'https://app.example.com';

  it.each([
    ['Origin: null', { origin: 'null' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { origin: 'https://evil.app.example.com' }],
    ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site' }],
    ['same-site fetch metadata', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a cookie-authenticated write from %s even with a valid token', async (_name, headers) => {
    h = await makeHarness({ APP_URL: appUrl });
    const { client } = await registerOwner(h);
    const res = await client.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Lee' }, headers);
    expect(res.status).toBe(419);
    expect(res.body.code).toBe('CSRF_TOKEN_MISMATCH');
    // Positive control: the same write from the app's own origin passes.
    const ok = await client.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Lee' }, { origin: appUrl });
    expect(ok.status).toBe(200);
  });

  it('accepts same-origin fetch metadata (the app opened under another host name, e.g. the Vite proxy)', async () => {
    h = await makeHarness({ APP_URL: appUrl });
    const { client } = await registerOwner(h);
    const res = await client.post(
      '/api/v1/clients',
      { first_name: 'Ann', last_name: 'Lee' },
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
    );
    expect(res.status).toBe(200);
  });

  it('refuses a token the attacker chose or obtained for another session (the token is bound to the session)', async () => {
    h = await makeHarness();
    const victim = (await registerOwner(h)).client;
    const attacker = (await registerOwner(h)).client;
    const attackerToken = attacker.cookies.get('XSRF-TOKEN') as string;
    // A planted cookie + header pair: the attacker's own valid token, or one made up.
    for (const token of [attackerToken, 'a'.repeat(40), 'abc.def']) {
      victim.cookies.set('XSRF-TOKEN', token);
      const res = await victim.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Lee' });
      expect(res.status).toBe(419);
    }
    // Fetching the cookie again gives a token bound to the victim's session, which passes.
    victim.cookies.delete('XSRF-TOKEN');
    expect((await victim.post('/api/v1/clients', { first_name: 'Ann', last_name: 'Lee' })).status).toBe(200);
  });

  it('re-issues the token when the session changes: a pre-login token stops working after login', async () => {
    h = await makeHarness();
    const { email } = await registerOwner(h);
    const c = h.client_();
    await c.get('/api/csrf-cookie');
    const before = c.cookies.get('XSRF-TOKEN') as string;
    const login = await c.post('/api/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const after = c.cookies.get('XSRF-TOKEN') as string;
    expect(after).not.toBe(before);
    const stale = await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B' }, { 'x-xsrf-token': before });
    expect(stale.status).toBe(419);
    expect((await c.post('/api/v1/clients', { first_name: 'A', last_name: 'B' })).status).toBe(200);
  });

  it('a token keeps verifying across servers that share APP_SECRET, and not across different secrets', async () => {
    h = await makeHarness({ APP_SECRET: 'x'.repeat(32) });
    const c = h.client_();
    await c.get('/api/csrf-cookie');
    const other = await makeHarness({ APP_SECRET: 'x'.repeat(32) });
    const third = await makeHarness({ APP_SECRET: 'y'.repeat(32) });
    const token = c.cookies.get('XSRF-TOKEN') as string;
    const send = (app: Harness['app']) =>
      app.request('http://localhost/api/forgot-password', {
        method: 'POST',
        headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
    expect((await send(other.app)).status).toBe(200);
    expect((await send(third.app)).status).toBe(419);
    other.close();
    third.close();
  });
});

describe('client address for per-address limits', () => {
  const spoofed = ['cf-connecting-ip', 'x-forwarded-for', 'x-real-ip', 'true-client-ip'];

  it('ignores client-supplied address headers on Node by default: the socket address is counted', async () => {
    h = await makeHarness({ REGISTER_LIMIT_PER_HOUR: '2' });
    const c = h.client_({ ip: '10.9.9.9' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      c.cookies.clear();
      const header = spoofed[i % spoofed.length] as string;
      const res = await c.post('/api/register', registration(), { [header]: `203.0.113.${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('trusts only the header the deployment names (last X-Forwarded-For entry, the one its proxy appended)', async () => {
    h = await makeHarness({ REGISTER_LIMIT_PER_HOUR: '1', TRUSTED_PROXY_HEADER: 'X-Forwarded-For' });
    const c = h.client_({ ip: '127.0.0.1' });
    const first = await c.post('/api/register', registration(), { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(first.status).toBe(200);
    c.cookies.clear();
    // The client forged the first entry; the proxy's entry (the last) is the same address: refused.
    const second = await c.post('/api/register', registration(), { 'x-forwarded-for': '198.51.100.2, 203.0.113.7' });
    expect(second.status).toBe(429);
    c.cookies.clear();
    // Another real client address behind the same proxy has its own window.
    const third = await c.post('/api/register', registration(), { 'x-forwarded-for': '203.0.113.8' });
    expect(third.status).toBe(200);
  });
});

describe('dev outbox opens only when asked', () => {
  const read = async (env: Record<string, string>, ip: string, headers: Record<string, string> = {}) => {
    h = await makeHarness(env);
    const res = await h.client_({ ip }).get('/trpc/system.outbox', headers);
    h.close();
    return res.body.result.data.enabled as boolean;
  };

  it('is closed by default, even in development and from this machine', async () => {
    expect(await read({ APP_ENV: 'development' }, '127.0.0.1')).toBe(false);
  });

  it('DEV_OUTBOX=local opens it to loopback requests only, and never through a proxy or a public APP_URL', async () => {
    const local = { DEV_OUTBOX: 'local', APP_URL: 'http://localhost:8787' };
    expect(await read(local, '127.0.0.1')).toBe(true);
    expect(await read(local, '::1')).toBe(true);
    expect(await read(local, '::ffff:127.0.0.1')).toBe(true);
    expect(await read(local, '10.0.0.5')).toBe(false);
    expect(await read(local, '127.0.0.1', { 'x-forwarded-for': '203.0.113.1' })).toBe(false);
    expect(await read({ ...local, APP_URL: 'https://app.example.com' }, '127.0.0.1')).toBe(false);
  });

  it('DEV_OUTBOX=on opens it to anyone, but never in production', async () => {
    expect(await read({ DEV_OUTBOX: 'on' }, '10.0.0.5')).toBe(true);
    expect(await read({ DEV_OUTBOX: 'on', APP_ENV: 'production', APP_SECRET: 'z'.repeat(32) }, '127.0.0.1')).toBe(false);
  });
});

describe('production settings', () => {
  it('production needs APP_SECRET (16+ characters) and APP_URL; other environments need neither', () => {
    expect(missingProductionSettings({ APP_ENV: 'production' })).toHaveLength(2);
    expect(missingProductionSettings({ APP_ENV: 'production', APP_SECRET: 'short', APP_URL: 'https://a.example' })).toHaveLength(
      1,
    );
    expect(
      missingProductionSettings({ APP_ENV: 'production', APP_SECRET: 's'.repeat(16), APP_URL: 'https://a.example' }),
    ).toEqual([]);
    expect(missingProductionSettings({})).toEqual([]);
  });
});

describe('security headers', () => {
  it('every answer carries the CSP and the other security headers (API, errors, docs page)', async () => {
    h = await makeHarness();
    const c = h.client_();
    for (const path of ['/healthz', '/api/v1/docs', '/api/v1/nope', '/trpc/auth.me']) {
      const res = await c.get(path);
      // The harness points LiqPay at a closed local port: that origin joins the form targets.
      expect(res.headers.get('content-security-policy'), path).toBe(policyWithFormTargets(['http://127.0.0.1:9']));
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it("allows one inline script, the booking page's loader, by the hash of its exact text", () => {
    const sha = createHash('sha256').update(BOOKING_LOADER, 'utf8').digest('base64');
    expect(BOOKING_LOADER_CSP_HASH).toBe(`'sha256-${sha}'`);
    const scriptSrc = /script-src ([^;]*)/.exec(CONTENT_SECURITY_POLICY)?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${sha}'`);
  });

  it('forms may post only to our origin and LiqPay checkout (the real one, plus the configured base), nothing else changes', async () => {
    h = await makeHarness({ LIQPAY_API_BASE: 'http://127.0.0.1:9/' });
    expect(CONTENT_SECURITY_POLICY).toContain("form-action 'self' https://www.liqpay.ua;");
    for (const path of ['/online-booking/no-such-page', '/healthz', '/account-setup/subscription/plans']) {
      const policy = (await h.client_().get(path)).headers.get('content-security-policy') ?? '';
      expect(policy).toContain("form-action 'self' https://www.liqpay.ua http://127.0.0.1:9;");
      expect(policy.replace(' http://127.0.0.1:9', '')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('the Workers _headers file carries the same headers for the static assets', () => {
    const file = cloudflareHeadersFile();
    expect(file.startsWith('/*\n')).toBe(true);
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(file).toContain(`  ${k}: ${v}\n`);
  });
});

describe('a stale CSRF token recovers', () => {
  it('a 419 carries a fresh token for the session the request had, so the next attempt passes', async () => {
    h = await makeHarness();
    const { email, client } = await registerOwner(h);
    // The session cookie disappears under the page (ended elsewhere, cleared): its token no longer verifies.
    client.cookies.delete('kairos_session');
    const refused = await client.post('/api/login', { email, password: PASSWORD });
    expect(refused.status).toBe(419);
    const login = await client.post('/api/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
  });
});
