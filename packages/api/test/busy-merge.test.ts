import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unpackSpans } from '../src/appointments/load';
import {
  type AvailabilityQuery,
  availableSlots,
  blockedSpans,
  type Interval,
  isMerged,
  mergeMerged,
  normalise,
  overlapsAny,
  sweep,
} from '../src/availability/engine';
import { addDays, toInstant } from '../src/shared/zoned';

// Issue 28: the busy spans reach the engine merged (busyBetween joins the diary's spans and the Google ones, each
// merged on its own, in one linear pass; the Google ones are unpacked from the query's packed row already merged),
// and the engine sweeps its ascending candidates with a cursor instead of searching per candidate. Properties: with
// random spans (any millisecond, overlapping, touching, empty, in any order), every step answers what the naive
// check answers, comparing each slot with every span one by one.

const MIN = 60_000;
const DAY = 86_400_000;
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'UTC'];
const BASE = Date.UTC(2027, 2, 20);

/** An instant or length in [min, max] ms: at any millisecond, or on a whole minute (so edges meet the slot grid's). */
const msArb = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min: Math.ceil(min / MIN), max: Math.floor(max / MIN) }).map((m) => m * MIN),
  );
/** Spans over `days` (about ten) from BASE, of any length (some empty or backwards). */
const spansArb = (maxLength = 400, days = 10) =>
  fc.array(fc.record({ at: msArb(-DAY, days * DAY), len: msArb(-MIN, 8 * 60 * MIN) }), { maxLength });
const toSpans = (xs: { at: number; len: number }[]): Interval[] =>
  xs.map((x) => ({ start: BASE + x.at, end: BASE + x.at + x.len }));
const naiveOverlaps = (spans: Interval[], start: number, end: number) =>
  spans.some((b) => b.end > b.start && start < b.end && b.start < end);
/** The instants the spans cover, sampled where the answer can change (every edge and either side of it). */
const probes = (spans: Interval[]) => spans.flatMap((s) => [s.start - 1, s.start, s.end - 1, s.end]);

const queryArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    days: fc.integer({ min: 0, max: 8 }),
    open: fc.integer({ min: 0, max: 12 * 60 }),
    length: fc.integer({ min: 60, max: 12 * 60 }),
    step: fc.constantFrom(5, 15, 30),
    parts: fc
      .array(
        fc.record({
          duration_minutes: fc.integer({ min: 5, max: 90 }),
          type: fc.constantFrom<'block' | 'free'>('block', 'free'),
        }),
        { minLength: 1, maxLength: 3 },
      )
      .filter((ps) => ps.some((p) => p.type === 'block')),
    diary: spansArb(60),
    google: spansArb(300),
  })
  .map((r) => {
    const q: Omit<AvailabilityQuery, 'busy'> = {
      timeZone: r.timeZone,
      from: '2027-03-21',
      to: addDays('2027-03-21', r.days),
      hours: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
        weekday,
        enabled: weekday !== 3,
        start_minute: r.open,
        end_minute: Math.min(24 * 60, r.open + r.length),
      })),
      slotStepMinutes: r.step,
      parts: r.parts,
    };
    return { q, diary: toSpans(r.diary), google: toSpans(r.google) };
  });

describe('busy spans merged and swept (property-based)', () => {
  it('normalise and mergeMerged cover exactly the instants the raw spans cover, merged', () => {
    fc.assert(
      fc.property(spansArb(), spansArb(), (a, b) => {
        const [x, y] = [toSpans(a), toSpans(b)];
        const merged = mergeMerged(normalise(x), normalise(y));
        expect(isMerged(merged)).toBe(true);
        expect(merged).toEqual(normalise([...x, ...y]));
        for (const t of probes([...x, ...y])) expect(overlapsAny(merged, t, t + 1)).toBe(naiveOverlaps([...x, ...y], t, t + 1));
        // Already merged input comes back as it is.
        expect(normalise(merged)).toBe(merged);
      }),
      { numRuns: 300 },
    );
  });

  it('the packed row (starts after the range, lengths) unpacks to the merged spans, in index order or not', () => {
    fc.assert(
      fc.property(spansArb(), fc.boolean(), (xs, inOrder) => {
        const spans = toSpans(xs).filter((s) => s.end > s.start);
        if (inOrder) spans.sort((p, q) => p.start - q.start);
        const from = BASE + 3 * DAY;
        const flat = [...spans.map((s) => s.start - from), ...spans.map((s) => s.end - s.start)];
        const unpacked = unpackSpans(flat, from);
        expect(isMerged(unpacked)).toBe(true);
        expect(unpacked).toEqual(normalise(spans));
      }),
      { numRuns: 300 },
    );
  });

  it('the sweep answers as a check against every span, for starts in any order', () => {
    fc.assert(
      // Spans and starts within two days, so starts often meet span edges exactly.
      fc.property(spansArb(50, 1), fc.array(msArb(-DAY, DAY), { maxLength: 200 }), fc.boolean(), (xs, starts, ascending) => {
        const spans = toSpans(xs);
        const parts = [
          { duration_minutes: 30, type: 'block' as const },
          { duration_minutes: 20, type: 'free' as const },
          { duration_minutes: 15, type: 'block' as const },
        ];
        const offsets = blockedSpans(0, parts);
        const blocked = sweep(normalise(spans), offsets);
        const ts = starts.map((s) => BASE + s);
        if (ascending) ts.sort((p, q) => p - q);
        for (const t of ts) expect(blocked(t)).toBe(offsets.some((o) => naiveOverlaps(spans, t + o.start, t + o.end)));
      }),
      {
        numRuns: 300,
        // Found by this test: a backward start answered early, leaving a later offset's cursor stale for the next.
        examples: [
          [
            [
              { at: -3_060_000, len: 1 },
              { at: -60_000, len: 60_000 },
            ],
            [0, -3_060_000, -3_000_001],
            false,
          ],
        ],
      },
    );
  });

  it('the engine offers exactly the slots of the empty diary that a naive per-slot check keeps', () => {
    fc.assert(
      fc.property(queryArb, ({ q, diary, google }) => {
        const grid = availableSlots({ ...q, busy: [] });
        const naive = grid.filter((s) =>
          blockedSpans(s, q.parts).every((p) => !naiveOverlaps([...diary, ...google], p.start, p.end)),
        );
        // As busyBetween hands them over (merged), and raw (unsorted, overlapping, empty spans).
        expect(availableSlots({ ...q, busy: mergeMerged(normalise(diary), normalise(google)) })).toEqual(naive);
        expect(availableSlots({ ...q, busy: [...google, ...diary] })).toEqual(naive);
        expect(toInstant(q.from, 0, q.timeZone)).toBeGreaterThan(BASE);
      }),
      { numRuns: 300 },
    );
  });
});
