import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from './cn';

export interface ScrollAreaProps {
  /** What the box holds (e.g. the table's caption): its name as a region, read when it takes focus. */
  label: string;
  className?: string;
  children: ReactNode;
  id?: string;
  'data-testid'?: string;
}

/** Whether the element's content is wider than the element, kept up to date as either changes size. */
function useScrollsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const sizes = new ResizeObserver(measure);
    const watch = () => {
      sizes.disconnect();
      sizes.observe(el);
      for (const child of el.children) sizes.observe(child);
      measure();
    };
    // The content can change without this component rendering (a list that loads its own rows).
    const content = new MutationObserver(watch);
    content.observe(el, { childList: true });
    watch();
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, [ref]);
  return scrolls;
}

/**
 * A box that scrolls sideways (a wide table on a narrow screen). While its content is wider than it,
 * it is a named region in the tab order, so a keyboard user can reach it and scroll it with the arrow
 * keys (WCAG 2.1.1; axe scrollable-region-focusable), with a visible focus ring. While everything fits
 * it is a plain box and no extra tab stop.
 */
export function ScrollArea({ label, className, children, ...rest }: ScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(ref);
  return (
    <div
      ref={ref}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500', className)}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      {...rest}
    >
      {children}
    </div>
  );
}
