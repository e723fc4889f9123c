import { m } from '@kairos/i18n';
import { Button, ConfirmDialog, Dialog, useFocusReturn } from '@kairos/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export type RecurringScope = 'this' | 'future';
type ScopeAction = 'update' | 'delete';

/**
 * Asks which occurrences of a recurring series a change or deletion applies to (SPEC 4):
 * resolves 'this', 'future', or null when cancelled.
 */
export function useRecurringScope(): {
  ask: (action: ScopeAction) => Promise<RecurringScope | null>;
  dialog: ReactNode;
} {
  const [action, setAction] = useState<ScopeAction | null>(null);
  const resolver = useRef<((scope: RecurringScope | null) => void) | null>(null);
  // Opened from code (a Save or Delete that asks first): focus goes back there when it closes.
  const restoreFocus = useFocusReturn(action !== null);

  const ask = useCallback((next: ScopeAction) => {
    resolver.current?.(null);
    setAction(next);
    return new Promise<RecurringScope | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (scope: RecurringScope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setAction(null);
  };

  const dialog = (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : finish(null))}
      title={action === 'delete' ? m.wap_scope_delete_title() : m.wap_scope_update_title()}
      description={action === 'delete' ? m.wap_scope_delete_description() : m.wap_scope_update_description()}
      tone={action === 'delete' ? 'error' : 'default'}
      closeLabel={m.wap_close()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        restoreFocus();
      }}
    >
      <div className="flex flex-col gap-2" data-testid="recurring-scope">
        <Button variant="secondary" block onClick={() => finish('this')}>
          {m.wap_scope_this()}
        </Button>
        <Button variant="secondary" block onClick={() => finish('future')}>
          {m.wap_scope_future()}
        </Button>
        <Button variant="ghost" block onClick={() => finish(null)}>
          {m.wap_cancel()}
        </Button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}

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
