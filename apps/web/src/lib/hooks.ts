import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** True once the page has scrolled past `offset` pixels; the scroll handler runs at most every `wait` ms. */
export function useScrolledPast(offset: number, wait: number): boolean {
  const [past, setPast] = useState(false);
  const last = useRef(0);
  const trailing = useRef<number | undefined>(undefined);
  useEffect(() => {
    const measure = () => {
      last.current = Date.now();
      setPast(window.scrollY > offset);
    };
    const onScroll = () => {
      const since = Date.now() - last.current;
      if (since >= wait) {
        window.clearTimeout(trailing.current);
        measure();
      } else {
        window.clearTimeout(trailing.current);
        trailing.current = window.setTimeout(measure, wait - since);
      }
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(trailing.current);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset, wait]);
  return past;
}

/** Sets the document title, e.g. "Dashboard · Kairos". */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Kairos` : 'Kairos';
  }, [title]);
}

/**
 * The layout's widths in one place (docs/product/common.md breakpoints, as Tailwind's `md` and `lg` apply them): a phone is below
 * md, and below lg the side menu is the phone menu (app-shell.tsx).
 */
export const PHONE_QUERY = '(max-width: 767.98px)';
export const MENU_QUERY = '(max-width: 991.98px)';

/** Whether a media query matches now, following the window as it changes (rotation, resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
