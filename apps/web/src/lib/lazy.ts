import type { ComponentType } from 'react';
import { localized } from './i18n';

/** docs/product/common.md: a chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED = 'kairos:chunk-reload';

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Chunk load timed out')), CHUNK_TIMEOUT_MS);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A route's `lazy` loader for one screen. When a chunk (or its CSS) fails to
 * load, the app was most likely redeployed: reload once to get the new build.
 */
export function screen<M>(load: () => Promise<M>, pick: (mod: M) => ComponentType) {
  const route = async () => {
    try {
      const mod = await withTimeout(load());
      sessionStorage.removeItem(RELOADED);
      return { Component: localized(pick(mod)) };
    } catch (error) {
      if (navigator.onLine && sessionStorage.getItem(RELOADED) !== window.location.pathname) {
        sessionStorage.setItem(RELOADED, window.location.pathname);
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
  /** Loads the screen's chunks ahead of a visit (app/shell/prefetch.ts); a failure is left to the visit, which retries. */
  const prefetch = (): Promise<unknown> => load().catch(() => undefined);
  return Object.assign(route, { prefetch });
}
