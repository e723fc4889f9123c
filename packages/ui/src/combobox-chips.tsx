import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

export interface ComboboxChip {
  key: string;
  content: ReactNode;
  /** The remove button's accessible name ("Remove Anna Bond"). */
  removeLabel: string;
  onRemove: () => void;
}

/** The chosen values of a multi-select combobox, each with a remove button. */
export function ComboboxChips({
  chips,
  label,
  disabled,
  onRemoved,
}: {
  chips: ComboboxChip[];
  label?: string;
  disabled?: boolean;
  /** After a chip's button removed it (focus goes back to the box). */
  onRemoved: () => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-1 pl-0.5 text-sm text-brand-800"
        >
          {chip.content}
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              chip.onRemove();
              onRemoved();
            }}
            aria-label={chip.removeLabel}
            className="rounded-full p-0.5 text-brand-600 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
