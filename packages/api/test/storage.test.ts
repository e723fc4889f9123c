import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertKey, receiptKey } from '../src/core/file-store';
import { sniffReceiptType } from '../src/shared/expenses-schemas';
import { diskStore, receiptsDirFor } from '../src/storage/disk';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kairos-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('disk store (Node)', () => {
  it('puts, gets and deletes bytes with their type; a missing key is null; deleting twice is fine', async () => {
    const store = diskStore(dir);
    const key = receiptKey('biz-1');
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await store.put(key, bytes, 'image/png');
    expect(await store.get(key)).toEqual({ bytes, type: 'image/png' });
    const [onDisk] = readdirSync(join(dir, 'receipts', 'biz-1')).filter((f) => !f.endsWith('.type'));
    expect(statSync(join(dir, 'receipts', 'biz-1', onDisk as string)).mode & 0o777).toBe(0o600);
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(readdirSync(join(dir, 'receipts', 'biz-1'))).toEqual([]);
  });

  it('keys are random, scoped to the business, and cannot name a path outside the folder', async () => {
    const a = receiptKey('0b7e1c2a-1111-4e3a-9d5a-2f8f7c6b5a41');
    expect(a).toMatch(/^receipts\/0b7e1c2a-1111-4e3a-9d5a-2f8f7c6b5a41\/[0-9a-f]{32}$/);
    expect(receiptKey('x')).not.toBe(receiptKey('x'));
    const store = diskStore(dir);
    for (const bad of ['../escape', 'receipts/../../etc/passwd', '/abs', 'a//b', 'A/B', 'a/b.png', ''])
      expect(() => assertKey(bad)).toThrow(/Invalid storage key/);
    await expect(store.put('../x', new Uint8Array([1]), 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(store.get('receipts/../../x')).rejects.toThrow(/Invalid storage key/);
  });

  it('lives next to a file database by default, or in RECEIPTS_DIR', () => {
    expect(receiptsDirFor('file:./data/kairos.db')).toBe(resolve('data/receipts'));
    expect(receiptsDirFor('file:/srv/kairos/db.sqlite?mode=rwc')).toBe('/srv/kairos/receipts');
    expect(receiptsDirFor('file:/srv/kairos/db.sqlite', '/mnt/receipts')).toBe('/mnt/receipts');
    expect(receiptsDirFor('file::memory:')).toBe(resolve('data/receipts'));
    expect(receiptsDirFor('libsql://x.turso.io')).toBe(resolve('data/receipts'));
  });
});

describe('receipt content sniffing', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it('knows JPEG, PNG, WebP and PDF by their first bytes and nothing else', () => {
    expect(sniffReceiptType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffReceiptType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffReceiptType(new TextEncoder().encode('RIFF\x10\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffReceiptType(new TextEncoder().encode('%PDF-1.4\n'))).toBe('application/pdf');
    for (const text of ['RIFF\x10\0\0\0WAVEfmt ', '<html>', 'GIF89a', '%PDF', ' %PDF-1.4', 'PK\x03\x04'])
      expect(sniffReceiptType(new TextEncoder().encode(text))).toBeNull();
    expect(sniffReceiptType(new Uint8Array(0))).toBeNull();
    expect(sniffReceiptType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });
});
