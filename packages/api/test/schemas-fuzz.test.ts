import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZodError, type z } from 'zod';
import { appointmentInput, rangeInput } from '../src/shared/appointments-schemas';
import { registerInput } from '../src/shared/auth-schemas';
import { serviceInput } from '../src/shared/catalogue-schemas';
import { clientInput } from '../src/shared/clients-schemas';
import { DATE_MAX, DATE_MIN, isoDate, latestToday, optionalDateField } from '../src/shared/date-schemas';
import { listInput } from '../src/shared/list-schemas';
import { packageInput } from '../src/shared/offerings-schemas';
import { CONTROL_CHARACTERS, controlCharacterPaths, httpUrlField } from '../src/shared/schemas';
import { paymentSettingsInput } from '../src/shared/settings-schemas';
import { fieldErrorsOf } from '../src/shared/validation';
import { addDays, daysBetween, isoWeekday } from '../src/shared/zoned';

/** Issue 9: the shared date and text schemas, fuzzed. FUZZ_RUNS=<n> scales the cases by n/1000. */
const scale = Number(process.env.FUZZ_RUNS ?? 1000) / 1000;
const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * scale)) });

/** An oracle that shares no code with the schema: does Date keep the same year, month and day? */
function realDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const dateParts = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }));
const dateLike = dateParts.map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
/** Near misses: one digit too few or many, other separators, spaces, signs, full-width digits. */
const nearMiss = fc
  .tuple(dateLike, fc.constantFrom('', ' ', 'T00:00', 'Z', '0', '\n'), fc.constantFrom('', ' ', '+', '-', '0'))
  .map(([d, after, before]) => `${before}${d}${after}`);
const anyDateString = fc.oneof(
  dateLike,
  nearMiss,
  fc.string({ maxLength: 12 }),
  dateLike.map((d) => d.replace(/-/g, '/')),
  dateLike.map((d) => d.replace(/\d/, (c) => String.fromCharCode(0xff10 + Number(c)))),
);

/** Parsing may only succeed or fail with a ZodError, and the failure must turn into messages. */
function parsesCleanly(schema: z.ZodType, input: unknown): boolean {
  try {
    schema.parse(input);
    return true;
  } catch (e) {
    expect(e).toBeInstanceOf(ZodError);
    const errors = fieldErrorsOf(e as ZodError, input, 'uk');
    for (const list of Object.values(errors)) for (const m of list) expect(m.length).toBeGreaterThan(0);
    return false;
  }
}

describe('calendar dates', () => {
  it('a string is a date iff it is a real calendar day in 1900..2100 (strict YYYY-MM-DD)', () => {
    fc.assert(
      fc.property(anyDateString, (s) => {
        const ok = parsesCleanly(isoDate, s);
        expect(ok).toBe(realDate(s) && s >= DATE_MIN && s <= DATE_MAX);
      }),
      runs(2000),
    );
  });

  it('a birthday is blank, or a real date from 1900 up to today', () => {
    const today = latestToday();
    fc.assert(
      fc.property(fc.oneof(anyDateString, fc.constantFrom(null, undefined, '', '   ', today)), (s) => {
        const ok = parsesCleanly(optionalDateField({ notFuture: true }), s);
        const blank = s == null || s.trim() === '';
        const t = s?.trim() ?? '';
        expect(ok).toBe(blank || (realDate(t) && t >= DATE_MIN && t <= today));
      }),
      runs(500),
    );
  });

  it('ranges are bounded: ordered, at most 62 days, never a throw', () => {
    fc.assert(
      fc.property(anyDateString, anyDateString, (from, to) => {
        const ok = parsesCleanly(rangeInput, { from, to });
        if (ok) expect(daysBetween(from, to)).toBeGreaterThanOrEqual(0);
        if (ok) expect(daysBetween(from, to)).toBeLessThanOrEqual(62);
      }),
      runs(500),
    );
  });

  it('date arithmetic keeps every year itself (0050 is not 1950)', () => {
    expect(addDays('0050-02-28', 1)).toBe('0050-03-01');
    expect(addDays('0048-02-28', 1)).toBe('0048-02-29');
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(isoWeekday('0001-01-01')).toBe(1);
    fc.assert(
      fc.property(dateLike.filter(realDate), fc.integer({ min: -800, max: 800 }), (d, n) => {
        const t = new Date(0);
        t.setUTCFullYear(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8)) + n);
        if (t.getUTCFullYear() < 0 || t.getUTCFullYear() > 9999) {
          expect(() => addDays(d, n)).toThrow(RangeError);
          return;
        }
        const later = addDays(d, n);
        expect(realDate(later)).toBe(true);
        expect(daysBetween(d, later)).toBe(n);
      }),
      runs(500),
    );
  });
});

describe('text', () => {
  const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
  const textWithControls = fc.array(fc.oneof(fc.string({ maxLength: 3 }), controlChar), { maxLength: 6 }).map((a) => a.join(''));
  const tree = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      textWithControls,
      fc.integer(),
      fc.constant(null),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), tie('node'), { maxKeys: 3 }),
    ),
  })).node;

  it('finds exactly the strings holding a control character other than tab, LF and CR, by path', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const expected: string[] = [];
        const walk = (v: unknown, path: (string | number)[]) => {
          if (typeof v === 'string' && [...v].some((c) => c.charCodeAt(0) < 32 && !'\t\n\r'.includes(c)))
            expected.push(path.join('.'));
          else if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, [...path, i]);
          else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
        };
        walk(value, []);
        expect(controlCharacterPaths(value).map((p) => p.join('.'))).toEqual(expected.slice(0, 20));
      }),
      runs(500),
    );
    expect(CONTROL_CHARACTERS.test('a\tb\nc\rd')).toBe(false);
  });

  it('the URL field takes only absolute http(s) addresses', () => {
    const scheme = fc.constantFrom('http://', 'https://', 'HTTPS://', 'javascript:', 'data:', 'ftp://', 'file://', '//', '');
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 30 }), (s, rest) => {
        const url = `${s}${rest}`;
        if (parsesCleanly(httpUrlField(500), url) && url.trim() !== '') {
          expect(/^https?:\/\//i.test(url.trim())).toBe(true);
          expect(['http:', 'https:']).toContain(new URL(url.trim()).protocol);
        }
      }),
      runs(500),
    );
  });

  it('the form schemas only ever pass or fail with a ZodError, whatever they are given', () => {
    const schemas = [appointmentInput, clientInput, serviceInput, packageInput, paymentSettingsInput, registerInput, listInput];
    const field = fc.constantFrom('date', 'birthday', 'email', 'client_ids', 'parts', 'services', 'accepted_methods', 'page');
    const input = fc.oneof(fc.anything(), fc.dictionary(field, fc.anything(), { maxKeys: 5 }));
    fc.assert(
      fc.property(fc.constantFrom(...schemas), input, (schema, value) => {
        parsesCleanly(schema as z.ZodType, value);
      }),
      runs(1000),
    );
  });
});
