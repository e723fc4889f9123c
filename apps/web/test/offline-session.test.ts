import { m } from '@kairos/i18n';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, makeHarness, PASSWORD, registerOwner } from '../../../packages/api/test/support/harness';
import { errorInfo, sessionVerdict } from '../src/lib/errors';
import { restoreSession, save, setSnapshotStore, snapshotShownFrom, startOfflineCache } from '../src/lib/offline-cache';
import type { OfflineSnapshot, SnapshotStore } from '../src/lib/offline-store';
import { isOnline, PROBE_EVERY_MS } from '../src/lib/reachability';
import { logout } from '../src/lib/session';
import { queryClient, setViewer, trpc, trpcClient, type User } from '../src/lib/trpc';
import { viewerQueryOptions } from '../src/lib/viewer';
import { installBrowser } from './support/browser';

/** IndexedDB's behaviour in memory: one snapshot per user, the last confirmed user, copies in and out. */
function memoryStore() {
  const snapshots = new Map<string, OfflineSnapshot>();
  let last: string | undefined;
  const store: SnapshotStore = {
    read: async (id) => structuredClone(snapshots.get(id)),
    write: async (s) => void snapshots.set(s.userId, structuredClone(s)),
    lastUser: async () => last,
    keepOnly: async (id) => {
      last = id;
      for (const key of snapshots.keys()) if (key !== id) snapshots.delete(key);
    },
    clear: async () => {
      snapshots.clear();
      last = undefined;
    },
  };
  return { store, snapshots, last: () => last };
}

let h: Harness;
let browser: ReturnType<typeof installBrowser>;
let device: ReturnType<typeof memoryStore>;

beforeAll(async () => {
  h = await makeHarness();
  browser = installBrowser(h);
  startOfflineCache();
});
afterAll(() => {
  browser.restore();
  return h.close();
});
afterEach(async () => {
  vi.useRealTimers();
  browser.network.up = true;
  browser.jar.clear();
  queryClient.clear();
  // Any answer tells the app the server is back (what the probe would find).
  await trpcClient.auth.viewer.query();
  expect(isOnline()).toBe(true);
});

const viewer = () => queryClient.fetchQuery(viewerQueryOptions());
const clientsList = trpc.clients.list.queryOptions({});

/** A fresh page: the query cache empty, the cookies and the device's storage as they were. */
function reload() {
  queryClient.clear();
}

/** Signs a new owner in on this "device", with one client, and opens the client list. */
async function signInWithAClient(name: string): Promise<User> {
  const { email } = await registerOwner(h);
  setViewer(await trpcClient.auth.login.mutate({ email, password: PASSWORD }));
  await trpcClient.clients.create.mutate({ first_name: name, last_name: 'Hughes' });
  const user = await viewer();
  if (!user) throw new Error('not signed in');
  await queryClient.fetchQuery(clientsList);
  await save();
  return user;
}

describe('the session check', () => {
  it('tells signed out (401, 419) from unknown (no answer, a server failure) and from a real error', () => {
    const info = (httpStatus: number | null) => ({ code: null, httpStatus, message: '', errors: {} });
    expect(sessionVerdict(info(401))).toBe('signed-out');
    expect(sessionVerdict(info(419))).toBe('signed-out');
    expect(sessionVerdict(info(null))).toBe('unknown');
    expect(sessionVerdict(info(502))).toBe('unknown');
    expect(sessionVerdict(info(500))).toBe('unknown');
    expect(sessionVerdict(info(400))).toBe('error');
    expect(sessionVerdict(info(404))).toBe('error');
  });

  it('offline, a reload gets the saved user and answers; writes are refused with the reason; back online they go through', async () => {
    device = memoryStore();
    setSnapshotStore(device.store);
    const user = await signInWithAClient('Mia');
    expect(device.last()).toBe(user.id);
    expect(device.snapshots.get(user.id)?.queries.queries.map((q) => q.queryKey[0])).toContainEqual(['clients', 'list']);

    // Another page load online adds its answers to the ones saved before.
    reload();
    await viewer();
    await queryClient.fetchQuery(trpc.clients.list.queryOptions({ search: 'Mia' }));
    await save();
    expect(device.snapshots.get(user.id)?.queries.queries.map((q) => q.queryKey[1])).toEqual(
      expect.arrayContaining([
        { input: {}, type: 'query' },
        { input: { search: 'Mia' }, type: 'query' },
      ]),
    );

    reload();
    browser.network.up = false;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Without the saved session this was a failed user query, i.e. a guest sent to /login.
    expect((await viewer())?.id).toBe(user.id);
    expect(isOnline()).toBe(false);
    expect(snapshotShownFrom()).not.toBeNull();
    expect(queryClient.getQueryData(clientsList.queryKey)?.items.map((c) => c.first_name)).toEqual(['Mia']);

    const refused = await trpcClient.clients.create.mutate({ first_name: 'Noah', last_name: 'Evans' }).catch((e: unknown) => e);
    expect(errorInfo(refused)).toMatchObject({ code: 'OFFLINE', message: m.offline_read_only() });

    // The connection comes back: the next probe of the server finds it, writes go through again.
    browser.network.up = true;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    await vi.waitFor(() => expect(isOnline()).toBe(true));
    await expect(trpcClient.clients.create.mutate({ first_name: 'Noah', last_name: 'Evans' })).resolves.toMatchObject({
      first_name: 'Noah',
    });
  });

  it('a sign-out leaves nothing to reload offline', async () => {
    device = memoryStore();
    setSnapshotStore(device.store);
    await signInWithAClient('Ava');
    await logout();
    expect(device.snapshots.size).toBe(0);
    expect(device.last()).toBeUndefined();
    expect(queryClient.getQueryData(clientsList.queryKey)).toBeUndefined();

    reload();
    browser.network.up = false;
    await expect(viewer()).rejects.toThrow();
    expect(await restoreSession()).toBeNull();
  });

  it("the server's answer decides whose answers stay: another user drops them, nobody drops them all", async () => {
    device = memoryStore();
    setSnapshotStore(device.store);
    const first = await signInWithAClient('Ella');
    browser.jar.clear();
    const second = await signInWithAClient('Leo');
    expect([...device.snapshots.keys()]).toEqual([second.id]);
    expect(device.last()).toBe(second.id);
    expect(first.id).not.toBe(second.id);

    // The session ended elsewhere (cookie gone): the server says nobody, the device forgets.
    browser.jar.clear();
    reload();
    expect(await viewer()).toBeNull();
    expect(device.snapshots.size).toBe(0);
    browser.network.up = false;
    reload();
    await expect(viewer()).rejects.toThrow();
  });
});
