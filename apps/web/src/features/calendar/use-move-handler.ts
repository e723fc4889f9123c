import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import type { CalendarEvent } from '@schedule-x/calendar';
import { useMutation } from '@tanstack/react-query';
import { createElement, Fragment, type ReactNode, useCallback, useRef } from 'react';
import { useOverlapConfirm, useRecurringScope } from '../../lib/appointments/dialogs';
import { errorInfo } from '../../lib/errors';
import { staleFigures } from '../../lib/figures';
import { queryClient, trpc } from '../../lib/trpc';
import type { CalendarItem } from './event-mapping';
import { type TimeChange, timeChange } from './time-change';

/**
 * The calendar's onBeforeEventUpdateAsync: asks "only this one / this and all
 * future ones" for a series, sends `appointments.updateTime`, asks "double-book
 * anyway?" on APPOINTMENT_OVERLAP and sends again with allow_overlap. Resolves
 * false (schedule-x puts the event back) on cancel or any other error, which
 * is shown with the server's translated message.
 */
export function useMoveHandler(itemsById: Map<string, CalendarItem>): {
  onMove: (before: CalendarEvent, after: CalendarEvent) => Promise<boolean>;
  dialogs: ReactNode;
} {
  const toast = useToast();
  const scope = useRecurringScope();
  const overlap = useOverlapConfirm();
  const items = useRef(itemsById);
  items.current = itemsById;
  const { ask } = scope;
  const { confirm } = overlap;
  // Through the mutation cache, so the app-wide 401/403 handling applies.
  const mutation = useMutation(trpc.appointments.updateTime.mutationOptions());
  const mutate = useRef(mutation.mutateAsync);
  mutate.current = mutation.mutateAsync;

  const onMove = useCallback(
    async (before: CalendarEvent, after: CalendarEvent) => {
      const change = timeChange(before, after);
      if (!change) return true;
      const id = String(after.id);
      const input: TimeChange = { id, ...change };
      if (items.current.get(id)?.series_id) {
        const range = await ask('update');
        if (!range) return false;
        input.recurring_range = range;
      }
      try {
        await send(input, confirm, (i) => mutate.current(i));
      } catch (error) {
        if (error !== CANCELLED) toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' });
        return false;
      } finally {
        // A series change moves other occurrences and may give this one a new id: reload what is on screen.
        void queryClient.invalidateQueries({ queryKey: trpc.appointments.pathKey() });
        staleFigures();
      }
      return true;
    },
    [ask, confirm, toast],
  );

  return { onMove, dialogs: createElement(Fragment, null, scope.dialog, overlap.dialog) };
}

const CANCELLED = Symbol('cancelled');

async function send(input: TimeChange, confirm: () => Promise<boolean>, mutate: (input: TimeChange) => Promise<unknown>) {
  try {
    return await mutate(input);
  } catch (error) {
    if (errorInfo(error).code !== 'APPOINTMENT_OVERLAP') throw error;
    if (!(await confirm())) throw CANCELLED;
    return mutate({ ...input, allow_overlap: true });
  }
}
