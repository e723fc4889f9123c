import { type DehydratedState, dehydrate, hashKey, hydrate, type Query } from '@tanstack/react-query';
import { indexedDbStore, type OfflineSnapshot, type SnapshotStore } from './offline-store';
import { isOnline, subscribeReachability } from './reachability';
import { queryClient, type User, viewerKey } from './trpc';

/**
 * docs/product/offline.md: offline the app shows what it last had, read-only. While online, every answer the query cache
 * gets is saved on the device (debounced) with the user the server confirmed, added to what earlier
 * page loads saved; a page opened offline, or whose server does not answer, gets that user and those
 * answers back (lib/viewer.ts asks).
 *
 * One user per device: the server's answer to "who am I" decides whose snapshot may exist. Another user
 * drops the previous one's; "nobody" (signed out, the session expired) and logout drop them all. Writes
 * are never saved: only queries, and only successful ones.
 */
export const SAVE_DELAY_MS = 500;
/** The most recently answered queries kept, across page loads. */
export const MAX_SAVED_QUERIES = 200;
/** Older snapshots are not shown: a session lasts 30 days (SESSION_TTL_MS) unless it is used. */
export const SNAPSHOT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

let store: SnapshotStore = indexedDbStore;
/** The user whose answers are being saved: the one the server last confirmed, or the one restored. */
let owner: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let restoredAt: string | null = null;
/** The owner's answers saved by earlier page loads, kept in the next save unless this page has newer ones. */
let carried: DehydratedState['queries'] = [];
/** Settles once `carried` has been read for the current owner. */
let carriedRead: Promise<void> = Promise.resolve();
const restoredListeners = new Set<() => void>();

/** Tests run without IndexedDB. */
export function setSnapshotStore(next: SnapshotStore): void {
  store = next;
  owner = null;
  carried = [];
  setRestoredAt(null);
}

const isViewerQuery = (query: Query) => query.queryHash === hashKey(viewerKey());

function setRestoredAt(value: string | null): void {
  if (restoredAt === value) return;
  restoredAt = value;
  for (const fn of restoredListeners) fn();
}

/** When the snapshot on screen was saved (ISO), while the app shows one; null when the data is live. */
export function snapshotShownFrom(): string | null {
  return restoredAt;
}

export function subscribeSnapshotShown(listener: () => void): () => void {
  restoredListeners.add(listener);
  return () => {
    restoredListeners.delete(listener);
  };
}

/** The server said who is signed in on this device (null: nobody). */
export async function sessionConfirmed(user: User | null): Promise<void> {
  try {
    if (!user) {
      // A user's answers in this page (a session that ended elsewhere) go too; a guest's page keeps its own.
      if (owner) dropUserQueries();
      await forgetDevice();
      return;
    }
    if (owner !== user.id) {
      // Another user in the same page (no reload between): the previous one's answers are not theirs.
      if (owner) dropUserQueries();
      const id = user.id;
      owner = id;
      carried = [];
      await store.keepOnly(id);
      // What earlier page loads saved joins the next save; read in the background (it can be large).
      carriedRead = store.read(id).then(
        (saved) => {
          if (owner === id) carried = saved?.queries.queries ?? [];
        },
        () => undefined,
      );
    }
    scheduleSave();
  } catch {
    // No storage on this device: the app still works online.
  }
}

/**
 * At most SAVE_DELAY_MS after the first answer not yet saved, however many follow (a save writes the whole
 * cache as it is then): a busy page that keeps answering still gets saved before its user reloads it.
 */
function scheduleSave(): void {
  if (timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    void save();
  }, SAVE_DELAY_MS);
}

/** Writes the current user's answers now (the debounce calls it; tests too). */
export async function save(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  await carriedRead;
  const viewer = queryClient.getQueryData<User | null>(viewerKey());
  // Offline nothing new has arrived, and the snapshot's time must stay the time its data was fetched.
  if (!owner || !viewer || viewer.id !== owner || !isOnline()) return;
  const fresh = dehydrate(queryClient, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && !isViewerQuery(q),
    shouldDehydrateMutation: () => false,
  });
  const byHash = new Map(carried.map((q) => [q.queryHash, q]));
  for (const q of fresh.queries) byHash.set(q.queryHash, q);
  const queries = [...byHash.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MAX_SAVED_QUERIES);
  const snapshot: OfflineSnapshot<User> = {
    userId: owner,
    viewer,
    queries: { mutations: [], queries },
    savedAt: new Date().toISOString(),
  };
  try {
    await store.write(snapshot);
    carried = queries;
  } catch {
    // Storage full or unavailable: the next save tries again.
  }
}

/**
 * The user saved on this device, with their answers put back into the query cache (screens show them,
 * paused, until the server answers again); null when there is none or it is too old.
 */
export async function restoreSession(now = Date.now()): Promise<User | null> {
  try {
    const userId = await store.lastUser();
    const snapshot = userId ? await store.read(userId) : undefined;
    if (!snapshot || snapshot.userId !== userId) return null;
    if (now - Date.parse(snapshot.savedAt) > SNAPSHOT_MAX_AGE_MS) {
      await store.clear();
      return null;
    }
    owner = snapshot.userId;
    carried = snapshot.queries.queries;
    // Kept for the page's life: a screen opened later offline still finds its answers.
    hydrate(queryClient, snapshot.queries, { defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
    setRestoredAt(snapshot.savedAt);
    return snapshot.viewer as User;
  } catch {
    return null;
  }
}

/** Older builds kept the calendar's two weeks in localStorage, one key per user. */
const LEGACY_PREFIX = 'kairos:calendar-offline:';

function forgetLegacyCopies(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(LEGACY_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing to forget.
  }
}

/** Every answer in the page's query cache but the user query (its observers stay subscribed to it). */
function dropUserQueries(): void {
  queryClient.removeQueries({ predicate: (q) => !isViewerQuery(q) });
}

async function forgetDevice(): Promise<void> {
  clearTimeout(timer);
  owner = null;
  carried = [];
  setRestoredAt(null);
  forgetLegacyCopies();
  await store.clear();
}

/** Sign-out: nothing of the user stays, neither on the device nor in the page's query cache. */
export async function forgetUserData(): Promise<void> {
  dropUserQueries();
  await forgetDevice().catch(() => undefined);
}

/** Saves after each answer while online; back online, the user is asked for again and the data is live. */
export function startOfflineCache(): void {
  forgetLegacyCopies();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isViewerQuery(event.query)) {
      if (owner) scheduleSave();
      return;
    }
    // The user changed in place (login, profile saved, a 401 cleared it): keep the saved one in step.
    if (event.action.manual) void sessionConfirmed((event.query.state.data as User | null | undefined) ?? null);
  });
  subscribeReachability(() => {
    if (!isOnline()) return;
    setRestoredAt(null);
    void queryClient.invalidateQueries({ queryKey: viewerKey() });
  });
}
