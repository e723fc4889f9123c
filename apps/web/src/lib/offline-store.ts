import type { DehydratedState } from '@tanstack/react-query';

/**
 * What this device keeps of a signed-in user for offline use: who the server last said they were and
 * the query cache's answers (lib/offline-cache.ts decides when to write and read it).
 */
export interface OfflineSnapshot<U = unknown> {
  userId: string;
  viewer: U;
  queries: DehydratedState;
  /** ISO instant of the save, for "saved on this device at". */
  savedAt: string;
}

/** One snapshot per user id, and the id of the user the server last confirmed on this device. */
export interface SnapshotStore {
  read(userId: string): Promise<OfflineSnapshot | undefined>;
  write(snapshot: OfflineSnapshot): Promise<void>;
  lastUser(): Promise<string | undefined>;
  /** Makes `userId` the device's user and deletes every other user's snapshot. */
  keepOnly(userId: string): Promise<void>;
  /** Deletes every snapshot (sign-out). */
  clear(): Promise<void>;
}

const DB_NAME = 'kairos-offline';
const SNAPSHOTS = 'snapshots';
const META = 'meta';
const LAST_USER = 'last-user';

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(SNAPSHOTS, { keyPath: 'userId' });
      req.result.createObjectStore(META);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction over both stores and resolves with its result once the transaction commits. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (snapshots: IDBObjectStore, meta: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await openDb();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction([SNAPSHOTS, META], mode);
    const req = work(tx.objectStore(SNAPSHOTS), tx.objectStore(META));
    tx.oncomplete = () => resolve(req?.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The browser's IndexedDB (structured clone: no JSON round trip, room for a month of diary). */
export const indexedDbStore: SnapshotStore = {
  read: (userId) => inTransaction<OfflineSnapshot>('readonly', (s) => s.get(userId)),
  write: async (snapshot) => {
    await inTransaction('readwrite', (s) => s.put(snapshot));
  },
  lastUser: async () => {
    const id = await inTransaction<unknown>('readonly', (_s, meta) => meta.get(LAST_USER));
    return typeof id === 'string' ? id : undefined;
  },
  keepOnly: async (userId) => {
    await inTransaction('readwrite', (s, meta) => {
      meta.put(userId, LAST_USER);
      s.delete(IDBKeyRange.upperBound(userId, true));
      s.delete(IDBKeyRange.lowerBound(userId, true));
      return undefined;
    });
  },
  clear: async () => {
    await inTransaction('readwrite', (s, meta) => {
      s.clear();
      meta.clear();
      return undefined;
    });
  },
};
