import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Switch, checkbox and choice group. They are native inputs
 * (keyboard and screen-reader behaviour for free, no extra Radix packages)
 * with the look of the rest of the app.
 */

export interface SwitchProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; omit it and pass `aria-label` for a bare toggle. */
  label?: ReactNode;
  description?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off toggle: a native checkbox with role="switch". */
export function Switch({ id, checked, onChange, label, description, disabled, className, ...rest }: SwitchProps) {
  const toggle = (
    <span className="relative inline-flex shrink-0 items-center">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-label={rest['aria-label']}
        aria-describedby={description ? `${id}-description` : undefined}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className={cn(
          'h-6 w-11 rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
          checked ? 'bg-brand-600' : 'bg-gray-300',
          disabled && 'opacity-55',
        )}
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform',
          checked && 'translate-x-5',
        )}
      />
    </span>
  );
  if (!label) return <span className={className}>{toggle}</span>;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-xs text-gray-500">
            {description}
          </p>
        ) : null}
      </div>
      {toggle}
    </div>
  );
}

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Extra content at the right of the label (e.g. a badge). */
  aside?: ReactNode;
}

/** A checkbox with its label (and an optional description) as one clickable row. */
export function Checkbox({ id, checked, onChange, label, description, disabled, className, aside }: CheckboxProps) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
        checked ? 'border-brand-200 bg-brand-50/60' : 'border-gray-200 bg-white hover:border-gray-300',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      <div className="flex min-w-0 grow flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <div className="min-w-0">
          <label htmlFor={id} className="block cursor-pointer text-sm font-medium break-words text-gray-800">
            {label}
          </label>
          {description ? (
            <p id={`${id}-description`} className="mt-0.5 text-xs text-gray-500">
              {description}
            </p>
          ) : null}
        </div>
        {aside ? <div className="shrink-0">{aside}</div> : null}
      </div>
    </div>
  );
}

export interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: ReactNode;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  className?: string;
  /** Hide the legend visually (it stays for screen readers). */
  hideLegend?: boolean;
}

/** A segmented control: native radio buttons (arrow keys move between them). */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  className,
  hideLegend,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={cn('flex flex-col gap-1.5', className)}>
      <legend className={cn('mb-1.5 text-sm font-medium text-gray-800', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="inline-flex w-full rounded-lg border border-gray-300 bg-gray-50 p-0.5 sm:w-auto sm:self-start">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'relative flex h-9 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium transition-colors sm:flex-none',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              value === o.value ? 'bg-white text-brand-700 shadow-sm ring-1 ring-gray-200' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
