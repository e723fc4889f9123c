import { type Locale, m } from '@kairos/i18n';
import type { z } from 'zod';

// biome-ignore lint/suspicious/noExplicitAny: messages are looked up by key
const messages = m as unknown as Record<string, ((inputs: any, options?: { locale?: Locale }) => string) | undefined>;

export function translateKey(key: string, params: Record<string, unknown>, locale: Locale): string {
  const fn = messages[key];
  return fn ? fn(params, { locale }) : key;
}

/** A field's human name: `field_<key>` from the catalogue, else the key with spaces. */
export function fieldLabel(path: PropertyKey[], locale: Locale): string {
  const key = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!key) return '';
  const fn = messages[`field_${key}`];
  return fn ? fn({}, { locale }) : key.replace(/_/g, ' ');
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

/** Turns one zod issue into the spec's wording (SPEC 5), in the caller's language. */
export function issueMessage(issue: Issue, input: unknown, locale: Locale): string {
  const field = fieldLabel(issue.path, locale);
  const value = valueAt(input, issue.path);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const t = (key: string, params: Record<string, unknown> = {}) => translateKey(key, { field, ...params }, locale);
  switch (issue.code) {
    case 'custom':
      return t((issue.params?.key as string | undefined) ?? 'validation_invalid', issue.params ?? {});
    case 'invalid_type':
      if (issue.path.length === 0 && issue.expected === 'object') return t('validation_body_object');
      if (empty) return t('validation_required');
      if (issue.expected === 'int') return t('validation_integer');
      return t('validation_invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return empty && min <= 1 ? t('validation_required') : t('validation_min_length', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation_min_items', { min });
      return t('validation_min_value', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation_max_length', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return t('validation_max_items', { max });
      return t('validation_max_value', { max });
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

/** `{ field: [messages] }`, keyed by the dotted path, as REST bodies and forms show them. */
export function fieldErrorsOf(error: z.ZodError, input: unknown, locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = out[key] ?? [];
    list.push(issueMessage(issue, input, locale));
    out[key] = list;
  }
  return out;
}
