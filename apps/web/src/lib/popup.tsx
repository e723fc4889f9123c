import { m } from '@kairos/i18n';
import { Button, Dialog } from '@kairos/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export type PopupKind = 'success' | 'failed' | 'warning' | 'request_received' | 'please_note' | 'limit_reached';

export interface PopupInput {
  kind: PopupKind;
  message: string;
}

/** docs/product/common.md: the popup titles; docs/product/common.md: a success dialog closes itself after 6 s. */
const titles: Record<PopupKind, () => string> = {
  success: () => m.popup_success(),
  failed: () => m.popup_failed(),
  warning: () => m.popup_warning(),
  request_received: () => m.popup_request_received(),
  please_note: () => m.popup_please_note(),
  limit_reached: () => m.popup_limit_reached(),
};
const tones = {
  success: 'success',
  failed: 'error',
  warning: 'warning',
  request_received: 'success',
  please_note: 'default',
  limit_reached: 'warning',
} as const;
export const SUCCESS_POPUP_MS = 6000;

const PopupContext = createContext<((popup: PopupInput) => void) | null>(null);

export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<PopupInput | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: PopupInput) => {
    setPopup(next);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!open || !popup || (popup.kind !== 'success' && popup.kind !== 'request_received')) return;
    const timer = window.setTimeout(() => setOpen(false), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [open, popup]);

  const value = useMemo(() => show, [show]);
  return (
    <PopupContext.Provider value={value}>
      {children}
      {popup ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={titles[popup.kind]()}
          description={popup.message}
          tone={tones[popup.kind]}
          closeLabel={m.web_close()}
          footer={<Button onClick={() => setOpen(false)}>{m.web_ok()}</Button>}
        />
      ) : null}
    </PopupContext.Provider>
  );
}

/** Opens the popup dialog with one of the spec's titles. */
export function usePopup(): (popup: PopupInput) => void {
  const show = useContext(PopupContext);
  if (!show) throw new Error('usePopup must be used inside PopupProvider');
  return show;
}
