// `npm run bench:booking`: the public booking page (issue 12). One process serves the production Node
// runtime with the built web app (booking-server.ts) for a business with a realistic diary (booking-seed.ts)
// and measures, each against a baseline from the same run:
//   1. first-load JavaScript of /online-booking/{slug}, gzip -9 (target <= 50 kB; baseline: the owner app at /),
//   2. Lighthouse LCP, mobile default, median of 5 (target <= 1000 ms and <= 1.3x the baseline: the same page's HTML
//      without its scripts, a static page of the same size),
//   3. the public slots call for 7 days, sequential p50/p95 of 200 (target p95 < 50 ms; baseline GET /bench/hello),
//   4. bookings per second with 20 connections on distinct times, no deposit (baseline: GET /bench/hello),
//   5. the public page under load: autocannon, 50 connections, 10 s (target p99 <= 100 ms, no errors; baseline /healthz).
// Every answer must be a 2xx (else exit 1); a missed target is reported (MISS), not an error. See bench/README.md.

import { parseArgs } from 'node:util';
import { onlineBookings } from '@kairos/db';
import { and, count, eq } from 'drizzle-orm';
import { addDays } from '../packages/api/src/shared/zoned';
import { firstLoadJs } from './booking-js';
import { type LoadJob, load } from './booking-load';
import { printReport, TARGETS, writeReport } from './booking-report';
import { SLUG, seedBookingBusiness, verifiedVisitor } from './booking-seed';
import { startBookingServer } from './booking-server';
import { distinctBookings } from './booking-slots';
import { lighthouseMedians } from './lighthouse';
import { measure } from './load';
import { timeIt } from './money-measure';
import { loadAtStart, SMOKE_OPTION, sized } from './smoke';

// `--bookings N` measured bookings (1000), `--connections` (20), `--samples` sequential slots requests (200),
// `--lighthouse-runs` (5; 0 skips Lighthouse), `--page-seconds` (10) and `--page-connections` (50) of the page under load;
// `--lighthouse-reports DIR` keeps every Lighthouse run's full report there (page and static copy, run by run);
// `--smoke`: 5 bookings on 2 connections, 1 sample, 1 Lighthouse run, 14 days, 1 s of page load on 5 connections.
const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string' },
    connections: { type: 'string' },
    samples: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'page-seconds': { type: 'string' },
    'page-connections': { type: 'string' },
    'lighthouse-reports': { type: 'string' },
    ...SMOKE_OPTION,
  },
});
const BOOKINGS = Number(args.bookings ?? sized(1000, 5));
const CONNECTIONS = Number(args.connections ?? sized(20, 2));
const SAMPLES = Number(args.samples ?? sized(200, 1));
const LIGHTHOUSE_RUNS = Number(args['lighthouse-runs'] ?? sized(5, 1));
const PAGE_SECONDS = Number(args['page-seconds'] ?? sized(10, 1));
const PAGE_CONNECTIONS = Number(args['page-connections'] ?? sized(50, 5));
const WARMUP_BOOKINGS = sized(100, 2);
const HORIZON_DAYS = sized(365, 14);

const loadBefore = loadAtStart();

