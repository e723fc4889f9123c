import { m } from '@kairos/i18n';
import { Button } from '@kairos/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { BaseRecord } from './api';

/** The rows chosen for a bulk action, kept while the list shows the same query (page, search, tab, filters). */
export interface RowSelection<R extends BaseRecord> {
  selected: R[];
  isSelected: (record: R) => boolean;
  toggle: (record: R, on: boolean) => void;
  /** Selects every row of `records` (the page shown), or none of them. */
  setAll: (records: R[], on: boolean) => void;
  clear: () => void;
}

/** Selection state that empties itself whenever `queryKey` (the list's query) changes. */
export function useRowSelection<R extends BaseRecord>(queryKey: string): RowSelection<R> {
  const [chosen, setChosen] = useState<Map<string, R>>(() => new Map());
  const lastKey = useRef(queryKey);
  useEffect(() => {
    if (lastKey.current === queryKey) return;
    lastKey.current = queryKey;
    setChosen(new Map());
  }, [queryKey]);
  const change = (records: R[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      for (const r of records) {
        if (on) next.set(r.id, r);
        else next.delete(r.id);
      }
      return next;
    });
  return {
    selected: [...chosen.values()],
    isSelected: (r) => chosen.has(r.id),
    toggle: (r, on) => change([r], on),
    setAll: change,
    clear: () => setChosen(new Map()),
  };
}

/** One row's checkbox, with a 40 px touch target and the row's name as its label. */
export function RowCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="-m-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="row-select"
        className="size-4 cursor-pointer rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
    </label>
  );
}

/**
 * Above a list with bulk actions: "Select all on this page", and once rows are chosen, how many, the
 * area's actions for them and "Clear selection". Announced politely to screen readers.
 */
export function BulkBar<R extends BaseRecord>({
  records,
  selection,
  children,
}: {
  records: R[];
  selection: RowSelection<R>;
  children: (selected: R[]) => ReactNode;
}) {
  const id = useId();
  const all = records.length > 0 && records.every((r) => selection.isSelected(r));
  const some = !all && records.some((r) => selection.isSelected(r));
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  const count = selection.selected.length;
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white px-3 py-2 shadow-xs"
      data-testid="bulk-bar"
    >
      <label htmlFor={id} className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-gray-700">
        <input
          ref={box}
          id={id}
          type="checkbox"
          checked={all}
          onChange={(e) => selection.setAll(records, e.target.checked)}
          className="size-4 cursor-pointer rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        {m.records_select_page()}
      </label>
      <p className="text-sm font-medium text-gray-900" aria-live="polite" data-testid="bulk-count">
        {count ? m.records_selected({ count }) : ''}
      </p>
      {count ? (
        <div className="flex flex-wrap items-center gap-2">
          {children(selection.selected)}
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            {m.records_clear_selection()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
