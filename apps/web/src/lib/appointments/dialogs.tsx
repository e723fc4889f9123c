// The appointments' dialogs: which occurrences of a series a change applies to, and whether to double-book.
import { m } from '@kairos/i18n';
import { ConfirmDialog } from '@kairos/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type ScopeWords, type SeriesScope, useScopeDialog } from '../scope-dialog';

export type RecurringScope = SeriesScope;

const APPOINTMENT_WORDS: ScopeWords = {
  updateTitle: m.wap_scope_update_title,
  updateDescription: m.wap_scope_update_description,
  deleteTitle: m.wap_scope_delete_title,
  deleteDescription: m.wap_scope_delete_description,
  thisOne: m.wap_scope_this,
  future: m.wap_scope_future,
  cancel: m.wap_cancel,
  close: m.wap_close,
  testId: 'recurring-scope',
};

/**
 * Asks which occurrences of a recurring series a change or deletion applies to (docs/product/appointments.md):
 * resolves 'this', 'future', or null when cancelled.
 */
export const useRecurringScope = () => useScopeDialog(APPOINTMENT_WORDS);

/** Asks whether to double-book when the server answers APPOINTMENT_OVERLAP; resolves true to book anyway. */
export function useOverlapConfirm(): { confirm: () => Promise<boolean>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback(() => {
    resolver.current?.(false);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
  };

  // The kit's confirmation dialog returns focus to Save, which is busy (disabled) while it asks.
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={m.wap_overlap_title()}
      description={m.wap_overlap_description()}
      tone="warning"
      confirmLabel={m.wap_overlap_confirm()}
      cancelLabel={m.wap_cancel()}
      closeLabel={m.wap_close()}
      onConfirm={() => finish(true)}
      onCancel={() => finish(false)}
    />
  );
  return { confirm, dialog };
}
