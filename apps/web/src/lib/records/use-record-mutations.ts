import { m } from '@kairos/i18n';
import { useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { errorInfo } from '../errors';
import { dropFromLists, forgetRecord, type RecordArea, recordApi, refreshLists, rememberRecord } from './api';

export interface RecordToasts {
  /** Toast text after archiving, e.g. "Client archived." (default: a generic text). */
  archived?: () => string;
  restored?: () => string;
  deleted?: () => string;
}

/**
 * Archive, restore and delete-for-good for one area: each takes the record out
 * of the list it was in at once, refetches the lists (so it shows up in the
 * other tab), updates the record's cache entry and shows a toast. Failures show
 * the server's translated message as an error toast and are rethrown.
 */
export function useRecordMutations<A extends RecordArea>(area: A, toasts: RecordToasts = {}) {
  const toast = useToast();
  const api = recordApi(area).client;

  const after = (text: string) => {
    toast({ title: m.popup_success(), description: text, tone: 'success' });
  };
  const failed = (error: unknown) => {
    toast({ title: m.popup_failed(), description: errorInfo(error).message, tone: 'error' });
  };

  const archive = useMutation({
    mutationFn: (id: string) => api.archive.mutate({ id }),
    onSuccess: (record, id) => {
      dropFromLists(area, id);
      rememberRecord(area, record);
      void refreshLists(area);
      after(toasts.archived?.() ?? m.records_archived_toast());
    },
    onError: failed,
  });

  const restore = useMutation({
    mutationFn: (id: string) => api.restore.mutate({ id }),
    onSuccess: (record, id) => {
      dropFromLists(area, id);
      rememberRecord(area, record);
      void refreshLists(area);
      after(toasts.restored?.() ?? m.records_restored_toast());
    },
    onError: failed,
  });

  const destroy = useMutation({
    mutationFn: (id: string) => api.destroy.mutate({ id }),
    onSuccess: (_, id) => {
      dropFromLists(area, id);
      forgetRecord(area, id);
      void refreshLists(area);
      after(toasts.deleted?.() ?? m.records_deleted_toast());
    },
    onError: failed,
  });

  return {
    archive: (id: string) => archive.mutateAsync(id),
    restore: (id: string) => restore.mutateAsync(id),
    destroy: (id: string) => destroy.mutateAsync(id),
    /** True while any of the three is running. */
    pending: archive.isPending || restore.isPending || destroy.isPending,
  };
}
