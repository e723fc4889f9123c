import { cn, describedBy, errorText, Field } from '@kairos/ui';
import type { ReactNode, TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | string[];
  hint?: ReactNode;
  fieldClassName?: string;
}

/** A multi-line text field in the look of @kairos/ui's TextField. */
export function TextAreaField({ id, label, error, hint, fieldClassName, className, rows = 3, ...rest }: TextAreaFieldProps) {
  const invalid = !!errorText(error);
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs transition-colors',
          'placeholder:text-muted focus:outline-2 focus:outline-offset-0 focus:outline-brand-500',
          'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
          invalid ? 'border-red-400 focus:outline-red-500' : 'border-gray-300 hover:border-gray-400',
          className,
        )}
        {...rest}
      />
    </Field>
  );
}

export interface CheckboxFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (e: { target: { checked: boolean } }) => void;
  disabled?: boolean;
  className?: string;
}

/** A checkbox with its label and an optional hint, the whole row clickable. */
export function CheckboxField({ id, name, label, hint, checked, onChange, disabled, className }: CheckboxFieldProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-medium text-gray-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-gray-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
