// bench:booking's printout (each figure with its baseline, the ratio and PASS/MISS) and results JSON.
import { cpus, loadavg } from 'node:os';
import type { FirstLoadJs } from './booking-js';
import type { LoadResult } from './booking-load';
import type { LighthouseResult } from './lighthouse';
import type { ScenarioResult } from './load';
import type { Measured } from './money-measure';
import { verdict as checked, writeResults } from './smoke';

export const TARGETS = {
  jsGzipBytes: 50_000,
  lcpMs: 1000,
  /** LCP at most this many times the static copy's, measured in the same run. */
  lcpRatio: 1.3,
  slotsP95Ms: 50,
  pageP99Ms: 100,
} as const;

export interface BookingReport {
  js: { page: FirstLoadJs; owner: FirstLoadJs };
  lighthouse: { page: LighthouseResult; baseline: LighthouseResult } | null;
  /** The public page under load (autocannon) and /healthz in the same run. */
  pageLoad: { baseline: ScenarioResult; page: ScenarioResult };
  /** Baseline first, then the page data and the slots scenarios. */
  slots: Measured[];
  bookings: { bare: LoadResult; booked: LoadResult; confirmedRows: number; expectedRows: number; connections: number };
  loadBefore: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n: number) => `${n.toFixed(n < 100 ? 2 : 0)} ms`;
const verdict = (ok: boolean) => checked(ok, 'MISS');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

function printJs({ page, owner }: BookingReport['js']) {
  console.log('\n1. first-load JavaScript (gzip -9)');
  for (const r of [page, owner])
    console.log(`   ${r.page.padEnd(30)} ${kB(r.gzip).padStart(9)} gzip  (${kB(r.bytes)} raw, ${r.files.length} files)`);
  for (const f of page.files)
    console.log(`     ${f.path.padEnd(46)} ${kB(f.gzip).padStart(9)}${f.afterPaint ? '  (imported after the first paint)' : ''}`);
  const before = page.files.filter((f) => !f.afterPaint).reduce((sum, f) => sum + f.gzip, 0);
  console.log(`   booking page before its first paint ${kB(before)}; with the app it starts after the paint ${kB(page.gzip)}`);
  console.log(
    `   booking page / owner app: ${ratio(page.gzip, owner.gzip)}; booking page ${kB(page.gzip)} (target <= ${kB(TARGETS.jsGzipBytes)})  ${verdict(page.gzip <= TARGETS.jsGzipBytes)}`,
  );
}

function printLighthouse(lh: BookingReport['lighthouse']) {
  console.log('\n2. Lighthouse (mobile, simulated slow 4G + 4x CPU), median LCP');
  if (!lh) return console.log('   skipped (--lighthouse-runs 0)');
  for (const [name, r] of [
    ['booking page', lh.page],
    ['baseline static page', lh.baseline],
  ] as const)
    console.log(
      `   ${name.padEnd(22)} LCP ${ms(r.median.lcpMs).padStart(9)}  FCP ${ms(r.median.fcpMs).padStart(9)}  score ${r.median.score}  (runs: ${r.runs.map((x) => Math.round(x.lcpMs)).join(', ')} ms)`,
    );
  for (const [name, r] of [
    ['booking page', lh.page],
    ['static copy', lh.baseline],
  ] as const) {
    const phases = Object.entries(r.median.lcpPhases).map(([k, v]) => `${k} ${v} ms`);
    console.log(`   ${name} LCP element: ${r.median.lcpElement}; ${phases.join(', ')}`);
  }
  const lcp = lh.page.median.lcpMs;
  const r = lcp / lh.baseline.median.lcpMs;
  console.log(
    `   booking page / static copy LCP: ${ratio(lcp, lh.baseline.median.lcpMs)} (target <= ${TARGETS.lcpRatio}x); LCP ${ms(lcp)} (target <= ${TARGETS.lcpMs} ms)  ${verdict(lcp <= TARGETS.lcpMs && r <= TARGETS.lcpRatio)}`,
  );
}

