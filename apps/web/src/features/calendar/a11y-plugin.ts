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

export function createA11yPlugin(): PluginBase<'kairosA11y'> {
  let observer: MutationObserver | null = null;
  return {
    name: 'kairosA11y',
    onRender($app: { elements: { calendarWrapper: HTMLDivElement | undefined } }) {
      const root = $app.elements.calendarWrapper;
      if (!root) return;
      fixNamedRows(root);
      observer = new MutationObserver(() => fixNamedRows(root));
      observer.observe(root, { childList: true, subtree: true });
    },
    destroy() {
      observer?.disconnect();
      observer = null;
    },
  };
}
