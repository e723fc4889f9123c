import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the app can talk to its server (docs/product/common.md: offline also means read-only). Two things make it
 * offline: the browser says so (navigator.onLine, the online/offline events), or a request found no
 * server (the fetch itself failed: no network behind a connected Wi-Fi, the server down). The second
 * lasts until a probe of /healthz gets any answer or the browser reports a new connection.
 *
 * The query cache follows it (onlineManager): offline, queries pause and keep what they have instead
 * of failing, and the tRPC client refuses writes (lib/trpc.ts).
 */
export const PROBE_EVERY_MS = 5000;

type Listener = () => void;
const listeners = new Set<Listener>();
let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let serverReached = true;
let probe: ReturnType<typeof setInterval> | undefined;

export function isOnline(): boolean {
  return browserOnline && serverReached;
}

export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function update(browser: boolean, server: boolean): void {
  const before = isOnline();
  browserOnline = browser;
  serverReached = server;
  if (probe === undefined && browserOnline && !serverReached) probe = setInterval(probeServer, PROBE_EVERY_MS);
  if (probe !== undefined && (!browserOnline || serverReached)) {
    clearInterval(probe);
    probe = undefined;
  }
  if (before !== isOnline()) for (const fn of listeners) fn();
}

/** A request got an answer (any status): the server is there. */
export function reportAnswer(): void {
  if (!serverReached) update(browserOnline, true);
}

/** The server cannot be used now (no answer, or none in time): read-only until a probe gets through. */
export function reportUnreachable(): void {
  if (serverReached) update(browserOnline, false);
}

/** A request failed before any answer came (not one the app cancelled itself). */
export function reportNoAnswer(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  reportUnreachable();
}

async function probeServer(): Promise<void> {
  try {
    const res = await fetch('/healthz', { cache: 'no-store' });
    if (res.ok) reportAnswer();
  } catch {
    // Still unreachable: the next probe tries again.
  }
}

if (typeof window !== 'undefined') {
  // A new connection is worth a try: the next request or probe says whether the server is there.
  window.addEventListener('online', () => update(true, true));
  window.addEventListener('offline', () => update(false, serverReached));
}

// The query cache pauses and resumes with the app's own idea of being online, not the browser's alone
// (onlineManager starts "online" whatever navigator.onLine says, so a page opened offline would fail its queries).
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return subscribeReachability(() => setOnline(isOnline()));
});
