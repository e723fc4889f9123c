import type { Locale } from '@kairos/i18n';
import type { z } from 'zod';
import { formatMoney } from './money';
import { SERVER_MESSAGES } from './server-messages.gen';

// biome-ignore lint/suspicious/noExplicitAny: messages are looked up by key
type Lookup = Record<string, ((inputs: any, options?: { locale?: Locale }) => string) | undefined>;
/**
 * Messages looked up by a key built at run time: the server's own (not `m[key]`, which would keep every
 * web message in the Worker bundle too; README "Worker bundle").
 */
const messages: Lookup = SERVER_MESSAGES;

export function translateKey(key: string, params: Record<string, unknown>, locale: Locale): string {
  const fn = messages[key];
  return fn ? fn(params, { locale }) : key;
}

/**
 * A field's name as the forms label it (`field_<key>` from the catalogue, else the key with spaces),
 * for places where the field itself is not in view; '' for the input as a whole.
 */
export function fieldLabel(path: PropertyKey[], locale: Locale): string {
  const key = [...path].reverse().find((p) => typeof p === 'string' && !/^\d+$/.test(p) && p !== '_') as string | undefined;
  if (!key) return '';
  const fn = messages[`field_${key}`];
  if (fn) return fn({}, { locale });
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How bounds in messages are shown: `currency` formats amounts marked `unit: 'money'` ("£100,000,000.00"). */
export interface MessageOptions {
  currency?: string;
}

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

/** A number in a message: grouped for the language; money in the currency; basis points as a percentage. */
function formatBound(value: number, unit: unknown, locale: Locale, options: MessageOptions): string {
  if (unit === 'money' && value !== 0) {
    if (options.currency) {
      try {
        return formatMoney(value, options.currency, locale);
      } catch {
        // an unknown currency code: the amount alone, below
      }
    }
    return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2 }).format(value / 100);
  }
  if (unit === 'basis_points') {
    return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(value / 10_000);
  }
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const p of path) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[p];
  }
  return cur;
}

type Issue = z.core.$ZodIssue;

/** A count's unit, from its field's name (`duration_minutes`, `notice_hours`, `horizon_days`): bounds say it. */
const UNITS = [
  ['_minutes', 'minutes'],
  ['_hours', 'hours'],
  ['_days', 'days'],
] as const;
type Unit = (typeof UNITS)[number][1];

function unitOf(path: PropertyKey[]): Unit | null {
  const key = [...path].reverse().find((p) => typeof p === 'string');
  return typeof key === 'string' ? (UNITS.find(([suffix]) => key.endsWith(suffix))?.[1] ?? null) : null;
}

/**
 * One zod issue in the spec's terms (docs/product/appointments.md), in the caller's language, worded to be shown under its
 * field: it never names the field ("Required", "At least 8 characters", "Must be 0 or more"), since the
 * label is right above it. Where the field is not in view, wrap it with `withFieldLabel`.
 */
export function issueMessage(issue: Issue, input: unknown, locale: Locale, options: MessageOptions = {}): string {
  const field = fieldLabel(issue.path, locale);
  const value = valueAt(input, issue.path);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const t = (key: string, params: Record<string, unknown> = {}) => translateKey(key, { field, ...params }, locale);
  const bound = (n: unknown, unit?: unknown) => formatBound(Number(n), unit, locale, options);
  switch (issue.code) {
    case 'custom': {
      const params: Record<string, unknown> = { ...(issue.params ?? {}) };
      // Bounds of a stated unit (money, basis points) are shown in it; other numbers (years) as they are.
      if (params.unit)
        for (const k of ['min', 'max'] as const) if (typeof params[k] === 'number') params[k] = bound(params[k], params.unit);
      return t((params.key as string | undefined) ?? 'validation_invalid', params);
    }
    case 'invalid_type':
      if (issue.path.length === 0 && issue.expected === 'object') return t('validation_body_object');
      if (empty) return t('validation_required');
      if (issue.expected === 'int') return t('validation_integer');
      if (issue.expected === 'number') return t('validation_number');
      return t('validation_invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return empty && min <= 1 ? t('validation_required') : t('validation_min_length', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation_min_items', { min });
      // "Must be at least 5 minutes" (a bound of 0 stays "Must be 0 or more": the rule is "not negative").
      const unit = unitOf(issue.path);
      if (unit && min > 0) return t(`validation_min_${unit}`, { min });
      return t('validation_min_value', { min: bound(min) });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation_max_length', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation_max_items', { max });
      const unit = unitOf(issue.path);
      if (unit) return t(`validation_max_${unit}`, { max });
      return t('validation_max_value', { max: bound(max) });
    }
    case 'invalid_format':
      if (empty) return t('validation_required');
      if (issue.format === 'email') return t('validation_email');
      if (issue.format === 'url') return t('validation_url');
      if (issue.format === 'date') return t('validation_date');
      return t('validation_format');
    case 'invalid_value':
    case 'invalid_union':
      return empty ? t('validation_required') : t('validation_invalid');
    default:
      return t('validation_invalid');
  }
}

/** `{ field: [messages] }`, keyed by the dotted path, as REST bodies and forms show them (under each field). */
export function fieldErrorsOf(
  error: z.ZodError,
  input: unknown,
  locale: Locale,
  options: MessageOptions = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = out[key] ?? [];
    list.push(issueMessage(issue, input, locale, options));
    out[key] = list;
  }
  return out;
}

/** "Required" for the field at `path` ("email", "locations.0.title") → "Email: required" (its form label first). */
export function withFieldLabel(path: string, message: string, locale: Locale): string {
  const label = fieldLabel(path.split('.'), locale);
  if (!label) return message;
  // Lower-case the message's first letter after the label, unless it starts an abbreviation ("URL").
  const rest = /^\p{Lu}\p{Ll}/u.test(message) ? message.charAt(0).toLocaleLowerCase(locale) + message.slice(1) : message;
  return translateKey('validation_with_field', { field: label, message: rest }, locale);
}

/** Field errors as lines that name their fields, for a summary above a form or a toast. */
export function labelledErrors(errors: Record<string, string[]>, locale: Locale): string[] {
  return Object.entries(errors).flatMap(([path, list]) => list.map((message) => withFieldLabel(path, message, locale)));
}

/** One line for field errors where no field is in view (REST `message`, a toast): the first, and how many more. */
export function errorSummary(errors: Record<string, string[]>, locale: Locale): string | null {
  const lines = labelledErrors(errors, locale);
  const [first] = lines;
  if (first === undefined) return null;
  return lines.length > 1 ? translateKey('validation_more_errors', { message: first, count: lines.length - 1 }, locale) : first;
}
