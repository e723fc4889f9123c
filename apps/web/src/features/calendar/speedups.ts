import 'temporal-polyfill/global';

/**
 * Speed-ups for schedule-x 4.9 with temporal-polyfill 0.3.2 (both pinned),
 * measured by `npm run bench:calendar`; each does nothing when what it
 * patches does not look as expected.
 */

const PATCHED = Symbol.for('kairos.calendar.speedup');

/**
 * The month grid calls `Temporal.PlainDate.from(day.date)` with a PlainDate for
 * every event on every day of its week (7,000 calls for 1,000 events), and
 * the polyfill rebuilds the date from its fields each time. A PlainDate is
 * immutable, so `from` of one (without options) can return it as it is.
 */
export function fastPlainDateFrom(): void {
  const PlainDate = Temporal.PlainDate as unknown as Record<PropertyKey, unknown> & typeof Temporal.PlainDate;
  if (PlainDate[PATCHED]) return;
  const from = PlainDate.from;
  const descriptor = Object.getOwnPropertyDescriptor(PlainDate, 'from');
  if (typeof from !== 'function' || !descriptor?.writable) return;
  PlainDate.from = function fromPlainDate(this: unknown, item: unknown, options?: unknown) {
    if (item instanceof Temporal.PlainDate && options === undefined) return item;
    return (from as (item: unknown, options?: unknown) => Temporal.PlainDate).call(this, item, options);
  } as typeof Temporal.PlainDate.from;
  PlainDate[PATCHED] = true;
}

/**
 * The month grid places every event of a week by comparing `Temporal.PlainDate.from(day.date).toString()` for
 * each of the week's seven days (7,000 calls for a month of 1,000 events), and the polyfill formats the date
 * anew on each. A PlainDate is immutable, so its plain `toString()` (no options) is kept per value.
 */
export function cachedPlainDateString(): void {
  const proto = Temporal.PlainDate.prototype as unknown as Record<PropertyKey, unknown>;
  const key = Symbol.for('kairos.calendar.speedup.plainDateString');
  const original = proto.toString;
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'toString');
  if (proto[key] || typeof original !== 'function' || !descriptor?.writable) return;
  const memo = new WeakMap<object, string>();
  proto.toString = function cachedToString(this: object, ...args: unknown[]) {
    if (args.length > 0) return (original as (...a: unknown[]) => string).apply(this, args);
    let text = memo.get(this);
    if (text === undefined) {
      text = (original as () => string).call(this);
      memo.set(this, text);
    }
    return text;
  };
  proto[key] = true;
}

/**
 * schedule-x labels every day cell with `toLocaleString` (date, day name,
 * "more events" label), and the polyfill builds a new DateTimeFormat on each
 * call. The text depends only on the value, the locale and the options, so it
 * is cached (a bounded map, cleared when full).
 */
export function cachedToLocaleString(): void {
  for (const Class of [Temporal.PlainDate, Temporal.ZonedDateTime]) {
    const proto = Class.prototype as unknown as Record<PropertyKey, unknown>;
    const original = proto.toLocaleString;
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'toLocaleString');
    if (proto[PATCHED] || typeof original !== 'function' || !descriptor?.writable) continue;
    const cache = new Map<string, string>();
    proto.toLocaleString = function cachedLocaleString(this: object, locales?: unknown, options?: unknown) {
      const key = `${String(this)}|${String(locales)}|${JSON.stringify(options ?? null)}`;
      let text = cache.get(key);
      if (text === undefined) {
        text = (original as (l?: unknown, o?: unknown) => string).call(this, locales, options);
        if (cache.size >= 2000) cache.clear();
        cache.set(key, text);
      }
      return text;
    };
    proto[PATCHED] = true;
  }
}

/**
 * schedule-x's internal event object computes
 * `start`/`end` on every read (`withTimeZone` → a new ZonedDateTime) and the
 * views then call `toString()` on them; laying out a month of 1,000 events
 * reads them some 20,000 times, which with temporal-polyfill took most of
 * the month view's render time. This memoises both getters on the event
 * class (keyed on the stored value and the calendar's zone, so drags,
 * resizes and zone changes still see new values) and caches each value's
 * ISO string. Temporal values are immutable, so sharing one is safe.
 */

interface InternalEvent {
  _start: unknown;
  _end: unknown;
  _config: { timezone: { value: string } };
}

interface Memo {
  src: unknown;
  zone: string;
  value: unknown;
}

const withString = new WeakSet<object>();

function withCachedString<T>(value: T): T {
  if (typeof value !== 'object' || value === null || withString.has(value) || !Object.isExtensible(value)) return value;
  withString.add(value);
  const original = (value as { toString: (...args: unknown[]) => string }).toString;
  let iso: string | undefined;
  Object.defineProperty(value, 'toString', {
    configurable: true,
    value: (...args: unknown[]) => {
      if (args.length > 0) return original.apply(value, args);
      if (iso === undefined) iso = original.call(value);
      return iso;
    },
  });
  return value;
}

export function memoiseEventTimes(events: readonly object[]): void {
  const first = events[0];
  if (!first) return;
  const proto = Object.getPrototypeOf(first) as Record<PropertyKey, unknown> | null;
  if (!proto || proto[PATCHED]) return;
  const fields = { start: '_start', end: '_end' } as const;
  const descriptors = Object.entries(fields).map(([key]) => Object.getOwnPropertyDescriptor(proto, key));
  if (!descriptors.every((d) => d?.get && d.set) || !('_start' in first) || !('_config' in first)) return;
  for (const [i, [key, raw]] of Object.entries(fields).entries()) {
    const original = descriptors[i] as PropertyDescriptor & { get: () => unknown; set: (v: unknown) => void };
    const memo = new WeakMap<object, Memo>();
    Object.defineProperty(proto, key, {
      configurable: true,
      enumerable: original.enumerable,
      get(this: InternalEvent) {
        const src = this[raw];
        const zone = this._config.timezone.value;
        const hit = memo.get(this);
        if (hit && hit.src === src && hit.zone === zone) return hit.value;
        // Already in the calendar's zone (the screen maps every event in the business's zone): the stored value
        // itself, whose ISO string may already be cached (warmEventTimes), instead of an equal copy.
        const same = src instanceof Temporal.ZonedDateTime && src.timeZoneId === zone;
        const value = withCachedString(same ? src : original.get.call(this));
        memo.set(this, { src, zone, value });
        return value;
      },
      set(this: InternalEvent, value: unknown) {
        original.set.call(this, value);
      },
    });
  }
  proto[PATCHED] = true;
}

/**
 * Works out the ISO strings of mapped events' times ahead (in idle time, for the months either side): schedule-x
 * sorts and places a month's events by those strings, and formatting 2,000 of them is most of what a newly
 * loaded month costs it. The strings are kept on the values (Temporal values are immutable).
 */
export function warmEventTimes(events: readonly { start: unknown; end: unknown }[]): void {
  for (const e of events) {
    String(withCachedString(e.start));
    String(withCachedString(e.end));
  }
}
