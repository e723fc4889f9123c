import { useLayoutEffect, useRef } from 'react';

/**
 * For a dialog opened from code (no Radix trigger): remembers what had focus
 * when it opened and returns there when it closes. Use the returned function
 * in place of `onOpenChange`.
 */
export function useReturnFocus(open: boolean, onOpenChange: (open: boolean) => void) {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (next: boolean) => {
    onOpenChange(next);
    if (next) return;
    const target = returnTo.current;
    window.setTimeout(() => {
      if (target?.isConnected) target.focus();
    }, 0);
  };
}