const t0 = performance.now();
const s = await startBookingServer();
let failed = false;
try {
  const { origin } = s;
  const biz = await seedBookingBusiness(s);
  console.log(`[bench] ${origin}  server up and business seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const pagePath = `/online-booking/${SLUG}`;

  // 1. First-load JavaScript.
  const js = { page: await firstLoadJs(origin, pagePath, { started: true }), owner: await firstLoadJs(origin, '/') };

  // 2. Lighthouse (before the bookings, on the seeded diary), against the same page's HTML without its scripts.
  s.setStaticPage(await staticCopy(origin, pagePath));
  const [lhPage, lhStatic] =
    LIGHTHOUSE_RUNS > 0
      ? await lighthouseMedians([`${origin}${pagePath}`, `${origin}/bench/static`], LIGHTHOUSE_RUNS, args['lighthouse-reports'])
      : [];
  console.log(`[bench] first-load JS and Lighthouse done at ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // 3. The public slots call, sequential.
  const from = addDays(biz.today, 1);
  const week = `from=${from}&to=${addDays(from, 6)}`;
  const run = { origin, statements: () => 0, samples: SAMPLES };
  const slots = [
    await timeIt(run, 'baseline GET /bench/hello', '/bench/hello', {}),
    await timeIt(run, 'page data GET /online-booking/{slug}', `/api/v1/online-booking/${SLUG}`, { accept: 'application/json' }),
    await timeIt(run, 'slots, 7 days, 30-min service', `/api/v1/online-booking/${SLUG}/slots?service_id=${biz.cut}&${week}`, {}),
    await timeIt(
      run,
      'slots, 7 days, multipart service',
      `/api/v1/online-booking/${SLUG}/slots?service_id=${biz.colour}&${week}`,
      {},
    ),
  ];

  // 5. The public page under load (before the bookings fill the diary), against /healthz in the same run.
  const loadOptions = { connections: PAGE_CONNECTIONS, warmupSeconds: sized(2, 1), seconds: PAGE_SECONDS };
  const pageLoad = {
    baseline: await measure('baseline GET /healthz', { ...loadOptions, url: `${origin}/healthz` }),
    page: await measure('GET /online-booking/{slug}', {
      ...loadOptions,
      url: `${origin}${pagePath}`,
      headers: { accept: 'text/html', 'accept-language': 'en' },
    }),
  };

  // 4. Bookings per second: one verified visitor (allowed to book many times), distinct times.
  const visitor = await verifiedVisitor(s, 'visitor@bench.test');
  const times = await distinctBookings(origin, SLUG, biz, HORIZON_DAYS);
  if (times.length < WARMUP_BOOKINGS + BOOKINGS + 1)
    throw new Error(`only ${times.length} distinct times for ${WARMUP_BOOKINGS + BOOKINGS + 1} bookings: lower --bookings`);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: visitor.cookie,
    'x-xsrf-token': visitor.xsrf,
  };
  const bodies = times.slice(0, WARMUP_BOOKINGS + BOOKINGS + 1).map((t) => ({
    method: 'POST' as const,
    path: `/api/v1/online-booking/${SLUG}/bookings`,
    body: JSON.stringify({ kind: 'appointment', ...t, first_name: 'Bench', last_name: 'Visitor', locale: 'en' }),
  }));
  const job = (requests: LoadJob['requests']): LoadJob => ({ origin, connections: CONNECTIONS, headers, requests });
  // The first booking makes the visitor's client; the rest match it.
  const first = bodies[0] as (typeof bodies)[number];
  const made = await fetch(`${origin}${first.path}`, { method: 'POST', headers, body: first.body });
  if (made.status !== 200) throw new Error(`the first booking answered ${made.status}: ${await made.text()}`);
  const hello = Array.from({ length: Math.max(BOOKINGS, sized(3000, 20)) }, () => ({
    method: 'GET' as const,
    path: '/bench/hello',
  }));
  const bare = await load('baseline GET /bench/hello', job(hello.slice(0, 500)), job(hello));
  const booked = await load(
    'POST /online-booking/{slug}/bookings',
    job(bodies.slice(1, 1 + WARMUP_BOOKINGS)),
    job(bodies.slice(1 + WARMUP_BOOKINGS)),
  );
  const [stored] = await s.rt.db
    .select({ n: count() })
    .from(onlineBookings)
    .where(and(eq(onlineBookings.business_id, biz.businessId), eq(onlineBookings.status, 'confirmed')));

  const report = {
    js,
    lighthouse: lhPage && lhStatic ? { page: lhPage, baseline: lhStatic } : null,
    pageLoad,
    slots,
    bookings: { bare, booked, confirmedRows: stored?.n ?? 0, expectedRows: bodies.length, connections: CONNECTIONS },
    loadBefore,
  };
  failed = printReport(report);
  writeReport(report, TARGETS);
  console.log(`[bench] done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} finally {
  await s.close();
}
process.exit(failed ? 1 : 0);

/** The booking page as served, without its scripts and module preloads: a static page of the same size and look. */
async function staticCopy(origin: string, path: string): Promise<string> {
  const html = await (await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en' } })).text();
  return html
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<template id="bk-app"><\/template>/, '')
    .replace(/<script>[\s\S]*?<\/script>/g, '')
    .replace(/<script type="application\/json" id="booking-data">[\s\S]*?<\/script>/, '');
}
