import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expenses, subscriptions } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '../src/shared/expenses-schemas';
import { diskStore } from '../src/storage/disk';
import type { Client } from './support/client';
import { type Harness, makeHarness } from './support/harness';
import { DAY, owner } from './support/offerings';

let h: Harness;
let dir: string;
beforeEach(async () => {
  h = await makeHarness();
  dir = mkdtempSync(join(tmpdir(), 'kairos-receipts-'));
  h.services.receipts = diskStore(dir);
});
afterEach(() => {
  h.close();
  rmSync(dir, { recursive: true, force: true });
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const PDF = [...new TextEncoder().encode('%PDF-1.7\n')];

function file(signature: number[], size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  for (let i = signature.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

/** Files stored under the receipts folder (bytes files only). */
function storedFiles(): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).filter((p) => /[0-9a-f]{32}$/.test(p));
}

function headersOf(client: Client, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'x-locale': 'en', ...extra };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = client.cookies.get('XSRF-TOKEN');
  if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  return headers;
}

/** Uploads raw bytes (X-File-Name) or, with `multipart`, as a form's `file` field. */
async function upload(
  client: Client,
  id: string,
  bytes: Uint8Array,
  name: string,
  o: { multipart?: boolean; type?: string; locale?: string } = {},
) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/csrf-cookie');
  let body: BodyInit;
  const headers = headersOf(client, o.locale ? { 'x-locale': o.locale } : {});
  if (o.multipart) {
    const form = new FormData();
    form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: o.type ?? 'application/octet-stream' }));
    body = form;
  } else {
    body = bytes as Uint8Array<ArrayBuffer>;
    headers['content-type'] = o.type ?? 'application/octet-stream';
    headers['x-file-name'] = encodeURIComponent(name);
  }
  const res = await h.app.request(
    `http://localhost/api/v1/expenses/${id}/receipt`,
    { method: 'POST', headers, body },
    {
      incoming: { socket: { remoteAddress: '10.9.9.9' } },
    },
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function download(client: Client, id: string, query = '') {
  const res = await h.app.request(
    `http://localhost/api/v1/expenses/${id}/receipt${query}`,
    { headers: headersOf(client) },
    {
      incoming: { socket: { remoteAddress: '10.9.9.9' } },
    },
  );
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const expense = { type: 'expense', category: 'supplies', date: '2026-11-10', amount: 2599 };

describe('receipts', () => {
  it('stores JPEG, PNG, WebP and PDF by content, under random keys, and streams them back to the owner', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/expenses', expense)).body.data.id;
    for (const [sig, type, name, stored] of [
      [JPEG, 'image/jpeg', 'till.JPG', 'till.jpg'],
      [WEBP, 'image/webp', 'photo.webp', 'photo.webp'],
      [PDF, 'application/pdf', 'invoice 12.pdf', 'invoice 12.pdf'],
      [PNG, 'image/png', '../../etc/пароль.png', 'пароль.png'],
    ] as const) {
      const bytes = file([...sig], 2048);
      const res = await upload(client, id, bytes, name);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Receipt attached.');
      expect(res.body.data.receipt).toEqual({ name: stored, type, size: 2048, url: `/api/v1/expenses/${id}/receipt` });
      const got = await download(client, id);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe(type);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      // Never rendered on the app's origin (issue 25): an attachment, sandboxed with nothing allowed.
      expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+"; filename\*=UTF-8''/);
      expect(got.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(Buffer.from(got.bytes).equals(Buffer.from(bytes))).toBe(true);
      // The previous receipt's file is gone: one file at a time.
      expect(storedFiles()).toHaveLength(1);
    }
    expect(storedFiles()[0]).not.toContain('пароль');
    // Asking for it inline changes nothing.
    expect((await download(client, id, '?download=0')).headers.get('content-disposition')).toMatch(/^attachment; /);
    expect((await client.get(`/api/v1/expenses/${id}`)).body.data.receipt.name).toBe('пароль.png');
  });

  it('a PNG named .pdf is a PNG; HTML named .jpg, an empty body and 5 MB + 1 byte are refused (translated)', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/expenses', expense)).body.data.id;
    const renamed = await upload(client, id, file(PNG), 'scan.pdf', { type: 'application/pdf', multipart: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.receipt).toMatchObject({ type: 'image/png', name: 'scan.png' });
    expect((await download(client, id)).headers.get('content-type')).toBe('image/png');

    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const asJpeg = await upload(client, id, html, 'cat.jpg', { type: 'image/jpeg', multipart: true });
    expect(asJpeg.status).toBe(415);
    expect(asJpeg.body).toMatchObject({
      code: 'RECEIPT_TYPE',
      message: 'A receipt must be a JPEG, PNG or WebP image or a PDF file.',
    });
    const uk = await upload(client, id, html, 'cat.jpg', { locale: 'uk' });
    expect(uk.body.message).toBe('Чек має бути зображенням JPEG, PNG чи WebP або файлом PDF.');
    const svg = await upload(client, id, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png');
    expect(svg.status).toBe(415);

    const exact = await upload(client, id, file(JPEG, RECEIPT_MAX_BYTES), 'big.jpg');
    expect(exact.status).toBe(200);
    const over = await upload(client, id, file(JPEG, RECEIPT_MAX_BYTES + 1), 'bigger.jpg');
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'RECEIPT_TOO_LARGE', message: 'A receipt may be at most 5 MB.' });
    const overForm = await upload(client, id, file(PDF, RECEIPT_MAX_BYTES + 1), 'bigger.pdf', { multipart: true });
    expect(overForm.status).toBe(413);
    const tooBig = await upload(client, id, file(PDF, RECEIPT_MAX_BYTES + 200_000), 'huge.pdf');
    expect(tooBig.body.code).toBe('RECEIPT_TOO_LARGE');

    expect((await upload(client, id, new Uint8Array(0), 'empty.png')).body.code).toBe('RECEIPT_MISSING');
    const form = new FormData();
    form.append('note', 'no file here');
    const noFile = await h.app.request(`http://localhost/api/v1/expenses/${id}/receipt`, {
      method: 'POST',
      headers: headersOf(client),
      body: form,
    });
    expect(noFile.status).toBe(422);
    expect(((await noFile.json()) as { message: string }).message).toBe('Choose a file to upload.');
    expect((await upload(client, id, file(PNG), 'x.png', { multipart: true })).status).toBe(200);

    // What stayed is the last good upload, and only its file is kept.
    expect((await client.get(`/api/v1/expenses/${id}`)).body.data.receipt).toMatchObject({ type: 'image/png' });
    expect(storedFiles()).toHaveLength(1);
  });

  it('another business can neither read nor replace a receipt (NOT_FOUND), and nothing is stored for it', async () => {
    const a = await owner(h);
    const b = await owner(h);
    const id = (await b.client.post('/api/v1/expenses', expense)).body.data.id;
    await upload(b.client, id, file(PDF), 'secret.pdf');
    const read = await download(a.client, id);
    expect(read.status).toBe(404);
    const write = await upload(a.client, id, file(PNG), 'mine.png');
    expect(write.status).toBe(404);
    expect(write.body.code).toBe('NOT_FOUND');
    expect(storedFiles()).toHaveLength(1);
    expect((await download(b.client, id)).headers.get('content-type')).toBe('application/pdf');
    expect((await a.client.del(`/api/v1/expenses/${id}/receipt`)).status).toBe(404);
    // Without a session: 401; without the CSRF token: refused before anything is read.
    expect((await download(h.client_(), id)).status).toBe(401);
    const noCsrf = await h.app.request(`http://localhost/api/v1/expenses/${id}/receipt`, {
      method: 'POST',
      headers: { cookie: [...b.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'content-type': 'image/png' },
      body: file(PNG) as Uint8Array<ArrayBuffer>,
    });
    expect(noCsrf.status).toBe(419);
    expect((await download(b.client, id)).headers.get('content-type')).toBe('application/pdf');
  });

  it('removing the receipt or deleting the expense (or its future copies) deletes the files', async () => {
    const { client, user } = await owner(h);
    const id = (await client.post('/api/v1/expenses', expense)).body.data.id;
    await upload(client, id, file(PNG), 'a.png');
    const removed = await client.del(`/api/v1/expenses/${id}/receipt`);
    expect(removed.body).toMatchObject({ message: 'Receipt removed.', data: { receipt: null } });
    expect(storedFiles()).toHaveLength(0);
    expect((await download(client, id)).status).toBe(404);

    await upload(client, id, file(PNG), 'a.png');
    expect((await client.del(`/api/v1/expenses/${id}`)).status).toBe(200);
    expect(storedFiles()).toHaveLength(0);

    await client.post('/api/v1/expenses', { ...expense, recurring: { frequency: 'monthly', repeat_until: '2027-01-31' } });
    const rows = await h.db.select().from(expenses).where(eq(expenses.business_id, user.business.id));
    for (const r of rows) await upload(client, r.id, file(JPEG), `${r.date}.jpg`);
    expect(storedFiles()).toHaveLength(3);
    const dec = rows.find((r) => r.date === '2026-12-10');
    await client.del(`/api/v1/expenses/${dec?.id}?recurring_range=future`);
    expect(storedFiles()).toHaveLength(1);
  });

  it('uploads need the expenses feature and a writable subscription; no store answers 503', async () => {
    const { client, user } = await owner(h);
    const id = (await client.post('/api/v1/expenses', expense)).body.data.id;
    await h.db
      .update(subscriptions)
      .set({ trial_ends_at: new Date(h.clock.now.getTime() - DAY) })
      .where(eq(subscriptions.business_id, user.business.id));
    expect((await upload(client, id, file(PNG), 'a.png')).body.code).toBe('READ_ONLY');
    expect(storedFiles()).toHaveLength(0);
    await h.db.update(subscriptions).set({ plan_name: 'Lite' }).where(eq(subscriptions.business_id, user.business.id));
    expect((await upload(client, id, file(PNG), 'a.png')).status).toBe(200);
    h.services.receipts = undefined;
    const none = await upload(client, id, file(PNG), 'a.png');
    expect(none.status).toBe(503);
    expect(none.body.code).toBe('STORAGE_UNAVAILABLE');
  });

  it('attacks: SVG and HTML by content are refused; a PDF/HTML polyglot is a PDF with nosniff; names cannot inject headers or hide their type', async () => {
    const { client } = await owner(h);
    const id = (await client.post('/api/v1/expenses', expense)).body.data.id;
    const text = (t: string) => new TextEncoder().encode(t);
    for (const [bytes, type] of [
      [text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
      [text('<!doctype html><script>alert(1)</script>'), 'text/html'],
      [text('  %PDF-1.7 late magic'), 'application/pdf'],
    ] as const) {
      const res = await upload(client, id, bytes, 'receipt.pdf', { type, multipart: true });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('RECEIPT_TYPE');
    }
    const polyglot = text('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF');
    // Quotes, a header break, a folder, a right-to-left override hiding ".exe", and an emoji.
    const nasty = '../"a\r\nSet-Cookie: x=1"\u202Eexe.😀.html';
    expect((await upload(client, id, polyglot, nasty)).status).toBe(200);
    const got = await download(client, id);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('set-cookie')).toBeNull();
    const disposition = got.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\w.-]+\.pdf"; filename\*=UTF-8''[\w.%-]+\.pdf$/);
    expect(got.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(disposition).not.toMatch(/[\r\n]/);
    const stored = (await client.get(`/api/v1/expenses/${id}`)).body.data.receipt.name as string;
    expect(stored.endsWith('.pdf')).toBe(true);
    // No bidirectional controls: the shown name cannot read as something else.
    expect(stored).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).not.toMatch(/[\u202A-\u202E]/);
  });
});
