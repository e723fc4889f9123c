import { fieldErrorsOf } from '@kairos/api/shared';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type ErrorInfo, errorInfo } from './errors';
import { useLocale } from './i18n';

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

/** Form state with the shared zod schema for browser-side checks and the server's field errors. */
export function useForm<V extends Values, Out>(options: FormOptions<V, Out>) {
  const { schema, initial, toInput = (v: V) => v, fieldOf = lastSegment, onSubmit, onError } = options;
  const { locale } = useLocale();
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);

  const check = useCallback(
    (v: V): { ok: true; data: Out } | { ok: false; errors: Errors } => {
      const input = toInput(v);
      const result = schema.safeParse(input);
      if (result.success) return { ok: true, data: result.data };
      return { ok: false, errors: remap(fieldErrorsOf(result.error, input, locale), fieldOf) };
    },
    [schema, toInput, fieldOf, locale],
  );

  const idOf = (name: keyof V & string) => `${formId}-${name}`;

  const focusFirst = (errs: Errors) => {
    const first = Object.keys(initial).find((k) => errs[k]?.length);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted.current) {
      const result = check(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    attempted.current = true;
    setFormError(null);
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
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
      const known = Object.keys(fieldErrs).filter((k) => k in initial);
      setErrors(fieldErrs);
      if (known.length === 0 || known.length < Object.keys(fieldErrs).length) setFormError(info.message);
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
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return { values, errors, formError, submitting, field, setValue, handleSubmit, reset, idOf };
}
