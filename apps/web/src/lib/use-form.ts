import { fieldErrorsOf, labelledErrors } from '@kairos/api/shared';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type ErrorInfo, errorInfo } from './errors';
import { useLocale } from './i18n';
import { useViewer } from './viewer';

type Values = Record<string, string>;
type Errors = Record<string, string[]>;

export interface FormOptions<V extends Values, Out> {
  /** The server's schema: the same rules and messages in the browser. */
  schema: z.ZodType<Out>;
  initial: V;
  /** Builds the schema's input from the form values (defaults to the values themselves). */
  toInput?: (values: V) => unknown;
  /** Maps an error path ("business.name") to a form field; defaults to the last path segment. */
  fieldOf?: (path: string) => string;
  /** The currency money limits are shown in (defaults to the business's). */
  currency?: string;
  onSubmit: (data: Out) => Promise<unknown>;
  /** Called with the error after a failed submit, once it is shown. */
  onError?: (info: ErrorInfo) => void;
}

const lastSegment = (path: string) => path.split('.').pop() ?? path;

function remap(errors: Errors, fieldOf: (path: string) => string): Errors {
  const out: Errors = {};
  for (const [path, list] of Object.entries(errors)) {
    const key = fieldOf(path);
    out[key] = [...(out[key] ?? []), ...list];
  }
  return out;
}

/** The browser's errors with the server's still standing (those of fields not changed since). */
function merge(client: Errors, server: Errors): Errors {
  const out: Errors = { ...server };
  for (const [key, list] of Object.entries(client)) out[key] = [...new Set([...list, ...(server[key] ?? [])])];
  return out;
}

/**
 * Form state with the shared zod schema for browser-side checks and the server's field errors.
 * Messages under a field never name it (its label is above); errors of fields the form does not
 * show go to `formError`, each named by its label. Changing a field clears that field's server
 * error and, once a submit was tried, re-checks the form.
 */
export function useForm<V extends Values, Out>(options: FormOptions<V, Out>) {
  const { schema, initial, toInput = (v: V) => v, fieldOf = lastSegment, onSubmit, onError } = options;
  const { locale } = useLocale();
  const { user } = useViewer();
  const currency = options.currency ?? user?.business?.currency;
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  const serverErrors = useRef<Errors>({});

  const check = useCallback(
    (v: V): { ok: true; data: Out } | { ok: false; errors: Errors; raw: Errors } => {
      const input = toInput(v);
      const result = schema.safeParse(input);
      if (result.success) return { ok: true, data: result.data };
      const raw = fieldErrorsOf(result.error, input, locale, { currency });
      return { ok: false, errors: remap(raw, fieldOf), raw };
    },
    [schema, toInput, fieldOf, locale, currency],
  );

  const idOf = (name: keyof V & string) => `${formId}-${name}`;

  const focusFirst = (errs: Errors) => {
    const first = Object.keys(initial).find((k) => errs[k]?.length);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  /** Errors (by their original paths) of fields this form does not show, named by their labels. */
  const strayLines = (raw: Errors) =>
    labelledErrors(Object.fromEntries(Object.entries(raw).filter(([path]) => !(fieldOf(path) in initial))), locale);

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (serverErrors.current[name]) {
      const { [name]: _changed, ...rest } = serverErrors.current;
      serverErrors.current = rest;
    }
    if (attempted.current) {
      const result = check(next);
      setErrors(merge(result.ok ? {} : result.errors, serverErrors.current));
    } else {
      setErrors(serverErrors.current);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    attempted.current = true;
    serverErrors.current = {};
    setFormError(null);
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      const stray = strayLines(result.raw);
      setFormError(stray.length ? stray.join(' ') : null);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(result.data);
    } catch (error) {
      const info = errorInfo(error);
      const fieldErrs = remap(info.errors, fieldOf);
      serverErrors.current = fieldErrs;
      setErrors(fieldErrs);
      const stray = strayLines(info.errors);
      if (Object.keys(info.errors).length === 0) setFormError(info.message);
      else if (stray.length) setFormError(stray.join(' '));
      focusFirst(fieldErrs);
      onError?.(info);
    } finally {
      setSubmitting(false);
    }
  };

  /** Props for a TextField/SelectField bound to one value. */
  const field = (name: keyof V & string) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
  });

  const reset = (next: V = initial) => {
    attempted.current = false;
    serverErrors.current = {};
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return { values, errors, formError, submitting, field, setValue, handleSubmit, reset, idOf };
}
