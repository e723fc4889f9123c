import { type FormEvent, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { type ErrorInfo, errorInfo } from './errors';
import {
  applyChanges,
  type CheckResult,
  checkInput,
  type FieldErrors,
  type FormState,
  formMessage,
  getAt,
  initialState,
  remapErrors,
  serverRefused,
  submitted,
} from './form-core';
import { useLocale } from './i18n';

export interface FormCoreOptions<V, Out = V> {
  /** The server's schema: the same rules and messages in the browser (without one, only the server checks). */
  schema?: z.ZodType<Out>;
  /**
   * The browser's check when one schema is not the whole story (two schemas, a wizard checking only the steps it
   * has shown); defaults to `checkInput(schema, toInput(values))`.
   */
  check?: (values: V) => CheckResult<Out>;
  initial: V;
  /** Builds the schema's input from the values (defaults to the values). */
  toInput?: (values: V) => unknown;
  /** Maps an error path ("recurring.until") to the field that shows it; defaults to the path itself. */
  fieldOf?: (path: string) => string;
  /** The currency money limits are shown in. */
  currency?: string;
  /** Which fields have a control on screen; the rest go to `formError`. Default: those bound with field/checkbox/bind. */
  isShown?: (field: string) => boolean;
  /** The first match inside `formRef` gets focus after a failed submit (else the first field with an error, by id). */
  focusSelector?: string;
  /**
   * Called instead of focusing the first invalid field after a failed check or a refusal with field errors
   * (a wizard goes to the step that shows them).
   */
  onInvalid?: (errors: FieldErrors) => void;
  /** The form-level message when every field error shows under its field (e.g. "Please check the fields marked below"). */
  invalidMessage?: () => string;
}

const same = (path: string) => path;

/**
 * The one form-state core (pure logic in form-core.ts) under useForm, useRecordForm and
 * useAppointmentForm: values by dotted path, touched fields, per-field errors from the
 * shared schema that re-check on every change once a submit was tried, the server's
 * field errors until their field changes, submit state and a form-level message for
 * errors no field shows.
 */
export function useFormCore<V extends object, Out = V>(options: FormCoreOptions<V, Out>) {
  const { schema, initial, toInput = (v: V) => v, fieldOf = same, currency } = options;
  const { locale } = useLocale();
  const formId = useId();
  const [state, setState] = useState<FormState<V>>(() => initialState(initial));
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The latest state, so several changes in one event build on each other.
  const latest = useRef(state);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const bound = useRef(new Set<string>());
  bound.current.clear();
  const isShown = options.isShown ?? ((field: string) => bound.current.has(field));

  const commit = (next: FormState<V>) => {
    latest.current = next;
    setState(next);
  };
  const check = (values: V): CheckResult<Out> => {
    if (options.check) return options.check(values);
    // No schema in `@kairos/api/shared` for this form: the server checks, and its field errors show as usual.
    if (!schema) return { ok: true, data: toInput(values) as Out };
    return checkInput(schema, toInput(values), locale, { currency, fieldOf });
  };

  const idOf = (path: string) => `${formId}-${path.replace(/\./g, '-')}`;

  const focusFirst = (errors: FieldErrors) => {
    window.requestAnimationFrame(() => {
      if (formRef.current) {
        formRef.current.querySelector<HTMLElement>(options.focusSelector ?? '[aria-invalid="true"]')?.focus();
        return;
      }
      const first = Object.keys(initial).find((key) => errors[key]?.length);
      if (first) document.getElementById(idOf(first))?.focus();
    });
  };

  const report = (errors: FieldErrors, raw: FieldErrors, fallback: string | null) => {
    const message = formMessage(raw, isShown, locale, fallback, fieldOf);
    const invalid = Object.keys(raw).length > 0;
    setFormError(message ?? (invalid && options.invalidMessage ? options.invalidMessage() : null));
    if (!invalid) return;
    if (options.onInvalid) options.onInvalid(errors);
    else focusFirst(errors);
  };

  /** Sets one path; `value` may be a function of the path's latest value (for effects and async steps). */
  const setValue = <T = unknown>(path: string, value: T | ((old: T) => T)) => {
    const next = typeof value === 'function' ? (value as (old: T) => T)(getAt(latest.current.values, path) as T) : value;
    commit(applyChanges(latest.current, [[path, next]], check, fieldOf));
  };
  const update = (patch: Partial<V>) =>
    commit(applyChanges(latest.current, Object.entries(patch) as [string, unknown][], check, fieldOf));

  /** Checks, then runs `onValid` with the parsed data; a refusal's field errors show under their fields. */
  const submit = async (event: FormEvent, onValid: (data: Out) => Promise<unknown>, onError?: (info: ErrorInfo) => void) => {
    event.preventDefault();
    if (busy.current) return;
    setFormError(null);
    const result = check(latest.current.values);
    commit(submitted(latest.current, result));
    if (!result.ok) {
      report(result.errors, result.raw, null);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await onValid(result.data);
    } catch (error) {
      const info = errorInfo(error);
      const errors = remapErrors(info.errors, fieldOf);
      commit(serverRefused(latest.current, errors));
      report(errors, info.errors, info.message);
      onError?.(info);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  /** Props for a TextField/SelectField/textarea bound to a text value. */
  const field = (path: string) => {
    bound.current.add(path);
    const value = getAt(state.values, path);
    return {
      id: idOf(path),
      name: path,
      value: value == null ? '' : String(value),
      error: state.errors[path],
      onChange: (e: { target: { value: string } }) => setValue(path, e.target.value),
    };
  };

  /** Props for a checkbox bound to a boolean value. */
  const checkbox = (path: string) => {
    bound.current.add(path);
    return {
      id: idOf(path),
      name: path,
      checked: getAt(state.values, path) === true,
      onChange: (e: { target: { checked: boolean } }) => setValue(path, e.target.checked),
    };
  };

  /** Marks a path as shown by a custom control (its errors then stay out of `formError`). */
  const bind = (path: string) => {
    bound.current.add(path);
    return { id: idOf(path), error: state.errors[path] };
  };

  const reset = (next: V = initial) => {
    busy.current = false;
    commit(initialState(next));
    setFormError(null);
  };

  return {
    values: state.values,
    errors: state.errors,
    touched: state.touched,
    formError,
    submitting,
    formRef,
    idOf,
    field,
    checkbox,
    bind,
    setValue,
    update,
    submit,
    reset,
  };
}

export type FormCore<V extends object, Out> = ReturnType<typeof useFormCore<V, Out>>;
