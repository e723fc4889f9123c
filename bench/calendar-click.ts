// bench:calendar's timed action, in the page: a click on a toolbar control until the month is drawn (calendar-render.ts).
import type { Page } from '@playwright/test';

/**
 * In the page: clicks a toolbar button and resolves with the milliseconds until
 * the calendar is idle (no request in flight), the target date's month cell is
 * drawn with at least `events` month-grid events, and the next frame has come.
 */
export function measureClick(page: Page, button: Control, date: string, events: number): Promise<number> {
  // Passed as source text: tsx would wrap named functions with a helper the page does not have.
  return page.evaluate(`(${IN_PAGE})(${JSON.stringify({ button, date, events })})`) as Promise<number>;
}

/** The toolbar's controls by their data attributes (apps/web/src/features/calendar/toolbar.tsx), in any language. */
export const CONTROL = {
  week: '[role="toolbar"] [data-view-option="week"]',
  month: '[role="toolbar"] [data-view-option="month-grid"]',
  next: '[role="toolbar"] [data-step="next"]',
} as const;
export type Control = (typeof CONTROL)[keyof typeof CONTROL];

const IN_PAGE = `({ button, date, events }) => new Promise((done, fail) => {
  // The switch is done when the calendar says it shows the month (data-view), the week's grid is off the screen, and
  // the month's days and events are there, all counted in the live view only: the view switched away from stays in
  // the page, hidden and inert, until the idle time after the new view's first frame (use-schedule-x.ts
  // unmountView), so an old month grid must not count as the new one (that measured nothing) and the week's hidden
  // grid, which no one sees, must not hold the clock until it is removed.
  const view = button.includes('month-grid') ? 'month-grid' : null;
  const live = (selector) => Array.from(document.querySelectorAll(selector)).filter((el) => !el.closest('[inert]'));
  const ready = () =>
    !document.querySelector('[data-testid="calendar"][aria-busy]') &&
    (!view || (document.querySelector('[data-testid="calendar"][data-view="' + view + '"]') !== null &&
      live('.sx__week-grid').length === 0)) &&
    live('.sx__month-grid-day[data-date="' + date + '"]').length > 0 &&
    live('.sx__month-grid-event').length >= events;
  const target = document.querySelector(button);
  if (!target) return fail(new Error('no control ' + button));
  const timeout = setTimeout(() => fail(new Error('not ready after 20 s: ' + button + ' to ' + date)), 20000);
  let observer;
  const t0 = performance.now();
  performance.mark('bench:click');
  const finish = () => {
    observer.disconnect();
    clearTimeout(timeout);
    requestAnimationFrame(() => {
      performance.mark('bench:drawn');
      done(performance.now() - t0);
    });
  };
  observer = new MutationObserver(() => ready() && finish());
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  target.click();
  if (ready()) finish();
})`;
