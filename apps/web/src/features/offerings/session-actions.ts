import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { errorInfo } from '../../lib/errors';
import { queryClient, trpc, trpcClient } from '../../lib/trpc';
import type { Session } from './records';

/** Refetches what shows sessions: every class detail and the calendar's ranges. */
export function refreshClass(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.classes.get.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.appointments.list.pathKey() }),
  ]).then(() => undefined);
}

export interface PickedClient {
  id: string;
  first_name: string;
  last_name: string;
}

export const personName = (c: Pick<PickedClient, 'first_name' | 'last_name'>) => `${c.first_name} ${c.last_name}`.trim();

/**
 * Books a client into a session or takes one out, one client at a time
 * (`appointments.addClient` / `removeClient`), so owners working in several
 * tabs never undo each other. The server refuses a client beyond the spaces
 * of a class with the limit on (CLASS_SESSION_FULL); `add` rethrows so the
 * picker can show that message, `remove` shows failures as a toast.
 */
export function useSessionClients(session: Session) {
  const toast = useToast();
  const add = useMutation({
    mutationFn: (clientId: string) => trpcClient.appointments.addClient.mutate({ id: session.id, client_id: clientId }),
    onSuccess: () => void refreshClass(),
  });
  const remove = useMutation({
    mutationFn: (clientId: string) => trpcClient.appointments.removeClient.mutate({ id: session.id, client_id: clientId }),
    onSettled: () => void refreshClass(),
  });
  const done = (text: string) => toast({ title: m.popup_success(), description: text, tone: 'success' });

  return {
    pending: add.isPending || remove.isPending,
    async add(client: PickedClient) {
      await add.mutateAsync(client.id);
      done(m.wo_client_added({ name: personName(client) }));
    },
    async remove(client: PickedClient) {
      try {
        await remove.mutateAsync(client.id);
        done(m.wo_client_removed({ name: personName(client) }));
      } catch (error) {
        toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' });
      }
    },
  };
}
