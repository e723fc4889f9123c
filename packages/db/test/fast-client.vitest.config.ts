/**
 * The whole vitest suite with the fast client in place of @libsql/client's
 * local driver everywhere a test opens a local database itself:
 *
 *   npx vitest run --config packages/db/test/fast-client.vitest.config.ts packages apps
 *
 * `@libsql/client` imported from test code (packages/api/test/support/
 * harness.ts and the like; not packages/db/test, whose differential test
 * needs the real stock client) resolves to support/fast-create-client.ts, whose
 * `createClient` returns the fast client for `file:`/`:memory:` URLs. Code
 * that goes through openNodeClient gets the fast client anyway.
 */
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vitest/config';
import root from '../../../vitest.config';

const shim = fileURLToPath(new URL('./support/fast-create-client.ts', import.meta.url));

const swapClient: Plugin = {
  name: 'kairos:fast-libsql-client-in-tests',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id !== '@libsql/client' || !importer) return null;
    const from = importer.replaceAll('\\', '/');
    // not the shim itself, not libraries, not the differential test (it needs the real stock client)
    if (from === shim.replaceAll('\\', '/') || from.includes('/node_modules/') || from.includes('/packages/db/test/'))
      return null;
    return /\/test\/|\/test-support\//.test(from) ? shim : null;
  },
};

export default mergeConfig(root, {
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  plugins: [swapClient],
});
