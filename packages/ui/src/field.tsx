import type { ReactNode } from 'react';
import { cn } from './cn';
import { Input, type InputProps, Select, type SelectProps } from './input';

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** One or more messages shown under the control. */
  error?: string | string[];
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function errorText(error?: string | string[]): string | undefined {
  if (!error) return undefined;
  const list = Array.isArray(error) ? error : [error];
  return list.length ? list.join(' ') : undefined;
}

/** The ids a control should list in aria-describedby. */
export function describedBy(id: string, error?: string | string[], hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', errorText(error) ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A label, a control, an optional hint and the field's errors. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const message = errorText(error);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium wrap-anywhere text-gray-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs wrap-anywhere text-gray-500">
          {hint}
        </p>
      ) : null}
      {message ? (
        <div id={`${id}-error`} className="flex flex-col gap-0.5 text-xs font-medium wrap-anywhere text-red-600" data-field-error>
          {(Array.isArray(error) ? error : [error]).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | string[];
  hint?: ReactNode;
  fieldClassName?: string;
}

export function TextField({ id, label, error, hint, fieldClassName, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Input id={id} invalid={!!errorText(error)} aria-describedby={describedBy(id, error, hint)} {...input} />
    </Field>
  );
}

export interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | string[];
  hint?: ReactNode;
  fieldClassName?: string;
}

export function SelectField({ id, label, error, hint, fieldClassName, children, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Select id={id} invalid={!!errorText(error)} aria-describedby={describedBy(id, error, hint)} {...select}>
        {children}
      </Select>
    </Field>
  );
}
