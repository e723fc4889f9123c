import { cn, describedBy, errorText, Field, Input, type InputProps } from '@kairos/ui';
import type { ReactNode } from 'react';

interface AffixFieldProps extends Omit<InputProps, 'id' | 'prefix'> {
  id: string;
  label: ReactNode;
  error?: string | string[];
  hint?: ReactNode;
  fieldClassName?: string;
  /** Text shown inside the control before the value (e.g. "£"). */
  prefix?: string;
  /** Text shown inside the control after the value (e.g. "грн", "min"). */
  suffix?: string;
}

/** A text field with a unit inside the box (currency, minutes, %); the unit is part of the label for screen readers. */
export function AffixField({ id, label, error, hint, fieldClassName, prefix, suffix, className, ...input }: AffixFieldProps) {
  const invalid = !!errorText(error);
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-gray-500"
          >
            {prefix}
          </span>
        ) : null}
        <Input
          id={id}
          invalid={invalid}
          aria-describedby={describedBy(id, error, hint)}
          className={cn('tabular-nums', className)}
          style={{
            paddingLeft: prefix ? `calc(1.25rem + ${prefix.length}ch)` : undefined,
            paddingRight: suffix ? `calc(1.25rem + ${suffix.length}ch)` : undefined,
          }}
          {...input}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 text-sm text-gray-500"
          >
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  );
}
