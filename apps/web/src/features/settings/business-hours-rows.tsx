import { m } from '@kairos/i18n';
import { cn, errorText, Input, Switch } from '@kairos/ui';
import { type WeekdayId, weekdayLabel } from '../../lib/settings/labels';
import { dayKey, dayOrder, type Values } from './calendar-and-time-form';

/** The part of the calendar-and-time form the weekday rows use. */
export interface HoursForm {
  values: Values;
  errors: Record<string, string[]>;
  setValue: (name: string, value: string) => void;
  field: (name: string) => {
    id: string;
    name: string;
    value: string | undefined;
    error?: string[];
    onChange: (e: { target: { value: string } }) => void;
  };
  idOf: (name: string) => string;
}

/** The seven weekdays, each a working-day switch and opening/closing times; saved with the page's one Save. */
export function BusinessHoursRows({ form }: { form: HoursForm }) {
  return (
    <ul className="-my-1 divide-y divide-gray-100" data-testid="business-hours">
      {dayOrder(form.values.week_starts_on ?? 'monday').map((id) => (
        <li key={id}>
          <DayRow id={id} form={form} />
        </li>
      ))}
    </ul>
  );
}

function DayRow({ id, form }: { id: WeekdayId; form: HoursForm }) {
  const name = weekdayLabel[id]();
  const enabledKey = dayKey(id, 'enabled');
  const enabled = form.values[enabledKey] === 'true';
  const start = form.field(dayKey(id, 'start_minute'));
  const end = form.field(dayKey(id, 'end_minute'));
  const errorId = `${form.idOf(enabledKey)}-error`;
  const errors = [form.errors[enabledKey], start.error, end.error].map(errorText).filter(Boolean);

  return (
    <fieldset
      aria-describedby={errors.length ? errorId : undefined}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[11rem_auto_minmax(0,1fr)] sm:gap-x-4"
      data-testid={`day-${id}`}
    >
      <legend className="sr-only">{name}</legend>
      <div className="col-start-1 row-start-1 min-w-0" aria-hidden="true">
        <p className="text-sm font-semibold text-gray-900">{name}</p>
        <p className={cn('text-xs', enabled ? 'text-emerald-700' : 'text-gray-500')}>
          {enabled ? m.wc_hours_open() : m.wc_hours_closed()}
        </p>
      </div>
      <Switch
        id={form.idOf(enabledKey)}
        checked={enabled}
        onChange={(on) => form.setValue(enabledKey, on ? 'true' : 'false')}
        aria-label={m.wc_hours_working_day({ day: name })}
        className="col-start-2 row-start-1 flex sm:mb-2 sm:self-end"
      />
      <div className="col-span-2 row-start-2 flex items-end gap-2 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:gap-3">
        <TimeInput
          {...start}
          label={m.wc_hours_opens()}
          ariaLabel={m.wc_hours_opens_day({ day: name })}
          disabled={!enabled}
          errorId={errorId}
        />
        <span aria-hidden="true" className="pb-2.5 text-gray-400">
          –
        </span>
        <TimeInput
          {...end}
          label={m.wc_hours_closes()}
          ariaLabel={m.wc_hours_closes_day({ day: name })}
          disabled={!enabled}
          errorId={errorId}
        />
      </div>
      {errors.length ? (
        <p
          id={errorId}
          className="col-span-2 text-xs font-medium text-red-600 sm:col-span-1 sm:col-start-3"
          data-field-error
          role="alert"
        >
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

interface TimeInputProps {
  id: string;
  name: string;
  value: string | undefined;
  error?: string[];
  label: string;
  ariaLabel: string;
  disabled: boolean;
  errorId: string;
  onChange: (e: { target: { value: string } }) => void;
}

function TimeInput({ id, name, value, error, label, ariaLabel, disabled, errorId, onChange }: TimeInputProps) {
  const invalid = !!error?.length;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-40 sm:flex-none">
      <span aria-hidden="true" className="text-xs font-medium text-gray-500">
        {label}
      </span>
      <Input
        id={id}
        name={name}
        type="time"
        step={300}
        value={value ?? ''}
        onChange={onChange}
        disabled={disabled}
        aria-label={ariaLabel}
        invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className="tabular-nums"
      />
    </div>
  );
}
