import { m } from '@kairos/i18n';
import { Button, buttonClass, ConfirmDialog } from '@kairos/ui';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RecordArea } from './api';
import { BlockedHint } from './blocked';
import * as recordIcons from './icons';
import { type RecordToasts, useRecordMutations } from './use-record-mutations';
import { useWriteAccess } from './write-access';

export interface RecordActionsProps {
  area: RecordArea;
  record: { id: string; archived_at: string | null };
  /** Edit goes to `${formPath}/${id}`; after a delete for good, `${listPath}?archived=1`. */
  formPath: string;
  listPath: string;
  toasts?: RecordToasts;
  deleteTitle: string;
  deleteText: string;
  /** After archive or restore (refetch what the screen shows). */
  onChanged?: () => void;
}

/**
 * A detail screen's Edit, then Archive, or Restore + Delete for good
 * (confirmed); disabled with the reason in read-only or offline mode.
 */
export function RecordActions({
  area,
  record,
  formPath,
  listPath,
  toasts,
  deleteTitle,
  deleteText,
  onChanged = () => undefined,
}: RecordActionsProps) {
  const navigate = useNavigate();
  const access = useWriteAccess();
  const mutations = useRecordMutations(area, toasts);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const guarded = (node: ReactNode) => <BlockedHint access={access}>{node}</BlockedHint>;
  const busy = access.blocked || mutations.pending;
  const run = (action: (id: string) => Promise<unknown>) => void action(record.id).then(onChanged, () => undefined);

  return (
    <div className="flex flex-wrap items-center gap-2">
      {access.blocked ? (
        guarded(
          <Button variant="secondary" disabled>
            <recordIcons.PencilIcon className="size-4" />
            {m.records_edit()}
          </Button>,
        )
      ) : (
        <Link to={`${formPath}/${record.id}`} className={buttonClass('secondary', 'md')}>
          <recordIcons.PencilIcon className="size-4" />
          {m.records_edit()}
        </Link>
      )}
      {record.archived_at ? (
        <>
          {guarded(
            <Button variant="secondary" disabled={busy} onClick={() => run(mutations.restore)}>
              <recordIcons.RestoreIcon className="size-4" />
              {m.records_restore()}
            </Button>,
          )}
          {guarded(
            <Button variant="danger" disabled={access.blocked} onClick={() => setConfirmOpen(true)}>
              <recordIcons.TrashIcon className="size-4" />
              {m.records_delete_for_good()}
            </Button>,
          )}
        </>
      ) : (
        guarded(
          <Button variant="secondary" disabled={busy} onClick={() => run(mutations.archive)}>
            <recordIcons.ArchiveIcon className="size-4" />
            {m.records_archive()}
          </Button>,
        )
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={deleteTitle}
        description={deleteText}
        confirmLabel={m.records_delete_confirm()}
        cancelLabel={m.records_cancel()}
        closeLabel={m.web_close()}
        onConfirm={async () => {
          await mutations.destroy(record.id);
          navigate(`${listPath}?archived=1`, { replace: true });
        }}
      />
    </div>
  );
}
