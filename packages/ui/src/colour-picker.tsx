import type { ReactNode } from 'react';
import { cn } from './cn';
import { errorText } from './field';
import { CheckIcon } from './icons';

export interface ColourPickerProps {
  /** The first swatch's id (a form focuses it on an error). */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** The palette, as #rrggbb; a value outside it is offered after them. */
  colours: readonly string[];
  /** Each swatch's name for screen readers (translated by the caller); the hex code when it has none. */
  nameOf: (colour: string, index: number) => string | undefined;
  value: string;
  onChange: (colour: string) => void;
  error?: string | string[];
}

/**
 * A palette as a radio group: native radios (Tab enters the group, arrow keys
 * choose), each swatch named for screen readers.
 */
export function ColourPicker({ id, legend, hint, colours: palette, nameOf, value, onChange, error }: ColourPickerProps) {
  const message = errorText(error);
  // A colour saved outside the palette stays choosable.
  const colours = palette.some((c) => c.toLowerCase() === value.toLowerCase()) ? [...palette] : [...palette, value];
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <div className="mt-2.5 flex flex-wrap gap-2.5">
        {colours.map((colour, i) => {
          const checked = colour.toLowerCase() === value.toLowerCase();
          return (
            <label
              key={colour}
              className={cn(
                'relative flex size-9 cursor-pointer items-center justify-center rounded-full ring-offset-2 transition-shadow',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-brand-500',
                checked ? 'ring-2' : 'hover:ring-2 hover:ring-gray-300',
              )}
              style={{ backgroundColor: colour, ...(checked ? { ['--tw-ring-color' as string]: colour } : {}) }}
            >
              <input
                id={i === 0 ? id : undefined}
                type="radio"
                name={`${id}-colour`}
                value={colour}
                checked={checked}
                onChange={() => onChange(colour)}
                aria-invalid={message ? true : undefined}
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span className="sr-only">{(i < palette.length ? nameOf(colour, i) : undefined) ?? colour}</span>
              {checked ? <CheckIcon className="size-5 text-white" strokeWidth={2.5} /> : null}
            </label>
          );
        })}
      </div>
      {message ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-600" data-field-error>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
