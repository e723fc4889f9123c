import { appointmentInput, fieldErrorsOf, labelledErrors } from '@kairos/api/shared';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { errorInfo } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { useMoneyField } from '../catalogue/use-money-field';
import { type AppointmentValues, fieldOf, toInput } from './form-values';

type Errors = Record<string, string[]>;
export type AppointmentData = ReturnType<typeof appointmentInput.parse>;

function remap(errors: Errors): Errors {
  const out: Errors = {};
  for (const [path, list] of Object.entries(errors)) {
    const key = fieldOf(path);
    out[key] = [...new Set([...(out[key] ?? []), ...list])];
  }
  return out;
}

/**
 * The appointment form's state: values, checks with the shared `appointmentInput`
 * schema (the server's rules and messages), field errors from either side and a
 * form-level error for anything no field shows. `onValid` does the saving.
 */
export function useAppointmentForm(initial: AppointmentValues, onValid: (data: AppointmentData) => Promise<unknown>) {
  const { locale } = useLocale();
  // Prices are typed in the business's currency (its exponent decides the decimals).
  const { currency } = useMoneyField(undefined);
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(values);
  const bound = useRef(new Set<string>());
  bound.current.clear();

  const check = useCallback(
    (v: AppointmentValues) => {
      const input = toInput(v, currency);
      const result = appointmentInput.safeParse(input);
      return result.success
        ? ({ ok: true, data: result.data } as const)
        : ({ ok: false, errors: remap(fieldErrorsOf(result.error, input, locale, { currency })) } as const);
    },
    [locale, currency],
  );

  const idOf = (name: string) => `${formId}-${name}`;

  const showErrors = (errs: Errors, fallback: string | null) => {
    setErrors(errs);
    // Errors no field shows are named by their field's label.
    const stray = labelledErrors(Object.fromEntries(Object.entries(errs).filter(([k]) => !bound.current.has(k))), locale);
    const none = Object.keys(errs).length === 0;
    setFormError(stray.length ? stray.join(' ') : none ? fallback : null);
    window.requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(),
    );
  };

  const update = (patch: Partial<AppointmentValues>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValues(next);
    if (attempted.current) {
      const result = check(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const setValue = <K extends keyof AppointmentValues>(name: K, value: AppointmentValues[K]) =>
    update({ [name]: value } as Partial<AppointmentValues>);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    attempted.current = true;
    setFormError(null);
    const result = check(latest.current);
    if (!result.ok) {
      showErrors(result.errors, null);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.data);
    } catch (error) {
      const info = errorInfo(error);
      showErrors(remap(info.errors), info.message);
    } finally {
      setSubmitting(false);
    }
  };

  type TextKey = { [K in keyof AppointmentValues]: AppointmentValues[K] extends string ? K : never }[keyof AppointmentValues];
  /** Props for a text field or select bound to a text value. */
  const field = (name: TextKey) => {
    bound.current.add(name);
    return {
      id: idOf(name),
      name,
      value: values[name],
      error: errors[name],
      onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
    };
  };

  /** Marks a value as shown by a custom control (its errors then stay out of the form-level message). */
  const bind = (name: string) => {
    bound.current.add(name);
    return { id: idOf(name), error: errors[name] };
  };

  return { values, errors, formError, submitting, formRef, idOf, field, bind, setValue, update, handleSubmit };
}

export type AppointmentForm = ReturnType<typeof useAppointmentForm>;
