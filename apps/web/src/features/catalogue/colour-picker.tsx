import { SERVICE_COLOURS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { CheckIcon, cn, errorText } from '@kairos/ui';

const names: (() => string)[] = [
  () => m.wc_colour_1(),
  () => m.wc_colour_2(),
  () => m.wc_colour_3(),
  () => m.wc_colour_4(),
  () => m.wc_colour_5(),
  () => m.wc_colour_6(),
  () => m.wc_colour_7(),
  () => m.wc_colour_8(),
  () => m.wc_colour_9(),
  () => m.wc_colour_10(),
];

interface ColourPickerProps {
  id: string;
  value: string;
  onChange: (colour: string) => void;
  error?: string[];
  /** Replaces the hint under the legend (default: the service's). */
  hint?: string;
}

/**
 * The palette as a radio group: native radios (Tab enters the group, arrow
 * keys choose), each swatch named for screen readers.
 */
export function ColourPicker({ id, value, onChange, error, hint }: ColourPickerProps) {
  const message = errorText(error);
  // A colour saved outside the palette stays choosable.
  const colours: string[] = (SERVICE_COLOURS as readonly string[]).includes(value.toLowerCase())
    ? [...SERVICE_COLOURS]
    : [...SERVICE_COLOURS, value];
  return (
    <fieldset aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-gray-800">{m.wc_service_colour()}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-500">
        {hint ?? m.wc_service_colour_hint()}
      </p>
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
              <span className="sr-only">{names[i]?.() ?? colour}</span>
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
