import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The first element matching `selector` that is shown (a hidden side menu's copy or a closed panel's is skipped). */
export function visibleMatch(selector: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && el.checkVisibility?.({ visibilityProperty: true }) !== false) return el;
  }
  return null;
}

/**
 * The element a step is about, once it is on the page (a list's button arrives with its data): looked for on
 * every frame for up to `wait` ms, then scrolled into view below the sticky header.
 */
export function useTarget(selector: string, wait = 4000): HTMLElement | null {
  const [found, setFound] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setFound(null);
    const until = performance.now() + wait;
    let frame = 0;
    const look = () => {
      const el = visibleMatch(selector);
      if (el) {
        // Near the top (the dialog sits at the bottom), clear of the sticky header.
        el.style.scrollMarginTop = '5rem';
        el.scrollIntoView({ block: 'start', inline: 'nearest', behavior: 'instant' });
        setFound(el);
      } else if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [selector, wait]);
  return found;
}

/** Where the element is on screen, followed frame by frame while it is shown (scrolling, resizing, layout). */
function useRect(el: HTMLElement | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useEffect(() => {
    if (!el) {
      setRect(null);
      return;
    }
    let frame = 0;
    let last = '';
    const measure = () => {
      const r = el.getBoundingClientRect();
      const key = `${r.x}|${r.y}|${r.width}|${r.height}`;
      if (key !== last) {
        last = key;
        setRect(r);
      }
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [el]);
  return rect;
}

const PAD = 6;

/**
 * A ring around the element the tour step describes, with the rest of the page dimmed around it (one box whose
 * shadow covers the screen). Decoration only: hidden from assistive technology, never in the way of a click.
 */
export function Spotlight({ target }: { target: HTMLElement | null }) {
  const rect = useRect(target);
  if (!rect) return createPortal(<div aria-hidden="true" className="fixed inset-0 z-[45] bg-gray-950/40" />, document.body);
  return createPortal(
    <div
      aria-hidden="true"
      data-testid="tour-spotlight"
      className="pointer-events-none fixed z-[45] rounded-xl ring-2 ring-brand-500 ring-offset-2"
      style={{
        top: rect.top - PAD,
        left: rect.left - PAD,
        width: rect.width + 2 * PAD,
        height: rect.height + 2 * PAD,
        boxShadow: '0 0 0 200vmax rgb(3 7 18 / 0.45)',
      }}
    />,
    document.body,
  );
}
