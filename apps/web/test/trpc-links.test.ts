import { MAX_BATCH_CALLS } from '@kairos/api/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, makeHarness, PASSWORD, registerOwner } from '../../../packages/api/test/support/harness';

/**
 * The web app's real tRPC client against the real API (in process, real libSQL): a minimal
 * browser around it keeps cookies (HttpOnly ones hidden from document.cookie) and records
 * every request the links make.
 */
let h: Harness;
const jar = new Map<string, { value: string; httpOnly: boolean }>();
const sent: string[] = [];

beforeAll(async () => {
  h = await makeHarness();
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      get cookie() {
        return [...jar]
          .filter(([, c]) => !c.httpOnly)
          .map(([k, c]) => `${k}=${c.value}`)
          .join('; ');
      },
    },
  });
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    sent.push(`${url.pathname}${url.search}`);
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, c]) => `${k}=${c.value}`).join('; '));
    const res = await h.app.request(url.href, { ...init, headers }, { incoming: { socket: { remoteAddress: '10.9.9.9' } } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (!value || attrs.some((a) => /max-age=0/i.test(a))) jar.delete(name);
      else jar.set(name, { value, httpOnly: attrs.some((a) => /httponly/i.test(a)) });
    }
    return res;
  };
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
