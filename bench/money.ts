import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, toLocal } from '../packages/api/src/shared/zoned';
import { type Measured, printResults, TARGET_MS, timeIt } from './money-measure';
import { generate, MAIN, OTHER, OTHERS } from './money-seed';
import { emptyTables, insert } from './money-tables';
import { otherBusiness, registerUser, startCountingServer } from './server';
import { loadAtStart, SMOKE_OPTION, sized, writeResults } from './smoke';

// `--samples N` (100; 1 with `--smoke`, which also seeds a hundredth of the rows); `--verbose`: print each scenario as it ends; `--keep`: leave the seeded database
// in place (its path is printed) to run EXPLAIN QUERY PLAN against it.
const { values: args } = parseArgs({
  options: { samples: { type: 'string' }, keep: { type: 'boolean' }, verbose: { type: 'boolean' }, ...SMOKE_OPTION },
});
const SAMPLES = Number(args.samples ?? sized(100, 1));

const loadBefore = loadAtStart();

const bench = await startCountingServer('kairos-bench-money-');
const { rt, origin } = bench;
const run = { origin, statements: bench.statements, samples: SAMPLES, verbose: args.verbose };

try {
  const t0 = performance.now();
  const cookie = await registerUser(origin);
  const h = { cookie, accept: 'application/json' };
  const me = (await (await fetch(`${origin}/api/v1/user`, { headers: h })).json()).data;
  const business = me.business as { id: string; currency: string; timezone: string };
  const now = Date.now();

  const t = emptyTables();
  generate(t, business.id, business.currency, business.timezone, MAIN, now, 1);
  for (let b = 0; b < OTHERS; b++) generate(t, await otherBusiness(rt.db, b), 'GBP', 'Europe/London', OTHER, now, 100 + b);
  const generated = performance.now();
  let rows = 0;
  for (const [name, tbl] of Object.entries(t)) {
    await insert(rt.client, name, tbl);
    rows += tbl.rows.length;
  }
  const own = async (sql: string) => (await rt.client.execute({ sql, args: [business.id] })).rows[0]?.[0];
  console.log(
    `[bench] seeded ${rows.toLocaleString('en-GB')} rows (${((generated - t0) / 1000).toFixed(1)} s to generate, ${((performance.now() - generated) / 1000).toFixed(1)} s to insert); ` +
      `the measured business: ${Number(await own('SELECT count(*) FROM payments WHERE business_id = ?')).toLocaleString('en-GB')} payments ` +
      `(${await own("SELECT count(*) FROM payments WHERE business_id = ? AND kind = 'refund'")} refunds, ${await own("SELECT count(*) FROM payments WHERE business_id = ? AND kind = 'void'")} voids), ` +
      `${Number(await own('SELECT count(*) FROM appointments WHERE business_id = ?')).toLocaleString('en-GB')} appointments, ` +
      `${Number(await own('SELECT count(*) FROM sales WHERE business_id = ?')).toLocaleString('en-GB')} sales, ` +
      `${Number(await own('SELECT count(*) FROM expenses WHERE business_id = ?')).toLocaleString('en-GB')} expenses; ${OTHERS} other businesses`,
  );

  const today = toLocal(now, business.timezone).date;
  const yearAgo = addDays(today, -364);
  const year = `start_date=${yearAgo}&end_date=${today}`;
  const money = [
    ['income list, page 1', '/api/v1/payments?page=1'],
    ['income list, a year, method cash', `/api/v1/payments?page=1&${year}&method=cash`],
    [
      'income list, a month, card payment',
      `/api/v1/payments?page=1&start_date=${addDays(today, -30)}&end_date=${today}&method=card_payment`,
    ],
    ['income statistic, a year', `/api/v1/payments/statistic?${year}`],
    ['net income, a year by month', `/api/v1/payments/net-income?${year}&period=month`],
    ['left to pay, appointments', '/api/v1/payments/left-to-pay/appointment?page=1'],
    ['left to pay, sales', '/api/v1/payments/left-to-pay/sale?page=1'],
    ['left to pay statistic', '/api/v1/payments/left-to-pay/statistic'],
  ] as const;
  const results: Measured[] = [
    await timeIt(run, 'baseline GET /bench/hello', '/bench/hello', {}),
    await timeIt(run, 'baseline GET /api/v1/user', '/api/v1/user', h),
  ];
  for (const [name, path] of money) results.push(await timeIt(run, name, path, h));

  // What the screens would show: the figures are real, not empty answers.
  const get = async (path: string) => (await (await fetch(`${origin}${path}`, { headers: h })).json()).data;
  const stat = await get(`/api/v1/payments/statistic?${year}`);
  const owed = await get('/api/v1/payments/left-to-pay/statistic');
  const net = await get(`/api/v1/payments/net-income?${year}&period=month`);
  const cur = business.currency;
  const fmt = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100).toLocaleString('en-GB')} ${cur}`;
  console.log(
    `[bench] a year: income ${fmt(stat.income)} from ${stat.count.toLocaleString('en-GB')} payments, refunds ${fmt(stat.refunds)}, ` +
      `expenses ${fmt(net.expenses)}, net ${fmt(net.net)}; left to pay ${fmt(owed.total)} ` +
      `(${owed.appointments.count.toLocaleString('en-GB')} appointment clients, ${owed.sales.count.toLocaleString('en-GB')} sales)`,
  );

  printResults(results, loadBefore);
  writeResults('money-latest.json', {
    date: new Date().toISOString(),
    node: process.version,
    samples: SAMPLES,
    target_ms: TARGET_MS,
    results,
  });
} finally {
  await bench.close(args.keep);
  if (args.keep) console.log(`[bench] database kept: ${join(bench.dir, 'bench.db')}`);
}
