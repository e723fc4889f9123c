import { useSyncExternalStore } from 'react';
import { isOnline, subscribeReachability } from './reachability';

/** Online: the browser has a connection and the server answers (lib/reachability.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeReachability, isOnline);
}

/** docs/product/common.md: offline also means read-only, so forms cannot be submitted. */
export function useSubmitBlocked(): boolean {
  return !useOnline();
}
