// The built web app a browser benchmark serves: WEB_DIST when it holds a build (index.html and booking.html),
// else a fresh `vite build` into the benchmark's temp folder (apps/web/dist is left alone).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function webBuild(work: string): string {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: bench-only override, not a turbo task input
  const given = process.env.WEB_DIST;
  if (given && ['index.html', 'booking.html'].every((f) => existsSync(join(resolve(given), f)))) return resolve(given);
  const dist = join(work, 'dist');
  console.log('[bench] building the web app…');
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'error'], {
    cwd: join(import.meta.dirname, '../apps/web'),
    stdio: 'inherit',
  });
  return dist;
}
