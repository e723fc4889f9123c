import { expect, type Page, test } from '@playwright/test';
import { CALENDAR, event, get, register, seed, settle, shows, timeColumn, touchDragBy, WEEK, yOf } from './calendar-steps';
import { api, clearOfMidnight, isMobile, shot } from './support';

/** Whether the element is inside the time grid's scrolled view (below the day headers' top, above its bottom). */
const inGridView = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const box = document.querySelector('.sx__view-container')?.getBoundingClientRect();
    if (!el || !box) return false;
    const r = el.getBoundingClientRect();
    return r.top >= box.top && r.bottom <= box.bottom;
  }, selector);

/**
 * The calendar at 375 px: the day view first, keyboard navigation, a touch drag, Ukrainian; the phone's week view
 * of three readable days, opened at the first visit or at now. Steps: calendar-steps.ts; dates as calendar.spec.ts.
 */
test.describe('calendar at 375 px', () => {
  test('375 px: day view first, keyboard navigation, touch drag, Ukrainian', { tag: '@mobile' }, async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), 'the phone layout');
    await register(page, testInfo, 'uk');
    const s = await seed(page);
    await page.goto(`${CALENDAR}?date=${WEEK.tue}`);
    await expect(page.getByRole('button', { name: 'День', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('toolbar').getByRole('heading')).toHaveText(/9 лютого 2027/);
    await expect(event(page, s.cut.id)).toContainText('10:00–10:45');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, testInfo, 'calendar-day-uk');

    // Keyboard: next day, previous day, jump to a date; then open an event with Enter.
    await page.getByRole('button', { name: 'Наступний день' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/date=2027-02-10/);
    await expect(event(page, s.colour.id)).toContainText('13:30–15:00');
    await page.getByRole('button', { name: 'Попередній день' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/date=2027-02-09/);
    await page.getByLabel('Перейти до дати').fill(WEEK.fri);
    await expect(page).toHaveURL(/date=2027-02-12/);
    await expect(page.locator(`[data-event-id="${s.holiday.id}"]`)).toContainText('Holiday');
    await page.getByRole('button', { name: 'Сьогодні' }).press('Enter');
    await expect(page).not.toHaveURL(/date=2027-02-12/);

    // Touch drag (schedule-x handles touchstart/touchmove/touchend): Cut from 10:00 to 11:00.
    await page.goto(`${CALENDAR}?view=day&date=${WEEK.tue}`);
    const hour = (await yOf(page, WEEK.tue, '11:00')) - (await yOf(page, WEEK.tue, '10:00'));
    await touchDragBy(page, event(page, s.cut.id), hour);
    await expect.poll(async () => (await get(page, s.cut.id)).start_time).toBe('11:00');

    await event(page, s.cut.id).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/appointments/calendar/${s.cut.id}$`));
  });

  test(
    '375 px: the week view shows three readable days and opens at the first visit, or at now',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      test.skip(!isMobile(testInfo), 'the phone layout');
      test.setTimeout(120_000);
      await register(page, testInfo);
      const s = await seed(page);
      await page.goto(`${CALENDAR}?view=week&date=${WEEK.tue}`);
      await expect(page.getByRole('button', { name: '3 days', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('.sx__time-grid-day')).toHaveCount(3);
      await expect(page.getByRole('toolbar').getByRole('heading')).toHaveText(/^9\s?–\s?11 February 2027$/);
      // Columns wide enough for the client's name and the time, whole.
      const cut = event(page, s.cut.id);
      await settle(cut);
      expect((await timeColumn(page, WEEK.tue).boundingBox())?.width).toBeGreaterThan(90);
      await shows(cut, cut.locator('.kx-ev__who'), { whole: true });
      await shows(cut, cut.locator('.kx-ev__time'));
      await shot(page, testInfo, 'calendar-three-days');
      // Previous and next move by three days.
      await page.getByRole('button', { name: 'Next 3 days' }).click();
      await expect(page).toHaveURL(/date=2027-02-12/);
      await expect(page.locator(`.sx__date-grid-event[data-event-id="${s.holiday.id}"]`)).toBeVisible();
      await page.getByRole('button', { name: 'Previous 3 days' }).click();
      await expect(page).toHaveURL(/date=2027-02-09/);

      // A visit late in the day (the grid runs 07:00–21:00): the grid opens scrolled to it.
      const late = await s.book(s.cutService, '2027-02-16', '18:30');
      await page.goto(`${CALENDAR}?view=week&date=2027-02-16`);
      await expect(event(page, late.id)).toBeAttached();
      await expect.poll(() => inGridView(page, `.sx__event[data-event-id="${late.id}"]`)).toBe(true);
      // Today on screen: the grid opens at now (the grid runs the whole day, so now is always on it).
      await api(page, 'PUT', '/api/v1/user/calendar-settings', {
        slot_step_minutes: 15,
        week_starts_on: 'monday',
        default_view: 'week',
        day_start_minute: 0,
        day_end_minute: 24 * 60,
        time_format: '24h',
      });
      await clearOfMidnight('Europe/London');
      await page.goto(`${CALENDAR}?view=day`);
      await expect(page.locator('.sx__current-time-indicator')).toBeAttached();
      await expect.poll(() => inGridView(page, '.sx__current-time-indicator')).toBe(true);
    },
  );
});
