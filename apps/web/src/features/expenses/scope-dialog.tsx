import { m } from '@kairos/i18n';
import { Button, Dialog, useFocusReturn } from '@kairos/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export type ExpenseScope = 'this' | 'future';
type Action = 'update' | 'delete';

/**
 * SPEC 4: editing or deleting a copy of a recurring expense asks "Only this one" or "This and
 * all future ones" (the appointments' dialog, with the expense's own words). Resolves null when cancelled.
 */
export function useExpenseScope(): { ask: (action: Action) => Promise<ExpenseScope | null>; dialog: ReactNode } {
  const [action, setAction] = useState<Action | null>(null);
  const resolver = useRef<((scope: ExpenseScope | null) => void) | null>(null);
  const restoreFocus = useFocusReturn(action !== null);

  const ask = useCallback((next: Action) => {
    resolver.current?.(null);
    setAction(next);
    return new Promise<ExpenseScope | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (scope: ExpenseScope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setAction(null);
  };

  const dialog = (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : finish(null))}
      title={action === 'delete' ? m.wexp_scope_delete_title() : m.wexp_scope_update_title()}
      description={action === 'delete' ? m.wexp_scope_delete_description() : m.wexp_scope_update_description()}
      tone={action === 'delete' ? 'error' : 'default'}
      closeLabel={m.wexp_close()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        restoreFocus();
      }}
    >
      <div className="flex flex-col gap-2" data-testid="expense-scope">
        <Button variant="secondary" block onClick={() => finish('this')}>
          {m.wexp_scope_this()}
        </Button>
        <Button variant="secondary" block onClick={() => finish('future')}>
          {m.wexp_scope_future()}
        </Button>
        <Button variant="ghost" block onClick={() => finish(null)}>
          {m.wexp_cancel()}
        </Button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}
