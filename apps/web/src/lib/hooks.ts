import { useEffect, useRef, useState } from 'react';

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
