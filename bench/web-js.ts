// `npm run bench:web-js`: what the owner app's first load weighs and what its chunks carry (issue 27, "The first
// load"). Reads a web build (WEB_DIST, else a fresh `vite build` into a temp folder: web-build.ts) and its module
// report (`.vite/chunks.json`, apps/web/chunk-report.ts), gzips every chunk at level 9 (as booking-js.ts counts) and
// prints:
//   1. the first load of `/` (index.html's entry and its static imports), file by file, against the whole build's
//      JavaScript (the baseline, same run), and with the dashboard's own chunks added (what `/dashboard` needs);
//   2. the booking page's first load (booking.html), so a change to the owner app's splitting is seen there too;
//   3. the largest chunks, each with its heaviest modules (what is in it), and the largest chunk loaded by an
//      `import()` (a screen's own) and the largest other chunk loaded later (libraries screens share).
// Targets: first load <= 200 kB gzip, no screen's own chunk over 80 kB.
// A missed target prints FAIL and exits 0 (a report); a build without its module report exits 1.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuildSizes, buildSizes } from '../apps/web/chunk-report';
import { SMOKE, verdict, writeResults } from './smoke';
import { webBuild } from './web-build';

export const TARGET_FIRST_LOAD = 200_000;
export const TARGET_SCREEN_CHUNK = 80_000;
/** The dashboard's page: `/` leads there, so its chunks follow the first load at once. */
const DASHBOARD = 'apps/web/src/features/dashboard/dashboard-page.tsx';

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const share = (n: number, of: number) => `${((100 * n) / of).toFixed(0)} %`;

const work = mkdtempSync(join(tmpdir(), 'kairos-web-js-'));
try {
  const dist = webBuild(work);
  if (!existsSync(join(dist, '.vite/chunks.json')))
    throw new Error(`${dist} has no .vite/chunks.json: build it with apps/web/vite.config.ts (chunk-report.ts)`);
  const owner = buildSizes(dist, 'index.html');
  const withDashboard = buildSizes(dist, 'index.html', [DASHBOARD]);
  const booking = buildSizes(dist, 'booking.html');
  const all = owner.chunks.reduce((s, c) => s + c.gzip, 0);
  const largestScreen = owner.chunks.find((c) => c.dynamicEntry);
  const largestShared = owner.chunks.find((c) => !c.dynamicEntry && !c.firstLoad);

  console.log(
    `\nowner app first load (/): ${kb(owner.firstLoad.gzip)} gzip, ${kb(owner.firstLoad.bytes)} raw, ${owner.firstLoad.files.length} files`,
  );
  for (const c of owner.chunks.filter((x) => x.firstLoad)) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`);
  console.log(
    `baseline, all of the build's JavaScript: ${kb(all)} gzip in ${owner.chunks.length} chunks; first load ${share(owner.firstLoad.gzip, all)} of it`,
  );
  console.log(
    `with the dashboard's chunks (/dashboard): ${kb(withDashboard.firstLoad.gzip)} gzip, ${withDashboard.firstLoad.files.length} files`,
  );
  console.log(
    `booking page first load (booking.html): ${kb(booking.firstLoad.gzip)} gzip, ${booking.firstLoad.files.length} files`,
  );

  console.log('\nlargest chunks (gzip; heaviest modules by their bytes before minifying):');
  for (const c of owner.chunks.slice(0, SMOKE ? 3 : 8)) printChunk(c);

  console.log(
    `\nfirst load <= ${kb(TARGET_FIRST_LOAD)}: ${kb(owner.firstLoad.gzip)} ${verdict(owner.firstLoad.gzip <= TARGET_FIRST_LOAD)}`,
  );
  console.log(
    `largest screen chunk (import()) <= ${kb(TARGET_SCREEN_CHUNK)}: ${largestScreen ? `${kb(largestScreen.gzip)} (${largestScreen.file})` : 'none'} ${verdict(!largestScreen || largestScreen.gzip <= TARGET_SCREEN_CHUNK)}`,
  );
  if (largestShared)
    console.log(`largest chunk screens share, loaded later (no target): ${kb(largestShared.gzip)} (${largestShared.file})`);
  writeResults('web-js-latest.json', {
    firstLoad: owner.firstLoad,
    withDashboard: withDashboard.firstLoad,
    booking: booking.firstLoad,
    allJsGzip: all,
    largestScreen: largestScreen ? { file: largestScreen.file, gzip: largestScreen.gzip } : null,
    largestShared: largestShared ? { file: largestShared.file, gzip: largestShared.gzip } : null,
    largest: owner.chunks.slice(0, 8).map((c) => ({ ...c, modules: c.modules.slice(0, 8) })),
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}

function printChunk(c: BuildSizes['chunks'][number]): void {
  const total = c.modules.reduce((s, [, n]) => s + n, 0);
  const when = c.firstLoad ? 'first load' : c.dynamicEntry ? 'import(), loaded later' : 'loaded later';
  console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file} (${when}; ${kb(c.bytes)} minified)`);
  for (const [m, n] of c.modules.slice(0, 5))
    console.log(`  ${''.padStart(9)}    ${share(n, total).padStart(4)}  ${kb(n)}  ${m}`);
  // By package or folder too: 700 messages of 0.4 kB each are a chunk's bulk that no single module shows.
  const byPlace = new Map<string, number>();
  for (const [m, n] of c.modules) byPlace.set(placeOf(m), (byPlace.get(placeOf(m)) ?? 0) + n);
  const places = [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 4);
  console.log(`  ${''.padStart(9)}    by place: ${places.map(([p, n]) => `${p} ${share(n, total)}`).join(', ')}`);
}

/** `node_modules/@scope/pkg`, `node_modules/pkg`, or the module's folder (`packages/i18n/src/paraglide/messages`). */
function placeOf(module: string): string {
  const parts = module.split('/');
  if (parts[0] === 'node_modules') return parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/');
  return parts.slice(0, -1).join('/') || module;
}
