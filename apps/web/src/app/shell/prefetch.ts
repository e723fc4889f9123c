import { MANIFESTS } from '../features';
import type { Area, FeatureManifest } from '../manifest';
import { NAV } from './nav';

type Prefetch = () => Promise<unknown>;

/** Each route path (and each alias, as its target) → its screen's prefetch. */
export function prefetchTable(features: readonly FeatureManifest[]): Map<string, Prefetch> {
  const table = new Map<string, Prefetch>();
  for (const f of features) {
    for (const r of f.routes) if (r.screen?.prefetch && !table.has(r.path)) table.set(r.path, r.screen.prefetch);
  }
  for (const f of features) {
    for (const [from, to] of Object.entries(f.aliases ?? {})) {
      const target = table.get(to);
      if (target && !table.has(from)) table.set(from, target);
    }
  }
  return table;
}

let table: Map<string, Prefetch> | null = null;

/**
 * Screens load as chunks of their own when first visited (route-tree.tsx); a menu link loads its screen's chunks
 * when pointed at or focused, and the menu's screens load one by one while the browser is idle after the first
 * paint, so a click finds its screen already there. Offline, the service worker serves the precached chunks.
 */
export function prefetchScreen(path: string): void {
  table ??= prefetchTable(MANIFESTS);
  void table.get(path)?.();
}

let idleStarted = false;

/** Once per page load: the area's menu screens, one per idle period, each after the one before has loaded. */
export function prefetchMenuWhenIdle(area: Area): void {
  if (idleStarted) return;
  idleStarted = true;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  table ??= prefetchTable(MANIFESTS);
  const queue = NAV[area].flatMap((g) => g.items.map((i) => table?.get(i.to))).filter((p): p is Prefetch => !!p);
  // Only when the page has nothing else to do (no deadline: a busy page waits); Safari has no requestIdleCallback,
  // a pause there.
  const idle = (run: () => void): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
    else setTimeout(run, 500);
  };
  const next = () => {
    const prefetch = queue.shift();
    if (prefetch) void prefetch().then(() => idle(next));
  };
  // Not while the first screen still fetches its data: a few seconds after the shell first showed.
  setTimeout(() => idle(next), IDLE_PREFETCH_AFTER_MS);
}

/** How long after the shell's first paint the menu's screens start to load in idle time. */
export const IDLE_PREFETCH_AFTER_MS = 3000;
