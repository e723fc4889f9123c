import { useEffect, useState } from 'react';

type Format = (stored: string) => string;

let format: Format | null = null;
let loading: Promise<void> | null = null;

/**
 * The phone formatter (libphonenumber and its metadata, about a fifth of the shell's script) loaded on first use:
 * the header's search is in every screen, but formats a phone only once the owner searches. A failed load (the
 * chunk missing offline, which the service worker precaches) leaves phones as stored, and is tried again next time.
 */
export function loadPhoneFormat(): Promise<void> {
  loading ??= import('@kairos/api/shared/phone').then(
    (mod) => {
      format = (stored) => mod.formatPhone(stored);
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

const asStored: Format = (stored) => stored;

/** The phone formatter once `wanted` has been true and it has loaded (`null` while loading); phones as stored if it failed. */
export function usePhoneFormat(wanted: boolean): Format | null {
  const [ready, setReady] = useState<Format | null>(() => format);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    void loadPhoneFormat().then(() => {
      if (live) setReady(() => format ?? asStored);
    });
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}
