import { fieldErrorsOf, labelledErrors } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorInfo } from '../errors';
import { useLocale } from '../i18n';
import { useViewer } from '../viewer';
import {
  type BaseRecord,
  type RecordArea,
  type RecordInputOf,
  recordApi,
  refreshLists,
  rememberRecord,
  type SavedOf,
} from './api';

type Errors = Record<string, string[]>;

export interface RecordFormOptions<A extends RecordArea, V extends object> {
  area: A;
  /** The record being edited (from RecordFormPage), or null to create one. */
  record: (BaseRecord & { currency?: string }) | null;
  /** The server's input schema: the same rules and messages in the browser (what it parses is what `create` takes). */
  schema: z.ZodType<RecordInputOf<A>>;
  /** The form's values; any shape (strings, booleans, arrays of objects). */
  initial: V;
  /** Builds the schema's input from the values (defaults to the values). */
  toInput?: (values: V) => unknown;
  /** Where to go after saving (and for Cancel). */
  listPath: string;
  toasts?: { created?: () => string; updated?: () => string };
  /** Replaces the navigation after saving (e.g. to open the saved record). */
  onSaved?: (record: SavedOf<A>, created: boolean) => void;
  /** The currency money limits are shown in (defaults to the record's, else the business's). */
  currency?: string;
}

/** The browser's errors with the server's still standing (those of fields not changed since). */
function merge(client: Errors, server: Errors): Errors {
  const out: Errors = { ...server };
  for (const [key, list] of Object.entries(client)) out[key] = [...new Set([...list, ...(server[key] ?? [])])];
  return out;
}

const splitPath = (path: string) => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

export function getAt(values: unknown, path: string): unknown {
  let cur = values;
  for (const key of splitPath(path)) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

export function setAt<V>(values: V, path: string, value: unknown): V {
  const [head, ...tail] = splitPath(path);
  if (head === undefined) return value as V;
  const copy = (Array.isArray(values) ? [...values] : { ...(values as object) }) as Record<string | number, unknown>;
  copy[head] = tail.length ? setAt(copy[head] ?? (typeof tail[0] === 'number' ? [] : {}), tail.join('.'), value) : value;
  return copy as V;
}

/**
 * Form state for a record form: values of any shape addressed by dotted paths
 * ("email", "locations.0.title"), checks with the shared zod schema before
 * sending, then create or update, cache updates, a toast and back to the list.
 * Field errors (browser or server) show under the fields bound with `field`/`checkbox`,
 * without naming the field (its label is above); any other error shows in `formError`, named by
 * its label. Changing a field clears that field's server error and, once a submit was tried,
 * re-checks the form.
 */
/** The update input: the form's input and the record's id. */
const withId = <I extends object>(input: I, id: string): I & { id: string } => ({ ...input, id });

export function useRecordForm<A extends RecordArea, V extends object>(options: RecordFormOptions<A, V>) {
  const { area, record, schema, initial, toInput = (v: V) => v, listPath, toasts, onSaved } = options;
  const { locale } = useLocale();
  const { user } = useViewer();
  const currency = options.currency ?? record?.currency ?? user?.business?.currency ?? undefined;
  const toast = useToast();
  const navigate = useNavigate();
  const formId = useId();
  const api = recordApi(area).client;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const attempted = useRef(false);
  const serverErrors = useRef<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const bound = useRef(new Set<string>());
  bound.current.clear();

  const save = useMutation({
    mutationFn: (data: RecordInputOf<A>) => (record ? api.update.mutate(withId(data, record.id)) : api.create.mutate(data)),
  });

  const check = useCallback(
    (v: V): { ok: true; data: RecordInputOf<A> } | { ok: false; errors: Errors } => {
      const input = toInput(v);
      const result = schema.safeParse(input);
      return result.success
        ? { ok: true, data: result.data }
        : { ok: false, errors: fieldErrorsOf(result.error, input, locale, { currency }) };
    },
    [schema, toInput, locale, currency],
  );

  const idOf = (path: string) => `${formId}-${path.replace(/\./g, '-')}`;

  const showErrors = (errs: Errors, fallback: string | null) => {
    setErrors(errs);
    const stray = Object.fromEntries(Object.entries(errs).filter(([k]) => !bound.current.has(k)));
    const none = Object.keys(errs).length === 0;
    const lines = labelledErrors(stray, locale);
    setFormError(none ? fallback : lines.length ? lines.join(' ') : null);
    // Focus the first invalid control once it is marked.
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  // The latest values, so several setValue calls in one event build on each other.
  const latest = useRef(values);
  const setValue = (path: string, value: unknown) => {
    const next = setAt(latest.current, path, value);
    latest.current = next;
    setValues(next);
    // The server's errors of this field (and of anything inside it) no longer apply.
    serverErrors.current = Object.fromEntries(
      Object.entries(serverErrors.current).filter(([k]) => k !== path && !k.startsWith(`${path}.`)),
    );
    if (attempted.current) {
      const result = check(next);
      setErrors(merge(result.ok ? {} : result.errors, serverErrors.current));
    } else {
      setErrors(serverErrors.current);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    attempted.current = true;
    serverErrors.current = {};
    setFormError(null);
    const result = check(latest.current);
    if (!result.ok) {
      showErrors(result.errors, null);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(result.data);
      rememberRecord(area, saved);
      void refreshLists(area);
      const created = !record;
      toast({
        title: m.popup_success(),
        description: created
          ? (toasts?.created?.() ?? m.records_created_toast())
          : (toasts?.updated?.() ?? m.records_updated_toast()),
        tone: 'success',
      });
      if (onSaved) onSaved(saved, created);
      else navigate(listPath);
    } catch (error) {
      const info = errorInfo(error);
      serverErrors.current = info.errors;
      showErrors(info.errors, info.message);
    }
  };

  const errorOf = (path: string): string[] | undefined => errors[path];

  /** Props for a TextField/SelectField/textarea bound to a text value. */
  const field = (path: string) => {
    bound.current.add(path);
    const value = getAt(values, path);
    return {
      id: idOf(path),
      name: path,
      value: value == null ? '' : String(value),
      error: errors[path],
      onChange: (e: { target: { value: string } }) => setValue(path, e.target.value),
    };
  };

  /** Props for a checkbox bound to a boolean value. */
  const checkbox = (path: string) => {
    bound.current.add(path);
    return {
      id: idOf(path),
      name: path,
      checked: getAt(values, path) === true,
      onChange: (e: { target: { checked: boolean } }) => setValue(path, e.target.checked),
    };
  };

  /** Marks a path as shown by a custom control (its errors then stay out of `formError`). */
  const bind = (path: string) => {
    bound.current.add(path);
    return { id: idOf(path), error: errors[path] };
  };

  return {
    values,
    setValue,
    errors,
    errorOf,
    formError,
    submitting: save.isPending,
    field,
    checkbox,
    bind,
    idOf,
    formRef,
    handleSubmit,
    listPath,
  };
}

export type RecordForm = ReturnType<typeof useRecordForm>;
