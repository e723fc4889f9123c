import { businessHoursInput, calendarSettingsInput, minutesToTime, timeToMinutes } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, cn, errorText, Input, SelectField, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../lib/form-error';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { useUser } from '../../lib/viewer';
import { Switch } from './controls';
import { type WeekdayId, weekdayLabel } from './labels';
import { SettingsPage } from './settings-page';
import { applySettings, type Settings } from './use-settings';

const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;

/** A time field's text as minutes after midnight; undefined (→ "required") when empty or not a time. */
const minutesOf = (text: string) => timeToMinutes(text) ?? undefined;
/** <input type="time"> cannot show 24:00. */
const timeOf = (minutes: number) => minutesToTime(Math.min(minutes, 24 * 60 - 1));

export function CalendarAndTimePage() {
  return (
    <SettingsPage title={m.wc_nav_calendar_and_time()} description={m.wc_cal_subtitle()}>
      {(settings) => (
        <div className="flex flex-col gap-6">
          <CalendarCard settings={settings} />
          <BusinessHoursCard settings={settings} />
        </div>
      )}
    </SettingsPage>
  );
}

function calendarValues(c: Settings['calendar_settings']) {
  return {
    slot_step_minutes: String(c.slot_step_minutes),
    week_starts_on: c.week_starts_on as string,
    default_view: c.default_view as string,
    day_start_minute: timeOf(c.day_start_minute),
    day_end_minute: timeOf(c.day_end_minute),
    time_format: c.time_format as string,
  };
}
type CalendarValues = ReturnType<typeof calendarValues>;

const calendarInput = (v: CalendarValues) => ({
  slot_step_minutes: Number(v.slot_step_minutes),
  week_starts_on: v.week_starts_on,
  default_view: v.default_view,
  day_start_minute: minutesOf(v.day_start_minute),
  day_end_minute: minutesOf(v.day_end_minute),
  time_format: v.time_format,
});

function CalendarCard({ settings }: { settings: Settings }) {
  const toast = useToast();
  const update = useMutation(trpc.settings.updateCalendar.mutationOptions());
  const form = useForm({
    schema: calendarSettingsInput,
    initial: calendarValues(settings.calendar_settings),
    toInput: calendarInput,
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      applySettings(saved);
      form.reset(calendarValues(saved.calendar_settings));
      toast({ title: m.popup_success(), description: m.wc_saved() });
    },
  });

  return (
    <Card title={m.wc_cal_calendar_title()}>
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField label={m.wc_cal_slot_step()} {...form.field('slot_step_minutes')}>
            {SLOT_STEPS.map((step) => (
              <option key={step} value={String(step)}>
                {m.wc_minutes({ count: step })}
              </option>
            ))}
          </SelectField>
          <SelectField label={m.wc_cal_week_starts_on()} {...form.field('week_starts_on')}>
            <option value="monday">{m.wc_weekday_1()}</option>
            <option value="sunday">{m.wc_weekday_7()}</option>
          </SelectField>
          <SelectField label={m.wc_cal_default_view()} {...form.field('default_view')}>
            <option value="day">{m.wc_cal_view_day()}</option>
            <option value="week">{m.wc_cal_view_week()}</option>
            <option value="month">{m.wc_cal_view_month()}</option>
          </SelectField>
          <SelectField label={m.wc_cal_time_format()} {...form.field('time_format')}>
            <option value="24h">{m.wc_cal_format_24h()}</option>
            <option value="12h">{m.wc_cal_format_12h()}</option>
          </SelectField>
          <TextField label={m.wc_cal_day_start()} type="time" step={300} {...form.field('day_start_minute')} />
          <TextField label={m.wc_cal_day_end()} type="time" step={300} {...form.field('day_end_minute')} />
        </div>
        <div className="flex justify-end">
          <SubmitButton loading={form.submitting} className="w-full sm:w-auto">
            {m.web_save()}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}

