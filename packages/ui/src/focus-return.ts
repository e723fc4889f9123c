import { useCallback, useLayoutEffect, useRef } from 'react';

/*
 * Focus return for dialogs opened from code (no Radix trigger to go back to).
 * What had focus when the dialog opened is not always usable: a submit button
 * that turned busy (disabled) drops focus to <body> without an event, and a
 * menu item that opened the dialog is gone once the menu closes. So the last
 * two elements that had focus are remembered too, and the first of them still
 * on the page gets focus back (retried briefly while it is still disabled).
 */

const recent: HTMLElement[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      const el = e.target;
      if (!(el instanceof HTMLElement) || el === document.body) return;
      const at = recent.indexOf(el);
      if (at >= 0) recent.splice(at, 1);
      recent.push(el);
      if (recent.length > 2) recent.shift();
    },
    true,
  );
}

/** Where focus should go back to, best first: the focused element, else the last ones that had focus. */
export function focusCandidates(): HTMLElement[] {
  const active = document.activeElement;
  const list = [active instanceof HTMLElement && active !== document.body ? active : null, ...[...recent].reverse()];
  return list.filter((el, i): el is HTMLElement => !!el && list.indexOf(el) === i);
}

/** Focuses the first candidate still on the page; a disabled one is retried for up to half a second. */
export function returnFocus(candidates: HTMLElement[]): void {
  let tries = 0;
  const attempt = () => {
    const live = candidates.filter((el) => el.isConnected);
    const [first, ...rest] = live;
    if (!first) return;
    first.focus();
    if (document.activeElement === first) return;
    if (tries++ < 10) {
      window.setTimeout(attempt, 50);
      return;
    }
    for (const el of rest) {
      el.focus();
      if (document.activeElement === el) return;
    }
  };
  attempt();
}

/**
 * Remembers where focus was when `open` turned true (before the dialog moves it in) and
 * returns a function that puts it back. Call it from the dialog's `onCloseAutoFocus`
 * (after `preventDefault()`), so however the dialog closes, focus goes back.
 */
export function useFocusReturn(open: boolean): () => void {
  const saved = useRef<HTMLElement[]>([]);
  useLayoutEffect(() => {
    if (open) saved.current = focusCandidates();
  }, [open]);
  return useCallback(() => returnFocus(saved.current), []);
}
