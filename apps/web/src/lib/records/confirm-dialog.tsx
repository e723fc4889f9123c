import { m } from '@kairos/i18n';
import { Button, Dialog } from '@kairos/ui';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog stays open (button busy) until it settles, and closes on success. */
  onConfirm: () => Promise<unknown>;
  tone?: 'danger' | 'primary';
}

/** A confirmation step for destructive actions (Radix dialog: focus trap, Escape, focus back to the opener). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (toast); keep the dialog open so it can be retried or cancelled.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      tone={tone === 'danger' ? 'error' : 'default'}
      closeLabel={m.web_close()}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {m.records_cancel()}
          </Button>
          <Button variant={tone} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
