import { MAX_BATCH_CALLS } from '@kairos/api/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, PASSWORD, registerOwner } from '../../../packages/api/test/support/harness';
import { installBrowser } from './support/browser';

/** The web app's real tRPC client against the real API, in a minimal browser (support/browser.ts). */
let h: Harness;
let sent: string[] = [];

beforeAll(async () => {
  h = await makeHarness();
  sent = installBrowser(h).sent;
});
afterAll(() => h.close());

const callsIn = (path: string) => decodeURIComponent(path.split('?')[0]?.slice('/trpc/'.length) ?? '').split(',');

describe('web tRPC client and the server batch guard', () => {
  it('sends many calls at once in batches the server accepts, and sign-in on its own', async () => {
    const { email } = await registerOwner(h);
    const { trpcClient } = await import('../src/lib/trpc');
    const login = trpcClient.auth.login.mutate({ email, password: PASSWORD });
    const viewers = Array.from({ length: 3 * MAX_BATCH_CALLS + 2 }, () => trpcClient.auth.viewer.query());
    const [user, ...seen] = await Promise.all([login, ...viewers]);
    expect(user.email).toBe(email);
    expect(seen).toHaveLength(3 * MAX_BATCH_CALLS + 2);
    const trpcRequests = sent.filter((p) => p.startsWith('/trpc/'));
    for (const p of trpcRequests) expect(callsIn(p).length).toBeLessThanOrEqual(MAX_BATCH_CALLS);
    const loginRequest = trpcRequests.find((p) => callsIn(p).includes('auth.login'));
    expect(loginRequest && callsIn(loginRequest)).toEqual(['auth.login']);
    expect((await trpcClient.auth.viewer.query())?.email).toBe(email);
  });
});
