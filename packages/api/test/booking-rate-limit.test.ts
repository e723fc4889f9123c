import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { mountBookingPage } from '../../../apps/edge/src/booking-page';
import { LIMITS } from '../src/core/rate-limit';
import { pageBusiness } from './support/booking-page';
import { type Harness, makeHarness } from './support/harness';

/**
 * Issue 25 L1: every call of the public booking page counts against the caller's address (core/rate-limit.ts
 * LIMITS.bookingAddress, 600 in 10 minutes by default; BOOKING_REQUESTS_PER_ADDRESS), REST and tRPC alike, each
 * call of a tRPC batch on its own, counted atomically before anything runs; over it 429 with the translated
 * message and Retry-After. The tests lower the number to keep them short.
 */
let h: Harness;
afterEach(() => h.close());

const MAX = 12;

async function world(env: Record<string, string> = {}) {
  h = await makeHarness({ BOOKING_REQUESTS_PER_ADDRESS: String(MAX), ...env });
  const a = await pageBusiness(h);
  return { a, slots: `/api/v1/online-booking/${a.slug}/slots?service_id=${a.service}&from=2026-12-14&to=2026-12-15` };
}

describe('the booking page per address', () => {
  it('answers MAX calls, then 429 with the message in the caller’s language and Retry-After; other addresses go on', async () => {
    const { a, slots } = await world();
    const visitor = h.client_({ ip: '203.0.113.7' });
    for (let i = 0; i < MAX; i++) {
      const res = await visitor.get(i % 2 ? slots : `/api/v1/online-booking/${a.slug}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const refused = await visitor.get(slots);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'BOOKING_TOO_MANY_REQUESTS',
      message: 'Too many requests from your network. Please try again in 10 min.',
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    visitor.setLocale('uk');
    expect((await visitor.get(`/api/v1/online-booking/${a.slug}`)).body.message).toBe(
      'Забагато запитів з вашої мережі. Спробуйте через 10 хв.',
    );
    // An unknown page counts too (no slug guessing past the limit), and tRPC says the same.
    expect((await visitor.get('/api/v1/online-booking/no-such-page')).status).toBe(429);
    const trpc = await visitor.query('booking.page', { slug: a.slug });
    expect(trpc.status).toBe(429);
    expect(trpc.body.error.data.code).toBe('BOOKING_TOO_MANY_REQUESTS');
    expect(Number(trpc.headers.get('retry-after'))).toBe(wait);
    // Someone else, and the same address once the window has passed.
    expect((await h.client_({ ip: '203.0.113.8' }).get(slots)).status).toBe(200);
    h.advance(wait * 1000);
    expect((await visitor.get(slots)).status).toBe(200);
  });

  it('a tRPC batch of 10 counts as 10', async () => {
    const { a } = await world();
    const visitor = h.client_({ ip: '203.0.113.9' });
    const batch = async () => {
      const calls = Array.from({ length: 10 }, () => 'booking.page').join(',');
      const input = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, { slug: a.slug }]));
      const res = await visitor.get(`/trpc/${calls}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
      return {
        res,
        codes: (res.body as { error?: { data: { httpStatus: number } } }[]).map((r) => r.error?.data.httpStatus ?? 200),
      };
    };
    expect((await batch()).codes).toEqual(Array(10).fill(200));
    const second = await batch();
    expect(second.codes.filter((c) => c === 200)).toHaveLength(MAX - 10);
    expect(second.codes.filter((c) => c === 429)).toHaveLength(10 - (MAX - 10));
    expect(Number(second.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('calls sent at once cannot slip past it: exactly MAX of 30 parallel ones are answered', async () => {
    const { slots } = await world();
    const visitor = h.client_({ ip: '203.0.113.10' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => visitor.get(slots)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(30 - MAX);
  });

  it('the server-painted page counts the visitor by the trusted address header, not the server that asks the API', async () => {
    const { a } = await world({ TRUSTED_PROXY_HEADER: 'x-client-ip' });
    const site = new Hono();
    mountBookingPage(site, async () => '<html lang="uk"><title>x</title><!--bk-header--><!--bk-data--></html>');
    site.all('*', (c) => h.app.fetch(c.req.raw, c.env));
    const paint = (ip: string) => site.request(`http://localhost/online-booking/${a.slug}`, { headers: { 'x-client-ip': ip } });
    for (let i = 0; i < MAX; i++) expect((await paint('198.51.100.1')).status).toBe(200);
    // The first visitor has used up their calls; the next one's page still paints with its data.
    expect((await paint('198.51.100.1')).status).toBe(404);
    const next = await paint('198.51.100.2');
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('Studio Alpha');
  });

  it('by default 600 calls per address in 10 minutes (docs/DECISIONS.md "Online booking" says why)', async () => {
    h = await makeHarness();
    expect(h.services.config.bookingRequestsPerAddress).toBe(600);
    expect(LIMITS.bookingAddress('203.0.113.1', 600)).toMatchObject({ max: 600, windowMs: 10 * 60_000 });
  });
});
