import { m } from '@kairos/i18n';
import { Button } from '@kairos/ui';
import type { RowChoice } from '@kairos/ui/data-table';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { BaseRecord } from './api';

/** The rows chosen for a bulk action (by id), kept while the list shows the same query (page, search, tab, filters). */
export interface RowSelection<R extends BaseRecord> {
  chosen: RowChoice;
  setChosen: (chosen: RowChoice) => void;
  /** The chosen ones among `records` (the page shown). */
  selectedOf: (records: R[]) => R[];
  /** Selects every row of `records`, or none of them. */
  setAll: (records: R[], on: boolean) => void;
  clear: () => void;
}

/** Selection state that empties itself whenever `queryKey` (the list's query) changes. */
export function useRowSelection<R extends BaseRecord>(queryKey: string): RowSelection<R> {
  const [chosen, setChosen] = useState<RowChoice>({});
  const lastKey = useRef(queryKey);
  useEffect(() => {
    if (lastKey.current === queryKey) return;
    lastKey.current = queryKey;
    setChosen({});
  }, [queryKey]);
  return {
    chosen,
    setChosen,
    selectedOf: (records) => records.filter((r) => chosen[r.id]),
    setAll: (records, on) =>
      setChosen((prev) => {
        const next = { ...prev };
        for (const r of records) {
          if (on) next[r.id] = true;
          else delete next[r.id];
        }
        return next;
      }),
    clear: () => setChosen({}),
  };
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
  const selected = selection.selectedOf(records);
  const all = records.length > 0 && selected.length === records.length;
  const some = !all && selected.length > 0;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  const count = selected.length;
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
          {children(selected)}
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            {m.records_clear_selection()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
