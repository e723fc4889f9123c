import { LOCALES } from '@kairos/db/enums';
import * as z from 'zod';
import { canonicalTimeZone } from './time-zones';

/** Reusable field schemas. The same ones validate forms in the browser, tRPC and REST. */
export const PASSWORD_MIN = 8;

export const emailField = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .pipe(z.email())
  .transform((s) => s.toLowerCase());

/** docs/product/appointments.md: at least 8 characters, 1 capital letter and 1 number. */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN)
  .max(255)
  .refine((p) => /[A-Z\u0400-\u042F\u0490\u0404\u0406\u0407]/.test(p) && /\d/.test(p), {
    params: { key: 'validation_password_rule' },
  });

export const nameField = z.string().trim().min(1).max(100);
export const localeField = z.enum(LOCALES);

/** An IANA zone; legacy names (Europe/Kiev, Asia/Calcutta) are accepted and stored as the current ones. */
export const timezoneField = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .transform(canonicalTimeZone)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { params: { key: 'validation_timezone' } },
  );

export const slugField = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .refine((s) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), { params: { key: 'validation_slug' } });

/** Adds the "confirmation does not match" rule to an object with password and password_confirmation. */
export function withConfirmation<T extends z.ZodObject<{ password: z.ZodType; password_confirmation: z.ZodType }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    params: { key: 'validation_confirmed' },
    // Report a mismatch even while other fields are still wrong.
    when: (payload) => {
      const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
    },
  });
}

/** A query-string friendly boolean: "1", "true" and true are true. */
export const queryBool = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/** An optional free-text field: trimmed, at most `max` characters, blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** True for an absolute http(s) URL with a host and no whitespace; false for javascript:, data:, file: and the rest. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The one URL field (video meeting link, websites, social links): optional, http(s) only. */
export const httpUrlField = (max = 500) =>
  optionalText(max).refine((v) => v === null || isHttpUrl(v), { params: { key: 'validation_url' } });

/**
 * C0 control characters other than tab, line feed and carriage return. NUL in
 * particular was stored and then cut the text short on read (issue 9).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * A lone UTF-16 surrogate (half of a pair without the other half): not Unicode text at all. JSON's "\ud800" escape
 * makes one; encodeURIComponent (the Stripe SDK's, for one) throws URIError on it, and no field means it (issue 25
 * L2). With the `u` flag a well-formed pair is one code point, so only a lone half matches.
 */
export const LONE_SURROGATE = /\p{Surrogate}/u;

type Path = (string | number)[];

/**
 * The paths of every string in a raw input (plain objects and arrays, to a bounded depth, at most 20) that `bad`
 * refuses; with `keys`, an object key it refuses counts too (at the key's path).
 */
function pathsWhere(value: unknown, bad: (text: string) => boolean, keys: boolean, path: Path = [], out: Path[] = []): Path[] {
  if (out.length >= 20 || path.length > 32) return out;
  if (typeof value === 'string') {
    if (bad(value)) out.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsWhere(v, bad, keys, [...path, i], out);
  } else if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (keys && bad(k)) out.push([...path, k]);
      else pathsWhere(v, bad, keys, [...path, k], out);
    }
  }
  return out;
}

/** The paths of every string holding a control character other than tab, LF and CR; [] when there is none. */
export const controlCharacterPaths = (value: unknown): Path[] => pathsWhere(value, (t) => CONTROL_CHARACTERS.test(t), false);

/** The paths of every string or object key holding malformed Unicode (a lone surrogate); [] when there is none. */
export const malformedUnicodePaths = (value: unknown): Path[] => pathsWhere(value, (t) => LONE_SURROGATE.test(t), true);

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
