import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Without APP_SECRET the embedded default keeps a generated one next to its `file:` database
 * (`<dir>/app-secret`, mode 600), so a restart keeps every issued CSRF token valid. Other
 * databases (memory, a remote Turso URL) get a per-process secret: set APP_SECRET for those.
 * Production never gets here: node.ts refuses to start without APP_SECRET.
 */
export function persistedSecret(databaseUrl: string): string | undefined {
  const path = secretPath(databaseUrl);
  if (!path) return undefined;
  try {
    if (!existsSync(path)) {
      mkdirSync(dirname(path), { recursive: true });
      try {
        // 'wx': two servers starting on one data dir at once keep the first one's secret.
        writeFileSync(path, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new Error('too short');
  } catch (e) {
    console.warn(`[kairos] could not keep a secret in ${path}; using a per-process one`, e);
    return undefined;
  }
}

export function secretPath(databaseUrl: string): string | undefined {
  if (!databaseUrl.startsWith('file:')) return undefined;
  const file = databaseUrl.slice('file:'.length).split('?')[0] ?? '';
  if (!file || file === ':memory:') return undefined;
  return join(dirname(resolve(file)), 'app-secret');
}
