import { m } from '@kairos/i18n';
import { Button, Dialog } from '@kairos/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export type RecurringScope = 'this' | 'future';
type ScopeAction = 'update' | 'delete';

/** Remembers what had focus when a dialog was opened from code and puts focus back there after it closes. */
function useFocusReturn() {
  const target = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    target.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const el = target.current;
    window.setTimeout(() => {
      if (el?.isConnected) el.focus();
    }, 0);
  }, []);
  return { remember, restore };
}

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
  const focus = useFocusReturn();

  const ask = useCallback(
    (next: ScopeAction) => {
      resolver.current?.(null);
      focus.remember();
      setAction(next);
      return new Promise<RecurringScope | null>((resolve) => {
        resolver.current = resolve;
      });
    },
    [focus],
  );

  const finish = (scope: RecurringScope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setAction(null);
    focus.restore();
  };

  const dialog = (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : finish(null))}
      title={action === 'delete' ? m.wap_scope_delete_title() : m.wap_scope_update_title()}
      description={action === 'delete' ? m.wap_scope_delete_description() : m.wap_scope_update_description()}
      tone={action === 'delete' ? 'error' : 'default'}
      closeLabel={m.wap_close()}
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
  const focus = useFocusReturn();

  const confirm = useCallback(() => {
    resolver.current?.(false);
    focus.remember();
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, [focus]);

  const finish = (yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setOpen(false);
    focus.restore();
  };

  const dialog = (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : finish(false))}
      title={m.wap_overlap_title()}
      description={m.wap_overlap_description()}
      tone="warning"
      closeLabel={m.wap_close()}
      footer={
        <>
          <Button variant="secondary" onClick={() => finish(false)}>
            {m.wap_cancel()}
          </Button>
          <Button onClick={() => finish(true)}>{m.wap_overlap_confirm()}</Button>
        </>
      }
    />
  );
  return { confirm, dialog };
}
