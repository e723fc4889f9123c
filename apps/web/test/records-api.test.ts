import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * lib/records reaches each area's tRPC procedures through the RecordRouter
 * interface (checked by the compiler against the real routers), and puts a
 * saved record into the detail cache only when writes answer the whole record.
 */
const dir = join(import.meta.dirname, '../src/lib/records');

describe('lib/records and the record routers', () => {
  it('reaches the routers without casts', () => {
    const casts = readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) =>
        readFileSync(join(dir, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
          .filter(({ line }) => /\bas (unknown|never)\b|\bas Promise</.test(line)),
      );
    expect(casts).toEqual([]);
  });

  it('caches a saved package as its detail; a saved class refreshes the cached detail instead of replacing it', async () => {
    const { queryClient, trpc } = await import('../src/lib/trpc');
    const { rememberRecord } = await import('../src/lib/records/api');
    const pkg = {
      id: 'p1',
      name: 'Five cuts',
      price: 15000,
      currency: 'GBP',
      expiry_months: null,
      notes: null,
      online_booking: false,
      archived_at: null,
      services: [],
      sales: [],
    };
    rememberRecord('packages', pkg);
    expect(queryClient.getQueryData(trpc.packages.get.queryKey({ id: 'p1' }))).toEqual(pkg);

    const cls = {
      id: 'c1',
      name: 'Yoga',
      duration_minutes: 60,
      price: 1200,
      currency: 'GBP',
      colour: '#16a34a',
      spaces: 8,
      limit_spaces: true,
      notes: null,
      online_booking: false,
      archived_at: null,
    };
    const detail = { ...cls, sessions: [], sessions_from: '2026-11-22', sessions_to: '2027-01-22' };
    const key = trpc.classes.get.queryKey({ id: 'c1' });
    queryClient.setQueryData(key, detail);
    rememberRecord('classes', { ...cls, archived_at: '2026-11-22T10:00:00.000Z' });
    // The class's writes answer it without its sessions: the detail is kept (no `sessions` lost) and refetched.
    expect(queryClient.getQueryData(key)).toEqual(detail);
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
