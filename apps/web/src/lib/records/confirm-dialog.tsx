import { m } from '@kairos/i18n';
import { Button, Dialog } from '@kairos/ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

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
  // The dialog is opened from code, not from a Radix trigger, so Radix has nothing to return focus to:
  // remember what had focus when it opened (this runs before Radix moves focus in) and go back there.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const close = () => {
    onOpenChange(false);
    const target = returnTo.current;
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    }, 0);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch {
      // The caller reports the failure (toast); keep the dialog open so it can be retried or cancelled.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy || next ? undefined : close())}
      title={title}
      description={description}
      tone={tone === 'danger' ? 'error' : 'default'}
      closeLabel={m.web_close()}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
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
