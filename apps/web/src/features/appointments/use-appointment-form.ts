import { appointmentInput } from '@kairos/api/shared';
import type { FormEvent } from 'react';
import { useFormCore } from '../../lib/use-form-core';
import { useMoneyField } from '../../lib/use-money-field';
import { type AppointmentValues, fieldOf, toInput } from './form-values';

export type AppointmentData = ReturnType<typeof appointmentInput.parse>;

type TextKey = { [K in keyof AppointmentValues]: AppointmentValues[K] extends string ? K : never }[keyof AppointmentValues];

/**
 * The appointment form's state on the shared form core (lib/use-form-core.ts): values,
 * checks with the shared `appointmentInput` schema (the server's rules and messages),
 * field errors from either side and a form-level error for anything no field shows.
 * `onValid` does the saving.
 */
export function useAppointmentForm(initial: AppointmentValues, onValid: (data: AppointmentData) => Promise<unknown>) {
  // Prices are typed in the business's currency (its exponent decides the decimals).
  const { currency } = useMoneyField(undefined);
  const core = useFormCore<AppointmentValues, AppointmentData>({
    schema: appointmentInput,
    initial,
    toInput: (v) => toInput(v, currency),
    fieldOf,
    currency,
    // A field's error, or else a form-level alert, gets focus after a failed save.
    focusSelector: '[aria-invalid="true"], [role="alert"]',
  });

  const setValue = <K extends keyof AppointmentValues>(name: K, value: AppointmentValues[K]) => core.setValue(name, value);

  return {
    values: core.values,
    errors: core.errors,
    formError: core.formError,
    submitting: core.submitting,
    formRef: core.formRef,
    idOf: core.idOf,
    /** Props for a text field or select bound to a text value. */
    field: (name: TextKey) => ({ ...core.field(name), name }),
    /** Marks a value as shown by a custom control (its errors then stay out of the form-level message). */
    bind: core.bind,
    setValue,
    update: core.update,
    handleSubmit: (event: FormEvent<HTMLFormElement>) => core.submit(event, onValid),
  };
}

export type AppointmentForm = ReturnType<typeof useAppointmentForm>;
