import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useFormCore } from '../use-form-core';
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

/** The update input: the form's input and the record's id. */
const withId = <I extends object>(input: I, id: string): I & { id: string } => ({ ...input, id });

/**
 * Form state for a record form on the shared form core (../use-form-core.ts): values of
 * any shape addressed by dotted paths ("email", "locations.0.title"), checks with the
 * shared zod schema before sending, then create or update, cache updates, a toast and
 * back to the list.
 * Field errors (browser or server) show under the fields bound with `field`/`checkbox`,
 * without naming the field (its label is above); any other error shows in `formError`, named by
 * its label. Changing a field clears that field's server error and, once a submit was tried,
 * re-checks the form.
 */
export function useRecordForm<A extends RecordArea, V extends object>(options: RecordFormOptions<A, V>) {
  const { area, record, schema, initial, toInput, listPath, toasts, onSaved } = options;
  const { user } = useViewer();
  const currency = options.currency ?? record?.currency ?? user?.business?.currency ?? undefined;
  const toast = useToast();
  const navigate = useNavigate();
  const api = recordApi(area).client;
  const core = useFormCore({ schema, initial, toInput, currency });

  const save = useMutation({
    mutationFn: (data: RecordInputOf<A>) => (record ? api.update.mutate(withId(data, record.id)) : api.create.mutate(data)),
  });

  const onValid = async (data: RecordInputOf<A>) => {
    const saved = await save.mutateAsync(data);
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
  };

  return {
    values: core.values,
    setValue: core.setValue,
    errors: core.errors,
    errorOf: (path: string): string[] | undefined => core.errors[path],
    formError: core.formError,
    submitting: core.submitting,
    field: core.field,
    checkbox: core.checkbox,
    bind: core.bind,
    idOf: core.idOf,
    formRef: core.formRef,
    handleSubmit: (event: FormEvent<HTMLFormElement>) => core.submit(event, onValid),
    listPath,
  };
}

export type RecordForm = ReturnType<typeof useRecordForm>;