function BusinessHoursCard({ settings }: { settings: Settings }) {
  const user = useUser();
  const days = [...settings.business_time_settings].sort((a, b) => a.weekday - b.weekday);
  // A week that starts on Sunday lists Sunday first.
  if (settings.calendar_settings.week_starts_on === 'sunday') {
    const sunday = days.pop();
    if (sunday) days.unshift(sunday);
  }
  return (
    <Card
      title={m.wc_hours_title()}
      description={
        <>
          {m.wc_hours_description({ timezone: (user.business?.timezone ?? 'UTC').replace(/_/g, ' ') })}{' '}
          <Link
            to="/account-setup/customisation/business-profile"
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {m.wc_hours_change_zone()}
          </Link>
        </>
      }
    >
      <ul className="-my-1 divide-y divide-gray-100" data-testid="business-hours">
        {days.map((day) => (
          <li key={day.id}>
            <DayRow day={day} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

type Day = Settings['business_time_settings'][number];

function dayValues(d: Day) {
  return { enabled: d.enabled ? 'true' : 'false', start_minute: timeOf(d.start_minute), end_minute: timeOf(d.end_minute) };
}

/** One weekday: a working-day toggle and opening/closing times, saved on its own (one call per day). */
function DayRow({ day }: { day: Day }) {
  const toast = useToast();
  const id = useId();
  const name = weekdayLabel[day.id as WeekdayId]?.() ?? day.id;
  const update = useMutation(trpc.settings.updateBusinessHours.mutationOptions());
  const initial = dayValues(day);
  const form = useForm({
    schema: businessHoursInput,
    initial,
    toInput: (v) => ({
      id: day.id,
      enabled: v.enabled === 'true',
      start_minute: minutesOf(v.start_minute),
      end_minute: minutesOf(v.end_minute),
    }),
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      applySettings(saved);
      const next = saved.business_time_settings.find((d) => d.id === day.id);
      if (next) form.reset(dayValues(next));
      toast({ title: m.popup_success(), description: m.wc_hours_saved_day({ day: name }) });
    },
  });
  const enabled = form.values.enabled === 'true';
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((k) => form.values[k] !== initial[k]);
  const errors = [form.errors.start_minute, form.errors.end_minute, form.errors.enabled].map(errorText).filter(Boolean);
  const start = form.field('start_minute');
  const end = form.field('end_minute');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[11rem_auto_auto_minmax(0,1fr)] sm:gap-x-4"
      data-testid={`day-${day.id}`}
    >
      <div className="col-start-1 row-start-1 min-w-0">
        <p className="text-sm font-semibold text-gray-900">{name}</p>
        <p className={cn('text-xs', enabled ? 'text-emerald-700' : 'text-gray-500')}>
          {enabled ? m.wc_hours_open() : m.wc_hours_closed()}
        </p>
      </div>
      <Switch
        id={`${id}-enabled`}
        checked={enabled}
        onChange={(on) => form.setValue('enabled', on ? 'true' : 'false')}
        aria-label={m.wc_hours_working_day({ day: name })}
        className="col-start-3 row-start-1 flex sm:col-start-2 sm:mb-2 sm:self-end"
      />
      <div className="col-span-3 row-start-2 flex items-end gap-2 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:gap-3">
        <TimeInput label={m.wc_hours_opens()} ariaLabel={m.wc_hours_opens_day({ day: name })} disabled={!enabled} {...start} />
        <span aria-hidden="true" className="pb-2.5 text-gray-400">
          –
        </span>
        <TimeInput label={m.wc_hours_closes()} ariaLabel={m.wc_hours_closes_day({ day: name })} disabled={!enabled} {...end} />
      </div>
      <SubmitButton
        variant="secondary"
        size="sm"
        loading={form.submitting}
        disabled={!dirty}
        aria-label={m.wc_hours_save_day({ day: name })}
        className="col-start-2 row-start-1 sm:col-start-4 sm:h-10 sm:self-end sm:justify-self-start"
      >
        {m.wc_save()}
      </SubmitButton>
      {errors.length || form.formError ? (
        <div className="col-span-3 sm:col-span-2 sm:col-start-3">
          {errors.length ? (
            <p id={`${id}-error`} className="text-xs font-medium text-red-600" data-field-error role="alert">
              {errors.join(' ')}
            </p>
          ) : null}
          <FormError message={form.formError} />
        </div>
      ) : null}
    </form>
  );
}

interface TimeInputProps {
  id: string;
  name: string;
  value: string;
  error?: string[];
  label: string;
  ariaLabel: string;
  disabled: boolean;
  onChange: (e: { target: { value: string } }) => void;
}

function TimeInput({ id, name, value, error, label, ariaLabel, disabled, onChange }: TimeInputProps) {
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
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-label={ariaLabel}
        invalid={!!error?.length}
        className="tabular-nums"
      />
    </div>
  );
}