function printPageLoad({ baseline, page }: BookingReport['pageLoad']) {
  console.log(`\n5. the public page under load, autocannon (${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)})`);
  for (const x of [baseline, page])
    console.log(
      `   ${x.name.padEnd(38)} ${x.requestsPerSecond.toFixed(0).padStart(8)} ${ms(x.latencyMs.p50).padStart(9)} ${ms(x.latencyMs.p99).padStart(9)}  ${x.totalRequests} requests, ${x.non2xx + x.errors + x.timeouts} non-2xx/errors/timeouts`,
    );
  console.log(
    `   page / /healthz throughput ${(page.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}; page p99 ${ms(page.latencyMs.p99)} (target <= ${TARGETS.pageP99Ms} ms)  ${verdict(page.latencyMs.p99 <= TARGETS.pageP99Ms)}`,
  );
}

function printSlots(slots: Measured[]) {
  const base = slots[0] as Measured;
  console.log(`\n3. public slots, sequential (${'p50'.padStart(9)} ${'p95'.padStart(9)}  p95 vs baseline)`);
  for (const r of slots) {
    const target = r.name.startsWith('slots') ? `  ${verdict(r.p95 < TARGETS.slotsP95Ms)}` : '';
    console.log(`   ${r.name.padEnd(36)} ${ms(r.p50).padStart(9)} ${ms(r.p95).padStart(9)}  ${ratio(r.p95, base.p95)}${target}`);
  }
  const worst = Math.max(...slots.filter((r) => r.name.startsWith('slots')).map((r) => r.p95));
  console.log(`   slots p95 ${ms(worst)} (target < ${TARGETS.slotsP95Ms} ms)  ${verdict(worst < TARGETS.slotsP95Ms)}`);
}

/** Prints everything; true when a request failed (a non-2xx answer, an error) or the bookings did not all land. */
export function printReport(r: BookingReport): boolean {
  printJs(r.js);
  printLighthouse(r.lighthouse);
  printSlots(r.slots);
  const { bare, booked, connections } = r.bookings;
  console.log(`\n4. throughput, ${connections} connections (${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)})`);
  for (const x of [bare, booked])
    console.log(
      `   ${x.name.padEnd(38)} ${x.perSecond.toFixed(0).padStart(8)} ${ms(x.p50).padStart(9)} ${ms(x.p95).padStart(9)}  ${x.requests} requests, ${x.non2xx + x.errors} non-2xx/errors`,
    );
  console.log(
    `   bookings/s ${booked.perSecond.toFixed(0)} (p95 ${ms(booked.p95)}); bookings / bare throughput ${(booked.perSecond / bare.perSecond).toFixed(3)}; ` +
      `confirmed rows ${r.bookings.confirmedRows} of ${r.bookings.expectedRows} booked`,
  );
  printPageLoad(r.pageLoad);
  console.log(`\nload average ${r.loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`);
  let failed = r.bookings.confirmedRows !== r.bookings.expectedRows;
  for (const x of [bare, booked]) {
    if (x.non2xx + x.errors === 0) continue;
    failed = true;
    console.error(`[bench] ${x.name}: ${x.non2xx} non-2xx (${JSON.stringify(x.statusCodes)}), ${x.errors} errors`);
    for (const f of x.failures) console.error(`  ${f}`);
  }
  if (r.bookings.confirmedRows !== r.bookings.expectedRows)
    console.error('[bench] the stored bookings do not match the 2xx answers');
  for (const x of [r.pageLoad.baseline, r.pageLoad.page]) {
    if (x.non2xx + x.errors + x.timeouts === 0) continue;
    failed = true;
    console.error(
      `[bench] ${x.name}: ${x.non2xx} non-2xx (${JSON.stringify(x.statusCodes)}), ${x.errors} errors, ${x.timeouts} timeouts`,
    );
  }
  return failed;
}

export function writeReport(r: BookingReport, targets: typeof TARGETS) {
  writeResults('booking-latest.json', {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    targets,
    ...r,
  });
}
