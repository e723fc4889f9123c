import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '..');

/**
 * Bundles the Workers entry exactly as `wrangler deploy` would, from the root
 * wrangler.toml, without deploying (works offline). The static assets directory is
 * swapped for an empty one so the web build need not exist. Returns the path of
 * the bundled module (`<outdir>/worker.js`).
 */
export async function buildWorker(outdir: string): Promise<string> {
  const assets = join(outdir, 'empty-assets');
  mkdirSync(assets, { recursive: true });
  const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
  await promisify(execFile)(
    process.execPath,
    [
      wrangler,
      'deploy',
      '--dry-run',
      '--outdir',
      join(outdir, 'bundle'),
      '--assets',
      assets,
      '--config',
      join(root, 'wrangler.toml'),
    ],
    { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' }, timeout: 60_000 },
  );
  return join(outdir, 'bundle', 'worker.js');
}
