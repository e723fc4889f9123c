import { registerSW } from 'virtual:pwa-register';
import { useCallback, useEffect, useState } from 'react';

/** docs/product/offline.md: reload 1 s after a newer version is found. */
export const UPDATE_RELOAD_DELAY_MS = 1000;
const RELOADED_FOR = 'kairos:reloaded-for';

let updateServiceWorker: ((reload?: boolean) => Promise<void>) | null = null;

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  updateServiceWorker = registerSW({ immediate: true });
}

/**
 * docs/product/offline.md: compares /version.json with the hash this bundle was built with and
 * reloads when they differ. Reloads at most once per published hash, so a
 * server that keeps answering an old hash cannot cause a reload loop.
 */
export async function checkVersion(): Promise<void> {
  if (import.meta.env.DEV) return;
  try {
    const res = await fetch('/version.json', { cache: 'no-store', credentials: 'include' });
    if (!res.ok) return;
    const body: unknown = await res.json();
    const hash = typeof body === 'object' && body && 'hash' in body ? String(body.hash) : '';
    if (!hash || hash === import.meta.env.VITE_BUILD_HASH) {
      sessionStorage.removeItem(RELOADED_FOR);
      return;
    }
    if (sessionStorage.getItem(RELOADED_FOR) === hash) return;
    sessionStorage.setItem(RELOADED_FOR, hash);
    window.setTimeout(() => {
      if (updateServiceWorker) void updateServiceWorker(true).finally(() => window.location.reload());
      else window.location.reload();
    }, UPDATE_RELOAD_DELAY_MS);
  } catch (error) {
    console.warn('Version check failed:', error instanceof Error ? error.message : 'Error: Network Error');
  }
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED = 'kairos:install-dismissed';
let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Capture the install prompt as early as possible; the banner may mount later. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    for (const fn of listeners) fn();
  });
  window.addEventListener('appinstalled', () => {
    captured = null;
    for (const fn of listeners) fn();
  });
}

/** The install-to-home-screen offer: whether to show it, install, dismiss. */
export function useInstallPrompt() {
  const [available, setAvailable] = useState(() => captured !== null);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED) === '1');
  useEffect(() => {
    const update = () => setAvailable(captured !== null);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  const install = useCallback(async () => {
    if (!captured) return;
    const event = captured;
    await event.prompt();
    await event.userChoice.catch(() => undefined);
    captured = null;
    setAvailable(false);
  }, []);
  const dismiss = useCallback(() => {
    localStorage.setItem(DISMISSED, '1');
    setDismissed(true);
  }, []);
  return { visible: available && !dismissed, install, dismiss };
}
