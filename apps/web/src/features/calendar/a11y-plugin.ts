import type { PluginBase } from '@schedule-x/calendar';

/**
 * schedule-x names its all-day row (`.sx__date-grid`) with aria-label on a
 * plain div, which ARIA does not allow (axe aria-prohibited-attr): the label is
 * ignored. Giving the row role="group" makes it a named group. Preact leaves an
 * attribute it does not render alone, so rows are fixed as they appear.
 */
export const NAMED_ROWS = '.sx__date-grid[aria-label]:not([role])';

export function fixNamedRows(root: ParentNode): void {
  for (const row of root.querySelectorAll(NAMED_ROWS)) row.setAttribute('role', 'group');
}

/**
 * The view's scroll box (`.sx__view-container`: the day's hours on a phone) holds no focusable element when
 * the day is empty, so a keyboard could not scroll it (axe scrollable-region-focusable). While it scrolls it
 * is a named region in the tab order; while everything fits, no extra tab stop.
 */
export const SCROLLER = '.sx__view-container';

export function fixScroller(root: ParentNode, label: string): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLLER)) {
    const scrolls = box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
    if (scrolls && box.getAttribute('tabindex') !== '0') {
      box.setAttribute('tabindex', '0');
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    } else if (!scrolls && box.hasAttribute('tabindex')) {
      for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    }
  }
}

/**
 * `label`: the scroll box's name in the UI's language, read when it takes focus.
 * The rows are fixed on every change (no layout needed). Whether the box scrolls needs layout: reading it in
 * the mutation callback forced a layout of the whole grid after every batch of changes a render makes (a
 * month of 1,000 events: most of its render time), so it is checked once, after the frame is painted.
 */
export function createA11yPlugin(label: () => string): PluginBase<'kairosA11y'> {
  let observer: MutationObserver | null = null;
  let sizes: ResizeObserver | null = null;
  let live = false;
  let scheduled = false;
  return {
    name: 'kairosA11y',
    onRender($app: { elements: { calendarWrapper: HTMLDivElement | undefined } }) {
      const root = $app.elements.calendarWrapper;
      if (!root) return;
      live = true;
      const scroller = () => {
        if (scheduled) return;
        scheduled = true;
        // After the next paint: a frame, then a task.
        requestAnimationFrame(() =>
          setTimeout(() => {
            scheduled = false;
            if (live) fixScroller(root, label());
          }),
        );
      };
      fixNamedRows(root);
      fixScroller(root, label());
      // Only the attributes this plugin sets change in the callbacks: it settles after one pass.
      observer = new MutationObserver(() => {
        fixNamedRows(root);
        scroller();
      });
      observer.observe(root, { childList: true, subtree: true });
      sizes = new ResizeObserver(scroller);
      sizes.observe(root);
    },
    destroy() {
      live = false;
      observer?.disconnect();
      sizes?.disconnect();
      observer = null;
      sizes = null;
    },
  };
}
