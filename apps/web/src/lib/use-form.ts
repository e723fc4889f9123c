import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { ErrorInfo } from './errors';
import { useFormCore } from './use-form-core';
import { useViewer } from './viewer';

type Values = Record<string, string>;

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

/**
 * A flat form of text values on the shared form core (use-form-core.ts): the shared zod
 * schema for browser-side checks and the server's field errors. Messages under a field
 * never name it (its label is above); errors of fields the form does not have go to
 * `formError`, each named by its label. Changing a field clears that field's server
 * error and, once a submit was tried, re-checks the form.
 */
export function useForm<V extends Values, Out>(options: FormOptions<V, Out>) {
  const { initial, fieldOf = lastSegment, onSubmit, onError } = options;
  const { user } = useViewer();
  const core = useFormCore<V, Out>({
    schema: options.schema,
    initial,
    toInput: options.toInput,
    fieldOf,
    currency: options.currency ?? user?.business?.currency,
    isShown: (field) => field in initial,
  });

  /** Props for a TextField/SelectField bound to one value. */
  const field = (name: keyof V & string) => ({ ...core.field(name), value: core.values[name] });

  return {
    values: core.values,
    errors: core.errors,
    formError: core.formError,
    submitting: core.submitting,
    field,
    setValue: (name: keyof V & string, value: string) => core.setValue(name, value),
    handleSubmit: (event: FormEvent<HTMLFormElement>) => core.submit(event, onSubmit, onError),
    reset: core.reset,
    idOf: (name: keyof V & string) => core.idOf(name),
  };
}
