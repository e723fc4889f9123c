// A list of "something, and how many of it" rows with remove and add buttons (a package's services, a voucher's items).
import { AffixField, Button, PlusIcon } from '@kairos/ui';
import type { ReactNode } from 'react';
import { type RecordForm, recordIcons } from './records';

export interface QuantityLinesProps<L extends { key: string }> {
  lines: L[];
  /** Each row's `data-testid`. */
  rowTestId: string;
  /** The rows' grid columns from `sm` up (choice, quantity, remove), e.g. `sm:grid-cols-[1fr_8rem_auto]`. */
  columnsClassName: string;
  /** The row's choice of what (a SelectField with `fieldClassName="col-span-2 sm:col-span-1"`). */
  renderChoice: (line: L, index: number) => ReactNode;
  quantityLabel: string;
  /** The quantity field's form binding, e.g. `form.field(\`services.${i}.quantity\`)`. */
  quantityField: (index: number) => ReturnType<RecordForm['field']>;
  removeLabel: (line: L, index: number) => string;
  onRemove: (index: number) => void;
  /** The list's field (its id names the add button and the error; its error is shown above the add button). */
  all: ReturnType<RecordForm['bind']>;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  /** Shown above the rows (e.g. "nothing to choose yet"). */
  notice?: ReactNode;
  /** Shown next to the add button (e.g. what the lines are worth). */
  summary?: ReactNode;
}

export function QuantityLines<L extends { key: string }>({
  lines,
  rowTestId,
  columnsClassName,
  renderChoice,
  quantityLabel,
  quantityField,
  removeLabel,
  onRemove,
  all,
  addLabel,
  canAdd,
  onAdd,
  notice,
  summary,
}: QuantityLinesProps<L>) {
  const allError = all.error?.join(' ');
  return (
    <div className="flex flex-col gap-4">
      {notice}
      {lines.length ? (
        <ul className="flex flex-col gap-3">
          {lines.map((line, i) => (
            <li
              key={line.key}
              data-testid={rowTestId}
              className={`grid grid-cols-[1fr_auto] items-start gap-3 rounded-lg border border-gray-200 p-3 ${columnsClassName}`}
            >
              {renderChoice(line, i)}
              <AffixField label={quantityLabel} inputMode="numeric" autoComplete="off" suffix="×" {...quantityField(i)} />
              <Button
                variant="ghost"
                className="mt-6.5 px-2.5 text-gray-500 hover:text-red-700"
                aria-label={removeLabel(line, i)}
                onClick={() => onRemove(i)}
              >
                <recordIcons.TrashIcon className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {allError ? (
        <p id={`${all.id}-error`} role="alert" className="text-sm font-medium text-red-600" data-field-error>
          {allError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          id={`${all.id}-add`}
          variant="secondary"
          disabled={!canAdd}
          aria-describedby={allError ? `${all.id}-error` : undefined}
          onClick={onAdd}
        >
          <PlusIcon className="size-4" />
          {addLabel}
        </Button>
        {summary}
      </div>
    </div>
  );
}
