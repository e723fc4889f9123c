// bench:booking, Lighthouse: Largest Contentful Paint and the performance score of a page, with Lighthouse's
// mobile default (Moto G Power-sized screen, simulated throttling: slow 4G, 4x CPU slowdown) in Debian's
// Chromium (headless, no sandbox, no GPU). One Chromium serves every run; each page is run `runs` times
// and the median LCP is reported (the score of the median run beside it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';

export interface LighthouseRun {
  lcpMs: number;
  fcpMs: number;
  score: number;
  /** What the LCP was (Lighthouse's element label) and its phases (TTFB, load delay, load time, render delay). */
  lcpElement: string;
  lcpPhases: Record<string, number>;
}

export interface LighthouseResult {
  url: string;
  runs: LighthouseRun[];
  /** The run with the median LCP. */
  median: LighthouseRun;
}

/**
 * `keep`: a folder to write every run's full Lighthouse report to (`<page>-<run>.json`, the page named by its path's
 * last part), to read what the summary leaves out (the LCP breakdown, network requests, the Lantern estimates).
 */
export async function lighthouseMedians(urls: string[], runs: number, keep?: string): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  if (keep) mkdirSync(keep, { recursive: true });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      const done: LighthouseRun[] = [];
      const name = new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'page';
      for (let i = 0; i < runs; i++) done.push(await retried(url, chrome.port, keep && join(keep, `${name}-${i + 1}.json`)));
      const sorted = [...done].sort((a, b) => a.lcpMs - b.lcpMs);
      results.push({ url, runs: done, median: sorted[Math.floor(sorted.length / 2)] as LighthouseRun });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse itself could not record (a trace without a navigation start on a busy machine, say). */
class LighthouseRuntimeError extends Error {}

/** Lighthouse asks for another try when it could not record the trace: up to two more, said on the console. */
async function retried(url: string, port: number, keep: string | undefined): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(url, port, keep);
    } catch (e) {
      if (!(e instanceof LighthouseRuntimeError) || attempt >= 3) throw e;
      console.warn(`[bench] ${e.message}: running it again`);
    }
  }
}

async function once(url: string, port: number, keep: string | undefined): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The defaults, said out loud: a phone on slow 4G with a 4x slower CPU, simulated (Lantern).
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (keep) writeFileSync(keep, JSON.stringify(lhr));
  if (lhr.runtimeError)
    throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const score = lhr.categories.performance?.score;
  if (lcp === undefined || fcp === undefined || score == null) throw new Error(`Lighthouse measured no LCP on ${url}`);
  return {
    lcpMs: lcp,
    fcpMs: fcp,
    score: Math.round(score * 100),
    ...lcpBreakdown(lhr.audits['largest-contentful-paint-element']),
  };
}

interface LcpTable {
  items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[];
}

/** The LCP element audit's two tables: the element, then the phases. */
function lcpBreakdown(audit: { details?: unknown } | undefined) {
  const tables = ((audit?.details as { items?: LcpTable[] } | undefined)?.items ?? []).flatMap((t) => t.items ?? []);
  const node = tables.find((i) => i.node)?.node;
  const lcpPhases: Record<string, number> = {};
  for (const i of tables) if (i.phase && i.timing !== undefined) lcpPhases[i.phase] = Math.round(i.timing);
  return { lcpElement: node ? `${node.snippet ?? ''} "${node.nodeLabel ?? ''}"` : '?', lcpPhases };
}
