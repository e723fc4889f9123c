import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useFocusReturn } from './focus-return';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The Cancel button's text (translated by the caller). */
  cancelLabel: string;
  /** The × button's accessible name. */
  closeLabel: string;
  /** Runs the action; the dialog stays open (button busy) until it settles, and closes on success. */
  onConfirm: () => unknown;
  /** Called when the dialog is dismissed without confirming (Cancel, ×, Escape, a click outside). */
  onCancel?: () => void;
  /** danger: a destructive action (red); warning: go ahead anyway; primary: a plain confirmation. */
  tone?: 'danger' | 'warning' | 'primary';
  /** What the confirmation is about, below the description (figures, a list). */
  children?: ReactNode;
  /** The confirm button stays disabled (e.g. while the figures load, or when they say it cannot go). */
  confirmDisabled?: boolean;
}

const accent = { danger: 'error', warning: 'warning', primary: 'default' } as const;

/**
 * A confirmation step (Radix dialog: focus trap, Escape). Focus goes back to what
 * had it when the dialog opened — also when it was opened from code, the opener was
 * busy (disabled) for a moment, or a menu item that opened it is gone (then the
 * menu's button) — however the dialog closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const restoreFocus = useFocusReturn(open);
  const cancel = () => {
    onOpenChange(false);
    onCancel?.();
  };
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
      onOpenChange={(next) => (busy || next ? undefined : cancel())}
      title={title}
      description={description}
      tone={accent[tone]}
      closeLabel={closeLabel}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        restoreFocus();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={busy}
            disabled={confirmDisabled}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
