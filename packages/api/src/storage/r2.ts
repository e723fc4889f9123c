import { assertKey, type FileStore } from '../core/file-store';

/**
 * The part of a Workers R2 bucket binding (wrangler.toml `[[r2_buckets]]`,
 * binding `RECEIPTS`) this store uses, so packages/api needs no Workers types.
 */
export interface R2BucketLike {
  put(key: string, value: ArrayBuffer | Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

/** Receipts in an R2 bucket: the media type rides as the object's Content-Type. */
export function r2Store(bucket: R2BucketLike): FileStore {
  return {
    async put(key, bytes, type) {
      await bucket.put(assertKey(key), bytes, { httpMetadata: { contentType: type } });
    },
    async get(key) {
      const object = await bucket.get(assertKey(key));
      if (!object) return null;
      return {
        bytes: new Uint8Array(await object.arrayBuffer()),
        type: object.httpMetadata?.contentType ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      await bucket.delete(assertKey(key));
    },
  };
}
