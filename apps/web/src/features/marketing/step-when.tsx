import { m } from '@kairos/i18n';
import { ChoiceGroup, TextField } from '@kairos/ui';
import { useLocale } from '../../lib/i18n';
import { zoneOption } from '../../lib/time-zones';
import type { StepProps, When } from './wizard-state';

/** Step 4: keep it as a draft, schedule it at a date and time in the business's zone, or send it now. */
export function WhenStep({ draft, update, errors, zone }: StepProps & { zone: string }) {
  const { locale } = useLocale();
  const options: { value: When; label: string }[] = [
    { value: 'draft', label: m.wmkt_when_draft() },
    { value: 'schedule', label: m.wmkt_when_schedule() },
    { value: 'now', label: m.wmkt_when_now() },
  ];
  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup<When>
        name="campaign-when"
        legend={m.wmkt_when_legend()}
        value={draft.when}
        onChange={(when) => update({ when })}
        options={options}
      />
      {draft.when === 'schedule' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="campaign-date"
            type="date"
            label={m.wmkt_when_date()}
            value={draft.date}
            error={errors.scheduled_at}
            onChange={(e) => update({ date: e.target.value })}
          />
          <TextField
            id="campaign-time"
            type="time"
            label={m.wmkt_when_time()}
            value={draft.time}
            hint={m.wmkt_when_zone({ zone: zoneOption(zone, locale).label })}
            onChange={(e) => update({ time: e.target.value })}
          />
        </div>
      ) : null}
      <p className="text-sm text-gray-600">
        {draft.when === 'draft'
          ? m.wmkt_when_draft_hint()
          : draft.when === 'now'
            ? m.wmkt_when_now_hint()
            : m.wmkt_when_schedule_hint()}
      </p>
    </div>
  );
}
