// A list screen's filter choice: "All …" (no filter) and then each value with its label.
import { SelectField } from '@kairos/ui';

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  /** The chosen value, or null/undefined for "all". */
  value: T | string | null | undefined;
  /** The "no filter" option's text. */
  allLabel: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  /** The new value, or null for "all". */
  onChange: (value: string | null) => void;
}

export function FilterSelect<T extends string>({ id, label, value, allLabel, options, labelOf, onChange }: FilterSelectProps<T>) {
  return (
    <SelectField id={id} label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {labelOf(o)}
        </option>
      ))}
    </SelectField>
  );
}
