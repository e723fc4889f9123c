import { m } from '@kairos/i18n';
import { TextField } from '@kairos/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate } from '../../lib/dates';

export interface Range {
  start: string;
  end: string;
  /** The end is before the start: nothing is asked of the server. */
  invalid: boolean;
}

/** The screen's date range from `?from=&to=` (each defaulting to the given range) and a setter for any query value. */
export function useRangeParams(defaults: { start: string; end: string }) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const start = isIsoDate(from) ? from : defaults.start;
  const end = isIsoDate(to) ? to : defaults.end;
  const range: Range = { start, end, invalid: start > end };
  /** Sets (or with null removes) query values; any change but the page's goes back to page 1. */
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { params, range, set };
}

/** From and To date fields (native date inputs: keyboard and phone pickers), and whatever other filters follow. */
export function RangeFilters({
  range,
  onChange,
  children,
}: {
  range: Range;
  onChange: (changes: Record<string, string | null>) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:grid-cols-4">
      <legend className="sr-only">{m.wi_filters()}</legend>
      <TextField
        id={`${id}-from`}
        type="date"
        label={m.wi_from()}
        value={range.start}
        max={range.end}
        onChange={(e) => isIsoDate(e.target.value) && onChange({ from: e.target.value })}
      />
      <TextField
        id={`${id}-to`}
        type="date"
        label={m.wi_to()}
        value={range.end}
        min={range.start}
        error={range.invalid ? m.wi_range_invalid() : undefined}
        onChange={(e) => isIsoDate(e.target.value) && onChange({ to: e.target.value })}
      />
      {children}
    </fieldset>
  );
}
