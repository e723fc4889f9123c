import { FREQUENCIES } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { AffixField, Card, SelectField, Switch, TextField } from '@kairos/ui';
import type { Frequency } from '../../lib/appointments/appointment';
import { FREQUENCY_LABEL } from '../../lib/appointments/labels';
import { MinutesLabel } from '../../lib/minutes-label';
import type { AppointmentForm } from './use-appointment-form';

/** Date, start time, length or all day, and the repeat rule (docs/product/appointments.md "recurring"). */
export function WhenSection({ form, seriesNote }: { form: AppointmentForm; seriesNote?: string }) {
  const v = form.values;
  const allDay = form.bind('all_day');
  const repeat = form.bind('repeat');
  return (
    <Card title={m.wap_section_when()}>
      <div className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={m.wap_date()} type="date" {...form.field('date')} />
          {v.all_day ? null : (
            <>
              <TextField label={m.wap_start_time()} type="time" step={300} {...form.field('start_time')} />
              <AffixField
                label={<MinutesLabel text={m.wap_duration()} />}
                inputMode="numeric"
                autoComplete="off"
                suffix={m.wc_minutes_suffix()}
                {...form.field('duration_minutes')}
              />
            </>
          )}
        </div>
        <Switch
          id={allDay.id}
          checked={v.all_day}
          onChange={(on) => form.setValue('all_day', on)}
          label={m.wap_all_day()}
          description={m.wap_all_day_hint()}
          className="sm:max-w-md"
        />
        <div className="flex flex-col gap-4 border-t border-gray-100 pt-5" data-tour="appointment-repeat">
          <Switch
            id={repeat.id}
            checked={v.repeat}
            onChange={(on) => form.setValue('repeat', on)}
            label={m.wap_repeat()}
            description={seriesNote ?? m.wap_repeat_hint()}
            className="sm:max-w-md"
          />
          {v.repeat ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={m.wap_frequency()}
                {...form.field('frequency')}
                onChange={(e) => form.setValue('frequency', e.target.value as Frequency)}
              >
                {FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {FREQUENCY_LABEL[f]()}
                  </option>
                ))}
              </SelectField>
              <TextField label={m.wap_repeat_until()} type="date" min={v.date} {...form.field('end_date')} />
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
