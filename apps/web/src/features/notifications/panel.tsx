import { m } from '@kairos/i18n';
import { Alert, Button, Spinner } from '@kairos/ui';
import type { ReactNode } from 'react';
import { errorInfo } from '../../lib/errors';
import { queryClient, trpc } from '../../lib/trpc';

export const PAGE = 10;

/** After any bell action: the badge's counts and both lists are read again. */
export function refreshBell() {
  void queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
  void queryClient.invalidateQueries({ queryKey: trpc.news.pathKey() });
}

/** One tab's body: "mark all" while anything is unread, the list or its empty text, and "show more". */
export function BellPanel({
  id,
  labelledBy,
  unread,
  onMarkAll,
  empty,
  count,
  total,
  onMore,
  pending,
  error,
  children,
}: {
  id: string;
  labelledBy: string;
  unread: number;
  onMarkAll: () => void;
  empty: string;
  count: number;
  total: number;
  onMore: () => void;
  pending: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} tabIndex={-1}>
      {unread ? (
        <div className="flex justify-end px-1">
          <Button variant="ghost" size="sm" onClick={onMarkAll}>
            {m.ntf_bell_mark_all()}
          </Button>
        </div>
      ) : null}
      {error ? (
        <Alert tone="error" role="alert">
          {errorInfo(error).message}
        </Alert>
      ) : pending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-5 text-brand-600" label={m.web_loading()} />
        </div>
      ) : count === 0 ? (
        <p className="px-2 py-6 text-center text-gray-500">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">{children}</ul>
      )}
      {total > count ? (
        <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={onMore}>
          {m.ntf_bell_more()}
        </Button>
      ) : null}
    </div>
  );
}
