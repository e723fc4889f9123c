import { fieldErrorsOf, labelledErrors } from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';
import type { z } from 'zod';

/*
 * The form-state core under useForm, useRecordForm and useAppointmentForm, as pure
 * functions (the hook is use-form-core.ts): values addressed by dotted paths, the
 * fields the user changed, per-field errors from the shared zod schema (the server's
 * rules and messages) merged with the server's own field errors, which stand until
 * their field changes.
 */

export type FieldErrors = Record<string, string[]>;

export interface FormState<V> {
  values: V;
  /** Paths the user changed since the form was filled. */
  touched: Readonly<Record<string, true>>;
  /** What shows under each field (keys are field names after `fieldOf`). */
  errors: FieldErrors;
  /** The server's field errors, each kept until its field (or anything inside it) changes. */
  serverErrors: FieldErrors;
  /** A submit was tried: from then on every change re-checks the form. */
  attempted: boolean;
}

export type CheckResult<Out> =
  | { ok: true; data: Out }
  /** `errors` by field name, `raw` by the schema's own paths (for the form-level message). */
  | { ok: false; errors: FieldErrors; raw: FieldErrors };

export function initialState<V>(values: V): FormState<V> {
  return { values, touched: {}, errors: {}, serverErrors: {}, attempted: false };
}

const splitPath = (path: string) => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** The value at a dotted path ("locations.0.title"). */
export function getAt(values: unknown, path: string): unknown {
  let cur = values;
  for (const key of splitPath(path)) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

/** A copy of `values` with `value` at the dotted path (arrays for numeric segments). */
export function setAt<V>(values: V, path: string, value: unknown): V {
  const [head, ...tail] = splitPath(path);
  if (head === undefined) return value as V;
  const copy = (Array.isArray(values) ? [...values] : { ...(values as object) }) as Record<string | number, unknown>;
  copy[head] = tail.length ? setAt(copy[head] ?? (typeof tail[0] === 'number' ? [] : {}), tail.join('.'), value) : value;
  return copy as V;
}

/** Errors keyed by the form's field names (`fieldOf(path)`), each message once. */
export function remapErrors(errors: FieldErrors, fieldOf: (path: string) => string): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, list] of Object.entries(errors)) {
    const key = fieldOf(path);
    out[key] = [...new Set([...(out[key] ?? []), ...list])];
  }
  return out;
}

/** The browser's errors with the server's still standing. */
export function mergeErrors(client: FieldErrors, server: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...server };
  for (const [key, list] of Object.entries(client)) out[key] = [...new Set([...list, ...(server[key] ?? [])])];
  return out;
}

/** Errors without those of `path` and of anything inside it ("locations" clears "locations.0.title"). */
export function withoutPath(errors: FieldErrors, path: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}

/** Checks a form's input with the shared schema; messages in the spec's wording and the user's language. */
export function checkInput<Out>(
  schema: z.ZodType<Out>,
  input: unknown,
  locale: Locale,
  options: { currency?: string; fieldOf?: (path: string) => string } = {},
): CheckResult<Out> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const raw = fieldErrorsOf(result.error, input, locale, { currency: options.currency });
  return { ok: false, errors: remapErrors(raw, options.fieldOf ?? ((p) => p)), raw };
}

/**
 * The user changed these paths: new values, touched, the server's errors of those
 * fields dropped, and (once a submit was tried) the form checked again.
 */
export function applyChanges<V>(
  state: FormState<V>,
  changes: [path: string, value: unknown][],
  check: (values: V) => CheckResult<unknown>,
  fieldOf: (path: string) => string = (p) => p,
): FormState<V> {
  let { values, serverErrors } = state;
  const touched = { ...state.touched };
  for (const [path, value] of changes) {
    values = setAt(values, path, value);
    touched[path] = true;
    serverErrors = withoutPath(withoutPath(serverErrors, path), fieldOf(path));
  }
  let errors = serverErrors;
  if (state.attempted) {
    const result = check(values);
    errors = mergeErrors(result.ok ? {} : result.errors, serverErrors);
  }
  return { ...state, values, touched, serverErrors, errors };
}

/** A submit was tried: the server's old errors go, the browser's check decides what shows. */
export function submitted<V>(state: FormState<V>, result: CheckResult<unknown>): FormState<V> {
  return { ...state, attempted: true, serverErrors: {}, errors: result.ok ? {} : result.errors };
}

/** The server refused with these field errors (by field name): they show and stand until their field changes. */
export function serverRefused<V>(state: FormState<V>, errors: FieldErrors): FormState<V> {
  return { ...state, serverErrors: errors, errors };
}

/**
 * The form-level message: errors no control on screen shows, each named by its label
 * ("Email: must be a valid email address"); with no field errors at all, `fallback`
 * (the server's message). Null when every error shows under its field.
 */
export function formMessage(
  raw: FieldErrors,
  isShown: (field: string) => boolean,
  locale: Locale,
  fallback: string | null,
  fieldOf: (path: string) => string = (p) => p,
): string | null {
  if (Object.keys(raw).length === 0) return fallback;
  const stray = Object.fromEntries(Object.entries(raw).filter(([path]) => !isShown(fieldOf(path))));
  const lines = [...new Set(labelledErrors(stray, locale))];
  return lines.length ? lines.join(' ') : null;
}
