/**
 * The Worker's size: the bundle `wrangler deploy` would upload, gzipped (what Cloudflare's limit counts:
 * 3 MB on the free plan, 10 MB paid). Fails above WORKER_GZIP_BUDGET and names the heaviest packages, so a
 * dependency that bloats the Worker is caught in review. README "Worker bundle" has the measurements and why
 * the 500 KB target is out of reach (PDF fonts, the messages of two languages, zod).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWorker, workerSize } from '../../../../test-support/build-worker';

const KIB = 1024;
/** Measured 1,816 KiB gzip on 2026-11-25 (1,307 KiB with `--minify`); the budget leaves room, not a free pass. */
const WORKER_GZIP_BUDGET = 2048 * KIB;

const dir = mkdtempSync(join(tmpdir(), 'kairos-worker-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Worker bundle size', () => {
  it('stays within the gzip budget', async () => {
    const size = workerSize(await buildWorker(dir));
    const report = size.heaviest.map(([pkg, bytes]) => `${pkg} ${Math.round(bytes / KIB)} KiB`).join(', ');
    console.info(`[worker] ${Math.round(size.bytes / KIB)} KiB, gzip ${Math.round(size.gzip / KIB)} KiB; heaviest: ${report}`);
    expect(size.gzip, `gzip ${size.gzip} bytes; heaviest: ${report}`).toBeLessThan(WORKER_GZIP_BUDGET);
    // The real provider SDK is what the Worker ships (no stub in its place).
    expect(size.heaviest.map(([pkg]) => pkg)).toContain('telnyx');
  }, 120_000);
});
