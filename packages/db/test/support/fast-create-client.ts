/**
 * `@libsql/client` with `createClient` swapped for the fast client on local
 * URLs (`file:`, `:memory:`), everything else re-exported unchanged. Used by
 * fast-client.vitest.config.ts to run the API suite, whose harness calls
 * `createClient({ url: ':memory:' })`, on the fast client.
 */
import { type Client, type Config, createClient as createStockClient } from '@libsql/client';
import { createFastFileClient } from '../../src/fast-file-client';

export * from '@libsql/client';

export function createClient(config: Config): Client {
  if (config.url === ':memory:' || config.url.startsWith('file:')) {
    return createFastFileClient(config.url, { intMode: config.intMode });
  }
  return createStockClient(config);
}
