import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { persistedSecret, secretPath } from '../src/secret';

describe('the embedded default keeps its CSRF secret next to its database', () => {
  it('generates one secret per data folder (mode 600) and returns the same one after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kairos-secret-'));
    const url = `file:${join(dir, 'kairos.db')}`;
    const first = persistedSecret(url);
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(persistedSecret(url)).toBe(first);
    const file = secretPath(url) as string;
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const other = mkdtempSync(join(tmpdir(), 'kairos-secret-'));
    expect(persistedSecret(`file:${join(other, 'kairos.db')}`)).not.toBe(first);
  });

  it('has no file for memory or remote databases (a per-process secret is used; production must set APP_SECRET)', () => {
    expect(secretPath('file::memory:')).toBeUndefined();
    expect(secretPath('libsql://db.turso.io')).toBeUndefined();
    expect(persistedSecret('https://db.turso.io')).toBeUndefined();
  });
});
