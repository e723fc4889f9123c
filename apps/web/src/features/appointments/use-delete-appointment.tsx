import { m } from '@kairos/i18n';
import { ConfirmDialog, useToast } from '@kairos/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Appointment, calendarPath, forgetAppointments } from '../../lib/appointments/appointment';
import { useRecurringScope } from '../../lib/appointments/dialogs';
import { errorInfo } from '../../lib/errors';
import { trpcClient } from '../../lib/trpc';

/**
 * Delete from the view: an occurrence of a series asks "only this one / this
 * and all future ones", anything else asks for a plain confirmation. Then back
 * to the calendar on that day.
 */
export function useDeleteAppointment(a: Appointment): { start: () => Promise<void>; busy: boolean; dialog: ReactNode } {
  const scope = useRecurringScope();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();

  const remove = async (range: 'this' | 'future' | null) => {
    setBusy(true);
    try {
      await trpcClient.appointments.delete.mutate({ id: a.id, recurring_range: range });
      forgetAppointments();
      toast({ title: m.popup_success(), description: m.wap_deleted(), tone: 'success' });
      navigate(calendarPath(a.date));
    } catch (error) {
      toast({ title: m.wap_delete_failed(), description: errorInfo(error).message, tone: 'error' });
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!a.series_id) {
      setConfirming(true);
      return;
    }
    const range = await scope.ask('delete');
    if (range) await remove(range).catch(() => undefined);
  };

  const dialog = (
    <>
      {scope.dialog}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={a.type === 'blocked' ? m.wap_delete_blocked_title() : m.wap_delete_title()}
        description={m.wap_delete_description()}
        confirmLabel={m.wap_delete()}
        cancelLabel={m.records_cancel()}
        closeLabel={m.web_close()}
        onConfirm={() => remove(null)}
      />
    </>
  );
  return { start, busy, dialog };
}
