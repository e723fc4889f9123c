import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertKey, type FileStore } from '../core/file-store';

/**
 * Receipts in a folder (Node runtime): `<dir>/<key>` holds the bytes and
 * `<dir>/<key>.type` the media type. A file is written under a temporary name
 * and renamed, so a reader never sees half of it. Node-only (node:fs): the
 * Worker bundle never imports this file ('@kairos/api/node' exports it).
 */
export function diskStore(dir: string): FileStore {
  const root = resolve(dir);
  const pathOf = (key: string) => join(root, ...assertKey(key).split('/'));
  return {
    async put(key, bytes, type) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await writeFile(`${path}.type`, type, { mode: 0o600 });
      await rename(tmp, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, type] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8').catch(() => '')]);
        return {
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          type: type.trim() || 'application/octet-stream',
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
  };
}

/**
 * Where the Node runtime keeps receipts: RECEIPTS_DIR when set, else a
 * `receipts` folder next to a `file:` database (`./data/kairos.db` →
 * `./data/receipts`); an in-memory or remote database uses `./data/receipts`.
 */
export function receiptsDirFor(databaseUrl: string, override?: string): string {
  if (override) return resolve(override);
  if (databaseUrl.startsWith('file:')) {
    const file = databaseUrl.slice('file:'.length).split('?')[0] ?? '';
    if (file && file !== ':memory:') return join(dirname(resolve(file)), 'receipts');
  }
  return resolve('data', 'receipts');
}
