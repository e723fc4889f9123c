import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateIn, formatDateTime, formatDay, zonedFormat } from '../src/lib/format';

/**
 * Every time a screen shows is in an explicit zone (the business's, or the admin's on admin screens), never the
 * device's: dates and times are formatted only through apps/web/src/lib/format.ts, whose helpers need a zone.
 * This reads the sources and fails on a formatter built anywhere else, or on one of those files building one
 * without `timeZone`.
 */

const ROOT = join(import.meta.dirname, '../../..');
const SOURCES = ['apps/web/src', 'packages/ui/src'];
/** The only files that may build an Intl.DateTimeFormat, each call naming its zone. */
const FORMATTER_HOMES = ['apps/web/src/lib/format.ts', 'apps/web/src/lib/time-zones.ts', 'apps/web/src/booking/dates.ts'];
/** Patches Date.prototype.toLocaleString for schedule-x (a cache around the original), not a call. */
const PATCH = 'apps/web/src/features/calendar/speedups.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'paraglide' || name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The text of each `Intl.DateTimeFormat(…)` call's arguments. */
function formatterCalls(source: string): string[] {
  const out: string[] = [];
  const marker = 'Intl.DateTimeFormat(';
  for (let i = source.indexOf(marker); i >= 0; i = source.indexOf(marker, i + 1)) {
    let depth = 1;
    let j = i + marker.length;
    for (; j < source.length && depth > 0; j++) {
      if (source[j] === '(') depth++;
      else if (source[j] === ')') depth--;
    }
    out.push(source.slice(i + marker.length, j - 1));
  }
  return out;
}

const sources = SOURCES.flatMap((dir) => files(join(ROOT, dir))).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

describe('times are shown in an explicit zone', () => {
  it('builds date formatters only in lib/format.ts (and the zone list and booking page helpers)', () => {
    const outside = sources
      .filter((f) => !FORMATTER_HOMES.includes(f.path) && f.text.includes('Intl.DateTimeFormat('))
      .map((f) => f.path);
    expect(
      outside,
      'format dates with lib/format.ts (formatDate, formatDateTime, formatInstant, formatDay, zonedFormat)',
    ).toEqual([]);
  });

  it('names the zone in every formatter it builds (reading the device zone is the one call without)', () => {
    const bare = sources
      .filter((f) => FORMATTER_HOMES.includes(f.path))
      .flatMap((f) =>
        formatterCalls(f.text)
          // `Intl.DateTimeFormat().resolvedOptions()` reads the device's zone; it formats nothing.
          .filter((args) => args.trim() !== '' && !/\btimeZone\b/.test(args))
          .map((args) => `${f.path}: Intl.DateTimeFormat(${args})`),
      );
    expect(bare).toEqual([]);
  });

  it('never formats with toLocaleString, toLocaleDateString or toLocaleTimeString (the device zone)', () => {
    const calls = sources
      .filter((f) => f.path !== PATCH)
      .flatMap((f) =>
        [...f.text.matchAll(/\.toLocale(?:Date|Time)?String\(/g)].map(
          (m) => `${f.path}: …${f.text.slice(m.index, m.index + 40)}`,
        ),
      );
    expect(calls).toEqual([]);
  });

  it('the helpers give the zone’s wall clock whatever the process zone, and fall back to UTC, not the device', () => {
    // 04:30 in Kyiv (the clocks went forward at 01:00 UTC that night), 21:30 the evening before in New York.
    const at = '2026-03-29T01:30:00Z';
    expect(formatDateTime(at, 'en', 'Europe/Kyiv')).toBe('29 Mar 2026, 04:30');
    expect(formatDateTime(at, 'en', 'America/New_York')).toBe('28 Mar 2026, 21:30');
    expect(dateIn('Europe/Kyiv', at)).toBe('2026-03-29');
    expect(dateIn('America/New_York', at)).toBe('2026-03-28');
    expect(zonedFormat('en', 'Not/AZone', { timeStyle: 'short' }).resolvedOptions().timeZone).toBe('UTC');
    expect(formatDay('2026-11-22', 'en')).toBe('22 November 2026');
  });
});
