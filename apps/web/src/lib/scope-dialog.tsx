// The "Only this one / This and all future ones" dialog of a recurring series (docs/product/common.md), in each screen's own words.
import { Button, Dialog, useFocusReturn } from '@kairos/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';

export type SeriesScope = 'this' | 'future';
export type SeriesAction = 'update' | 'delete';

/** The dialog's wording, as message functions (read when shown, so a language switch applies). */
export interface ScopeWords {
  updateTitle: () => string;
  updateDescription: () => string;
  deleteTitle: () => string;
  deleteDescription: () => string;
  thisOne: () => string;
  future: () => string;
  cancel: () => string;
  close: () => string;
  /** The buttons' container's `data-testid`. */
  testId: string;
}

/**
 * Asks which occurrences of a recurring series a change or deletion applies to:
 * `ask` resolves 'this', 'future', or null when cancelled; render `dialog` once.
 */
export function useScopeDialog(words: ScopeWords): {
  ask: (action: SeriesAction) => Promise<SeriesScope | null>;
  dialog: ReactNode;
} {
  const [action, setAction] = useState<SeriesAction | null>(null);
  const resolver = useRef<((scope: SeriesScope | null) => void) | null>(null);
  // Opened from code (a Save or Delete that asks first): focus goes back there when it closes.
  const restoreFocus = useFocusReturn(action !== null);

  const ask = useCallback((next: SeriesAction) => {
    resolver.current?.(null);
    setAction(next);
    return new Promise<SeriesScope | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (scope: SeriesScope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setAction(null);
  };

  const dialog = (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : finish(null))}
      title={action === 'delete' ? words.deleteTitle() : words.updateTitle()}
      description={action === 'delete' ? words.deleteDescription() : words.updateDescription()}
      tone={action === 'delete' ? 'error' : 'default'}
      closeLabel={words.close()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        restoreFocus();
      }}
    >
      <div className="flex flex-col gap-2" data-testid={words.testId}>
        <Button variant="secondary" block onClick={() => finish('this')}>
          {words.thisOne()}
        </Button>
        <Button variant="secondary" block onClick={() => finish('future')}>
          {words.future()}
        </Button>
        <Button variant="ghost" block onClick={() => finish(null)}>
          {words.cancel()}
        </Button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}
