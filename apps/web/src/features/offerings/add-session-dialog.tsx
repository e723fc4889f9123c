import { appointmentInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, Checkbox, Dialog, TextField, useToast } from '@kairos/ui';
import { useEffect, useRef, useState } from 'react';
import { errorInfo } from '../../lib/errors';
import { SubmitButton } from '../../lib/submit-button';
import { trpcClient } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { useReturnFocus } from '../../lib/use-return-focus';
import { addDays } from './format';
import type { ClassDetail } from './records';
import { refreshClass } from './session-actions';

/** A weekly series ends eight weeks after its first session unless the owner says otherwise. */
const DEFAULT_WEEKS = 8;

type SessionData = ReturnType<typeof appointmentInput.parse>;

/** Error paths of the create call → the dialog's fields ("recurring.end_date" is "Repeat until"). */
const fieldOf = (path: string) => (path === 'recurring.end_date' ? 'end_date' : (path.split('.').pop() ?? path));

/**
 * "Add session": date, start time and optionally "repeat weekly until". A
 * session is an appointment of type class_session; it takes the class's
 * length, price and colour. The shared appointment schema checks it in the
 * browser first (every error at once; a field's error clears as it changes).
 * An overlap with other bookings is shown with "Add anyway".
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
  const change = useReturnFocus(open, onOpenChange);
  const toast = useToast();
  const blank = () => ({ date: defaultDate, start_time: '', weekly: '', end_date: addDays(defaultDate, 7 * DEFAULT_WEEKS) });
  // The checked data of the last refused attempt, for "Add anyway".
  const pending = useRef<SessionData | null>(null);
  const [overlap, setOverlap] = useState<{ saving: boolean; message: string | null } | null>(null);

  const save = async (data: SessionData) => {
    await trpcClient.appointments.create.mutate(data);
    await refreshClass();
    toast({
      title: m.popup_success(),
      description: data.recurring ? m.wo_session_added_weekly() : m.wo_session_added(),
      tone: 'success',
    });
    onAdded(data.date);
    change(false);
  };

  const form = useForm({
    schema: appointmentInput,
    initial: blank(),
    fieldOf,
    toInput: (v) => ({
      type: 'class_session',
      class_id: classRecord.id,
      date: v.date,
      start_time: v.start_time,
      client_ids: [],
      recurring: v.weekly ? { frequency: 'weekly', end_date: v.end_date } : null,
      allow_overlap: false,
    }),
    onSubmit: async (data) => {
      pending.current = data;
      setOverlap(null);
      await save(data);
    },
    onError: (info) => setOverlap(info.code === 'APPOINTMENT_OVERLAP' ? { saving: false, message: null } : null),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time the dialog opens
  useEffect(() => {
    if (open) {
      form.reset(blank());
      setOverlap(null);
    }
  }, [open]);

  const set = (name: 'date' | 'start_time' | 'weekly' | 'end_date', value: string) => {
    form.setValue(name, value);
    setOverlap(null);
  };

  const addAnyway = async () => {
    if (!pending.current) return;
    setOverlap({ saving: true, message: null });
    try {
      await save({ ...pending.current, allow_overlap: true });
    } catch (error) {
      setOverlap({ saving: false, message: errorInfo(error).message });
    }
  };

  const message = overlap?.message ?? form.formError;
  // Asking "Add anyway?" until that, too, is refused.
  const asking = !!overlap && !overlap.message;
  const field = (name: 'date' | 'start_time' | 'end_date') => ({
    ...form.field(name),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={m.wo_session_add()}
      description={classRecord.name}
      closeLabel={m.web_close()}
    >
      <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
        {message ? (
          <Alert
            tone={asking ? 'warning' : 'error'}
            role="alert"
            actions={
              asking ? (
                <Button size="sm" variant="secondary" disabled={overlap.saving} onClick={() => void addAnyway()}>
                  {m.wo_session_add_anyway()}
                </Button>
              ) : undefined
            }
          >
            {message}
          </Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField type="date" label={m.wo_session_date()} required {...field('date')} />
          <TextField type="time" label={m.wo_session_time()} required step={300} {...field('start_time')} />
        </div>
        <Checkbox
          id={form.idOf('weekly')}
          checked={form.values.weekly !== ''}
          onChange={(on) => set('weekly', on ? 'weekly' : '')}
          label={m.wo_session_weekly_repeat()}
          description={m.wo_session_weekly_hint()}
        />
        {form.values.weekly ? (
          <TextField
            type="date"
            label={m.wo_session_until()}
            required
            fieldClassName="sm:max-w-[calc(50%-0.5rem)]"
            min={form.values.date}
            {...field('end_date')}
          />
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} className="w-full sm:w-auto">
            {m.records_cancel()}
          </Button>
          <SubmitButton loading={form.submitting || !!overlap?.saving} className="w-full sm:w-auto">
            {m.wo_session_add()}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
