import type { Harness } from '../../../../packages/api/test/support/harness';

/**
 * A minimal browser around the web app's real tRPC client for tests against the real API (in process, real
 * libSQL): a cookie jar (HttpOnly cookies hidden from document.cookie), a record of every request the links
 * make, and a switch that takes the network away (fetch then fails as a browser's does, before any answer).
 */
export function installBrowser(h: Harness) {
  const jar = new Map<string, { value: string; httpOnly: boolean }>();
  const sent: string[] = [];
  const network = { up: true };
  const before = { fetch: globalThis.fetch, document: Object.getOwnPropertyDescriptor(globalThis, 'document') };
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
    if (!network.up) throw new TypeError('Failed to fetch');
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
  /** Puts the process's own fetch and document back (files after this one in the worker share its globals). */
  const restore = () => {
    globalThis.fetch = before.fetch;
    if (before.document) Object.defineProperty(globalThis, 'document', before.document);
    else Reflect.deleteProperty(globalThis, 'document');
  };
  return { jar, sent, network, restore };
}
