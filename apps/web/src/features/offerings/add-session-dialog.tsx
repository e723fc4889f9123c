import { m } from '@kairos/i18n';
import { Alert, Button, Dialog, TextField, useToast } from '@kairos/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorInfo } from '../../lib/errors';
import { SubmitButton } from '../../lib/submit-button';
import { trpcClient } from '../../lib/trpc';
import { useReturnFocus } from '../../lib/use-return-focus';
import { Checkbox } from '../settings/controls';
import { addDays } from './format';
import type { ClassDetail } from './records';
import { refreshClass } from './session-actions';

/** A weekly series ends eight weeks after its first session unless the owner says otherwise. */
const DEFAULT_WEEKS = 8;

interface Values {
  date: string;
  start_time: string;
  weekly: boolean;
  end_date: string;
}

/**
 * "Add session": date, start time and optionally "repeat weekly until". A
 * session is an appointment of type class_session; it takes the class's
 * length, price and colour. An overlap with other bookings is shown with
 * "Add anyway".
 */
export function AddSessionDialog({
  open,
  onOpenChange,
  classRecord,
  defaultDate,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  classRecord: ClassDetail;
  defaultDate: string;
  /** Called with the first session's date once added. */
  onAdded: (date: string) => void;
}) {
  const id = useId();
  const change = useReturnFocus(open, onOpenChange);
  const toast = useToast();
  const blank = (): Values => ({
    date: defaultDate,
    start_time: '',
    weekly: false,
    end_date: addDays(defaultDate, 7 * DEFAULT_WEEKS),
  });
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [overlap, setOverlap] = useState(false);
  const [saving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time the dialog opens
  useEffect(() => {
    if (open) {
      setValues(blank());
      setErrors({});
      setMessage(null);
      setOverlap(false);
    }
  }, [open]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setOverlap(false);
  };

  const submit = async (allowOverlap: boolean) => {
    setSaving(true);
    setMessage(null);
    try {
      await trpcClient.appointments.create.mutate({
        type: 'class_session',
        class_id: classRecord.id,
        date: values.date,
        start_time: values.start_time,
        client_ids: [],
        recurring: values.weekly ? { frequency: 'weekly', end_date: values.end_date } : null,
        allow_overlap: allowOverlap,
      });
      await refreshClass();
      toast({
        title: m.popup_success(),
        description: values.weekly ? m.wo_session_added_weekly() : m.wo_session_added(),
        tone: 'success',
      });
      onAdded(values.date);
      change(false);
    } catch (error) {
      const info = errorInfo(error);
      setErrors(info.errors);
      setOverlap(info.code === 'APPOINTMENT_OVERLAP');
      const shown = ['date', 'start_time', 'recurring.end_date'];
      const stray = Object.entries(info.errors).filter(([k]) => !shown.includes(k));
      setMessage(Object.keys(info.errors).length === 0 ? info.message : stray.flatMap(([, l]) => l).join(' ') || null);
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void submit(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={m.wo_session_add()}
      description={classRecord.name}
      closeLabel={m.web_close()}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {message ? (
          <Alert
            tone={overlap ? 'warning' : 'error'}
            role="alert"
            actions={
              overlap ? (
                <Button size="sm" variant="secondary" disabled={saving} onClick={() => void submit(true)}>
                  {m.wo_session_add_anyway()}
                </Button>
              ) : undefined
            }
          >
            {message}
          </Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-date`}
            type="date"
            label={m.wo_session_date()}
            required
            value={values.date}
            error={errors.date}
            onChange={(e) => set('date', e.target.value)}
          />
          <TextField
            id={`${id}-time`}
            type="time"
            label={m.wo_session_time()}
            required
            step={300}
            value={values.start_time}
            error={errors.start_time}
            onChange={(e) => set('start_time', e.target.value)}
          />
        </div>
        <Checkbox
          id={`${id}-weekly`}
          checked={values.weekly}
          onChange={(on) => set('weekly', on)}
          label={m.wo_session_weekly_repeat()}
          description={m.wo_session_weekly_hint()}
        />
        {values.weekly ? (
          <TextField
            id={`${id}-until`}
            type="date"
            label={m.wo_session_until()}
            required
            fieldClassName="sm:max-w-[calc(50%-0.5rem)]"
            min={values.date}
            value={values.end_date}
            error={errors['recurring.end_date']}
            onChange={(e) => set('end_date', e.target.value)}
          />
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} className="w-full sm:w-auto">
            {m.records_cancel()}
          </Button>
          <SubmitButton loading={saving} className="w-full sm:w-auto">
            {m.wo_session_add()}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
