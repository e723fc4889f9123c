/**
 * Expense receipts in the Workers entry (workerd, Miniflare 4): the bundle
 * `wrangler deploy` would upload, with the `RECEIPTS` R2 bucket binding
 * (wrangler.toml `[[r2_buckets]]`) backed by Miniflare's local R2 and the
 * database over Hrana (test-support/hrana-server.ts). Proves upload (content
 * sniffed, 5 MB limit), download with the stored type, another business's
 * NOT_FOUND, and that deleting the expense deletes the object from the bucket.
 */
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absorb, cookieHeader, ORIGIN, startWorker, type TestWorker } from './support';

let started: TestWorker | undefined;
let mf: Miniflare;

beforeAll(async () => {
  started = await startWorker({
    queueProducers: { JOBS: 'kairos-jobs' },
    r2Buckets: { RECEIPTS: 'kairos-receipts' },
  });
  ({ mf } = started);
}, 90_000);

afterAll(async () => {
  await started?.dispose();
});

/** An owner's browser: cookie jar and CSRF header, over dispatchFetch. */
class Browser {
  jar = new Map<string, string>();
  absorb(res: { headers: { getSetCookie(): string[] } }) {
    absorb(this.jar, res);
  }
  headers(extra: Record<string, string> = {}) {
    return {
      cookie: cookieHeader(this.jar),
      'x-xsrf-token': this.jar.get('XSRF-TOKEN') ?? '',
      'x-locale': 'en',
      ...extra,
    };
  }
  async fetch(path: string, init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const res = await mf.dispatchFetch(`${ORIGIN}${path}`, {
      method: init.method ?? 'GET',
      headers: this.headers(init.headers),
      body: init.body as never,
    });
    this.absorb(res);
    return res;
  }
  async json(path: string, method: string, body: unknown) {
    const res = await this.fetch(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown>; code?: string } };
  }
  static async owner(email: string) {
    const b = new Browser();
    b.absorb(await mf.dispatchFetch(`${ORIGIN}/api/csrf-cookie`));
    const reg = await b.json('/api/register', 'POST', {
      first_name: 'Olena',
      last_name: 'Koval',
      business_name: 'Receipts',
      email,
      password: 'Secret123',
      password_confirmation: 'Secret123',
      locale: 'en',
    });
    expect(reg.status).toBe(200);
    return b;
  }
}

const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = i % 253;
  return bytes;
};

describe('receipts in the Worker (R2 binding)', () => {
  it('stores a receipt in R2, streams it back, hides it from another business and deletes it with the expense', async () => {
    const owner = await Browser.owner('r2-owner@worker.test');
    const other = await Browser.owner('r2-other@worker.test');
    const created = await owner.json('/api/v1/expenses', 'POST', {
      type: 'expense',
      category: 'supplies',
      date: '2026-11-10',
      amount: 1999,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;

    const bytes = png(300_000);
    const up = await owner.fetch(`/api/v1/expenses/${id}/receipt`, {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('scan.pdf') },
    });
    const upBody = (await up.json()) as { data: { receipt: { type: string; name: string; size: number } } };
    expect(up.status, JSON.stringify(upBody)).toBe(200);
    expect(upBody.data.receipt).toMatchObject({ type: 'image/png', name: 'scan.png', size: 300_000 });

    // Miniflare's R2 type needs the workers types this test project does not load: what the test reads of it.
    const bucket = (await mf.getR2Bucket('RECEIPTS')) as unknown as {
      list(): Promise<{ objects: { key: string }[] }>;
      head(key: string): Promise<{ httpMetadata?: { contentType?: string } } | null>;
    };
    const listed = await bucket.list();
    expect(listed.objects).toHaveLength(1);
    const key = listed.objects[0]?.key as string;
    expect(key).toMatch(/^receipts\/[0-9a-f-]+\/[0-9a-f]{32}$/);
    expect((await bucket.head(key))?.httpMetadata?.contentType).toBe('image/png');

    const got = await owner.fetch(`/api/v1/expenses/${id}/receipt`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    expect((await other.fetch(`/api/v1/expenses/${id}/receipt`)).status).toBe(404);
    const html = await owner.fetch(`/api/v1/expenses/${id}/receipt`, {
      method: 'POST',
      body: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(html.status).toBe(415);
    const big = await owner.fetch(`/api/v1/expenses/${id}/receipt`, { method: 'POST', body: png(5 * 1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect((await bucket.list()).objects).toHaveLength(1);

    const del = await owner.fetch(`/api/v1/expenses/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await bucket.list()).objects).toHaveLength(0);
  }, 60_000);
});
