import { ANALYTICS_MAX_DAYS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { SelectField, TextField } from '@kairos/ui';
import { useId } from 'react';
import { isIsoDate } from '../../lib/dates';
import { PERIODS, type Period, type PeriodState } from './period';

export const PERIOD_LABEL: Record<Period, () => string> = {
  this_week: () => m.wan_period_this_week(),
  last_week: () => m.wan_period_last_week(),
  this_month: () => m.wan_period_this_month(),
  last_month: () => m.wan_period_last_month(),
  this_quarter: () => m.wan_period_this_quarter(),
  this_year: () => m.wan_period_this_year(),
  custom: () => m.wan_period_custom(),
};

/**
 * The period: a preset (worked out in the business's zone) or custom dates. Everything lives in the URL's query,
 * so a reload or a shared link shows the same period.
 */
export function PeriodPicker({
  state,
  onChange,
}: {
  state: PeriodState;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const id = useId();
  const custom = state.period === 'custom';
  const error =
    state.problem === 'order'
      ? m.wan_range_order()
      : state.problem === 'too_long'
        ? m.wan_range_too_long({ days: ANALYTICS_MAX_DAYS })
        : undefined;
  return (
    <fieldset className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:max-w-3xl">
      <legend className="sr-only">{m.wan_period()}</legend>
      <SelectField
        id={`${id}-period`}
        label={m.wan_period()}
        fieldClassName="col-span-2 sm:col-span-2"
        value={state.period}
        onChange={(e) => {
          const period = e.target.value as Period;
          // Custom starts from the range on screen, so switching to it changes nothing until a date is edited.
          onChange(
            period === 'custom'
              ? { period, from: state.range.start, to: state.range.end }
              : { period: period === 'this_month' ? null : period, from: null, to: null },
          );
        }}
        data-testid="analytics-period"
      >
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABEL[p]()}
          </option>
        ))}
      </SelectField>
      {custom ? (
        <>
          <TextField
            id={`${id}-from`}
            type="date"
            label={m.wan_from()}
            value={state.range.start}
            onChange={(e) => isIsoDate(e.target.value) && onChange({ from: e.target.value })}
          />
          <TextField
            id={`${id}-to`}
            type="date"
            label={m.wan_to()}
            value={state.range.end}
            error={error}
            onChange={(e) => isIsoDate(e.target.value) && onChange({ to: e.target.value })}
          />
        </>
      ) : null}
    </fieldset>
  );
}
