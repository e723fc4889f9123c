import { m } from '@kairos/i18n';
import { Button, Dialog } from '@kairos/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export type RecurringScope = 'this' | 'future';
type ScopeAction = 'update' | 'delete';

// The last element that had focus. A submit button that turns busy (disabled) while a dialog is
// asked for drops focus to <body> without an event, so "what had focus" falls back to this.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLElement && e.target !== document.body) lastFocused = e.target;
  });
}

/** Remembers what had focus when a dialog was opened from code and puts focus back there after it closes. */
function useFocusReturn() {
  const target = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    target.current = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  }, []);
  const restore = useCallback(() => {
    const el = target.current;
    // The opener may still be disabled for a moment (a busy submit button): try for up to half a second.
    let tries = 0;
    const attempt = () => {
      if (!el?.isConnected) return;
      el.focus();
      if (document.activeElement !== el && tries++ < 10) window.setTimeout(attempt, 50);
    };
    window.setTimeout(attempt, 0);
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
