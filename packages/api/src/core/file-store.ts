/**
 * One storage interface for uploaded files (expense receipts): a folder on disk
 * in the Node runtime (`disk.ts`, exported from '@kairos/api/node') and an R2
 * bucket binding in the Worker (`r2.ts`). Keys are ours, never a user's file
 * name: `receipts/<business id>/<random>`.
 */
export interface StoredFile {
  bytes: Uint8Array;
  /** The media type it was stored with. */
  type: string;
}

export interface FileStore {
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are lower-case letters, digits, `-`, `_` and `/`-separated segments: nothing a path could escape with. */
const KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/;

export function assertKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A new random key for one business's receipt (128 random bits). */
export function receiptKey(businessId: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let random = '';
  for (const b of bytes) random += b.toString(16).padStart(2, '0');
  const owner = businessId.toLowerCase().replace(/[^a-z0-9_-]/g, '');
  return assertKey(`receipts/${owner || 'none'}/${random}`);
}
