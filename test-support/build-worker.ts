import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');

/**
 * The three Workers: the one that answers requests (wrangler.toml), the jobs Worker that consumes its queue and
 * runs the cron (wrangler.jobs.toml) and the render Worker behind their RENDER binding (wrangler.render.toml).
 */
export const WORKER_CONFIGS = {
  main: { config: 'wrangler.toml', module: 'worker.js', assets: true },
  jobs: { config: 'wrangler.jobs.toml', module: 'jobs-worker.js', assets: false },
  render: { config: 'wrangler.render.toml', module: 'render-worker.js', assets: false },
} as const;

/**
 * Bundles a Workers entry exactly as `wrangler deploy` would, from the root
 * wrangler.toml (or wrangler.jobs.toml, wrangler.render.toml for `which = 'jobs' | 'render'`), without deploying (works offline). The
 * static assets directory is swapped for an empty one so the web build need not exist. Returns the path of
 * the bundled module (`<outdir>/bundle/worker.js`, `jobs-worker.js`, `render-worker.js`); esbuild's metafile is written next to
 * it (`bundle-meta.json`, what `workerSize` reads).
 */
export async function buildWorker(outdir: string, which: keyof typeof WORKER_CONFIGS = 'main'): Promise<string> {
  const { config, module, assets: withAssets } = WORKER_CONFIGS[which];
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
      '--metafile',
      join(outdir, 'bundle', 'bundle-meta.json'),
      ...(withAssets ? ['--assets', assets] : []),
      '--config',
      join(root, config),
    ],
    { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' }, timeout: 60_000 },
  );
  return join(outdir, 'bundle', module);
}

/**
 * What the bundle weighs: bytes, gzip bytes (what Cloudflare's size limit counts), the heaviest packages and
 * every package in it (minified bytes each).
 */
export function workerSize(script: string): {
  bytes: number;
  gzip: number;
  heaviest: [string, number][];
  packages: Map<string, number>;
} {
  const code = readFileSync(script);
  const meta = JSON.parse(readFileSync(join(script, '..', 'bundle-meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const byPackage = new Map<string, number>();
  for (const output of Object.values(meta.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file.split('/').slice(0, 3).join('/');
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + input.bytesInOutput);
    }
  }
  const heaviest = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length, heaviest, packages: byPackage };
}
