import { calendarAndTimeInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, SelectField, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { SaveBar, SettingsPage } from '../../lib/settings/settings-page';
import { applySettings, type Settings } from '../../lib/settings/use-settings';
import { formatTimeZone } from '../../lib/time-zones';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { useUser } from '../../lib/viewer';
import { BusinessHoursRows } from './business-hours-rows';
import { fieldOf, formInput, formValues } from './calendar-and-time-form';

const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;

export function CalendarAndTimePage() {
  return (
    <SettingsPage title={m.wc_nav_calendar_and_time()} description={m.wc_cal_subtitle()}>
      {(settings) => <CalendarAndTimeForm settings={settings} />}
    </SettingsPage>
  );
}

/**
 * One form, one Save: the calendar settings and the seven weekdays go to
 * `settings.updateCalendarAndTime` together, so nothing is half-saved; an error
 * in a weekday is shown (and focused) in that weekday's row.
 */
function CalendarAndTimeForm({ settings }: { settings: Settings }) {
  const toast = useToast();
  const user = useUser();
  const { locale } = useLocale();
  const update = useMutation(trpc.settings.updateCalendarAndTime.mutationOptions());
  const form = useForm({
    schema: calendarAndTimeInput,
    initial: formValues(settings),
    toInput: formInput,
    fieldOf,
    onSubmit: async (data) => {
      const saved = await update.mutateAsync(data);
      applySettings(saved);
      form.reset(formValues(saved));
      toast({ title: m.popup_success(), description: m.hours_saved() });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6" data-testid="calendar-and-time-form">
      <FormError message={form.formError} />
      <Card title={m.wc_cal_calendar_title()}>
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
      </Card>
      <Card
        title={m.wc_hours_title()}
        description={
          <>
            {m.wc_hours_description({ timezone: formatTimeZone(user.business?.timezone ?? 'UTC', locale) })}{' '}
            <Link
              to="/account-setup/customisation/business-profile"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              {m.wc_hours_change_zone()}
            </Link>
          </>
        }
      >
        <BusinessHoursRows form={form} />
      </Card>
      <SaveBar submitting={form.submitting} />
    </form>
  );
}
