import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type Appointment, appointmentPath, forgetAppointments, rememberAppointment } from '../../lib/appointments/appointment';
import { useOverlapConfirm, useRecurringScope } from '../../lib/appointments/dialogs';
import { errorInfo } from '../../lib/errors';
import { trpcClient } from '../../lib/trpc';
import type { AppointmentData } from './use-appointment-form';

/**
 * Saving the form: an occurrence of a series first asks "only this one / this
 * and all future ones" (docs/product/appointments.md); an overlap asks whether to double-book and
 * resends with allow_overlap. Cancelling either leaves the form as it is.
 * Returns the dialogs to render next to the form.
 */
export function useSaveAppointment(record: Appointment | null): {
  save: (data: AppointmentData) => Promise<void>;
  dialogs: ReactNode;
} {
  const scope = useRecurringScope();
  const overlap = useOverlapConfirm();
  const navigate = useNavigate();
  const toast = useToast();

  const save = async (data: AppointmentData) => {
    let range: 'this' | 'future' | null = null;
    if (record?.series_id) {
      range = await scope.ask('update');
      if (!range) return;
    }
    // The server reads a missing `recurring` on "this and all future ones" as "keep the series' rule";
    // with Repeats switched off the user means "no more repeats", i.e. the series ends on this date.
    if (record?.recurring && range === 'future' && !data.recurring)
      data = { ...data, recurring: { frequency: record.recurring.frequency, end_date: data.date } };
    let allowOverlap = false;
    let saved: Appointment;
    for (;;) {
      try {
        saved = record
          ? await trpcClient.appointments.update.mutate({
              ...data,
              id: record.id,
              recurring_range: range,
              allow_overlap: allowOverlap,
            })
          : await trpcClient.appointments.create.mutate({ ...data, allow_overlap: allowOverlap });
        break;
      } catch (error) {
        if (!allowOverlap && errorInfo(error).code === 'APPOINTMENT_OVERLAP' && (await overlap.confirm())) {
          allowOverlap = true;
          continue;
        }
        if (errorInfo(error).code === 'APPOINTMENT_OVERLAP') return;
        throw error;
      }
    }
    if (record && (record.series_id || data.recurring)) forgetAppointments();
    rememberAppointment(saved);
    toast({
      title: m.popup_success(),
      description: record ? m.wap_updated() : m.wap_created(),
      tone: 'success',
    });
    navigate(appointmentPath(saved.id));
  };

  return {
    save,
    dialogs: (
      <>
        {scope.dialog}
        {overlap.dialog}
      </>
    ),
  };
}
