// bench:scale's server: the production Node runtime on an already seeded libSQL file (argument 1), served on a free
// port that it prints as `{"port":N}`, until stdin closes. One process per database, so nothing one runtime caches
// in memory serves the other's requests, and each gets its own event loop.
import { appendFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createNodeRuntime } from '../apps/edge/src/node-runtime';

const path = process.argv[2];
if (!path) throw new Error('usage: scale-server.ts <database file>');
const rt = await createNodeRuntime({
  databaseUrl: `file:${path}`,
  env: { APP_ENV: 'production', BUILD_HASH: 'bench' },
  appUrl: 'http://127.0.0.1',
});
rt.app.get('/bench/hello', (c) => c.text('hello'));
// `--explain` of scale.ts: every statement the app sends (SQL and arguments) appended to the file named by argument 2,
// one JSON a line.
const log = process.argv[3];
if (log) {
  const client = rt.client as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const write = (s: unknown) => {
    const st = typeof s === 'string' ? { sql: s, args: [] } : (s as { sql: string; args?: unknown });
    appendFileSync(log, `${JSON.stringify({ sql: st.sql, args: st.args ?? [] })}\n`);
  };
  for (const name of ['execute', 'batch'] as const) {
    const original = client[name]?.bind(rt.client);
    if (original)
      client[name] = (...a: unknown[]) => {
        if (name === 'execute') write(a[0]);
        else for (const s of a[0] as unknown[]) write(s);
        return original(...a);
      };
  }
}
const server = serve({ fetch: rt.app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
server.keepAliveTimeout = 120_000;
await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
process.stdin.resume();
process.stdin.on('end', () => {
  server.close();
  rt.client.close();
  process.exit(0);
});
