import { defineConfig } from 'vitest/config';

const INCLUDE = ['packages/**/test/**/*.test.ts', 'apps/**/test/**/*.test.ts', 'bench/**/*.test.ts'];
const EXCLUDE = ['**/node_modules/**', 'e2e/**', '**/dist/**'];
/**
 * Test files that change what a later file in the same process would see (a module mock, a stubbed global, a
 * spy installed at import) run isolated, each in a fresh process. Every other file shares its worker's loaded
 * modules with the files before it (isolate: false): importing the app costs seconds per file, and each file
 * makes its own database (packages/api/test/support/harness.ts), so they share no data.
 */
const ISOLATED = [
  'packages/api/test/booking-settle.test.ts',
  'packages/api/test/webhooks.test.ts',
  'packages/api/test/rest-fuzz.test.ts',
  'apps/web/test/trpc-links.test.ts',
  'apps/web/test/offline-session.test.ts',
];

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on CI's 2 cores. The main process is mostly idle once
    // the files are transformed, and many tests wait on a child process (wrangler's build, workerd, pdftotext).
    maxWorkers: 2,
    // Paraglide's compiled messages (plain JS, one module per message, 3,000+) load through Node's own loader
    // rather than one by one through Vite's transform pipeline.
    server: { deps: { external: [/\/node_modules\//, /\/packages\/i18n\/src\/paraglide\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: INCLUDE,
          exclude: [...EXCLUDE, ...ISOLATED],
          isolate: false,
          setupFiles: ['test-support/shared-globals.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE } },
    ],
  },
});
