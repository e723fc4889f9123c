import { expect, test } from '@playwright/test';
import {
  type Appointment,
  CALENDAR,
  dragToTime,
  event,
  get,
  openedInSight,
  openWeek,
  register,
  seed,
  settle,
  shows,
  timeColumn,
  touchDragBy,
  WEEK,
  yOf,
} from './calendar-steps';
import { api, clearOfMidnight, isMobile, shot } from './support';

/**
 * The calendar (schedule-x): week and month views with the right times and
 * colours, opening an appointment and an empty slot, moving and resizing by
 * mouse drag (checked on the server), one occurrence of a weekly series,
 * the double-booking confirmation; at 375 px the day view, keyboard
 * navigation, a touch drag, Ukrainian; offline read-only from the saved copy;
 * who is coming (time and client's name on a 45-minute visit); the day view
 * below 992 px and a picked view remembered per width; the week opens with its first visit in sight below the
 * sticky day header. Steps: calendar-steps.ts.
 * Dates are fixed in February 2027 (no DST change near them), London time.
 */

test.describe('calendar', () => {
  test(
    'week and month views show the events at their times, colours and days; click opens them',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await register(page, testInfo);
      const s = await seed(page);
      await openWeek(page);

      const cut = event(page, s.cut.id);
      // The week opens at its first visit (Cut, Tuesday 10:00): in sight, not under the sticky day header.
      await openedInSight(cut);
      await expect(cut).toContainText('Cut');
      await expect(cut).toContainText('10:00–10:45');
      await expect(timeColumn(page, WEEK.tue).locator(`[data-event-id="${s.cut.id}"]`)).toBeVisible();
      await expect(timeColumn(page, WEEK.wed).locator(`[data-event-id="${s.colour.id}"]`)).toContainText('13:30–15:00');
      await expect(event(page, s.lunch.id)).toHaveClass(/kx-type-blocked/);
      // The all-day row holds the holiday (Friday: the next three days on a phone).
      if (isMobile(testInfo)) await page.getByRole('button', { name: 'Next 3 days' }).click();
      await expect(page.locator(`.sx__date-grid-event[data-event-id="${s.holiday.id}"]`)).toContainText('Holiday');
      if (isMobile(testInfo)) await page.getByRole('button', { name: 'Previous 3 days' }).click();
      // Coloured by service: the bar is the service's colour.
      expect(await cut.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe('rgb(37, 99, 235)');
      // Tuesday 10:00 sits below 09:00 and above 12:00 (Lunch).
      const cutBox = await cut.boundingBox();
      expect(Math.abs((cutBox?.y ?? 0) - (await yOf(page, WEEK.tue, '10:00')))).toBeLessThan(3);
      await shot(page, testInfo, 'calendar-week');

      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
      const tuesday = page.locator(`.sx__month-grid-day[data-date="${WEEK.tue}"]`);
      await expect(tuesday.locator(`[data-event-id="${s.cut.id}"]`)).toContainText('Cut');
      await expect(tuesday.locator(`[data-event-id="${s.cut.id}"]`)).toContainText('10:00');
      // A month event is one line of text; its label (name for screen readers, tooltip) is the line, then the words
      // its marks stand for.
      const monthCut = page.getByRole('button', { name: /^10:00 Emma Brown Cut(, .+)?$/ });
      await expect(monthCut).toHaveAttribute('data-event-id', s.cut.id);
      await expect(monthCut).toHaveAttribute('title', /^10:00 Emma Brown Cut(, .+)?$/);
      await expect(page.locator(`.sx__month-grid-day[data-date="${WEEK.wed}"]`)).toContainText('Colour');
      await expect(page.getByRole('toolbar').getByRole('heading')).toHaveText('February 2027');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        testInfo.project.use.viewport?.width ?? 1280,
      );
      await shot(page, testInfo, 'calendar-month');

      await tuesday.locator(`[data-event-id="${s.cut.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/appointments/calendar/${s.cut.id}$`));
    },
  );

  test(
    'an empty slot and "New appointment" open the form at that date and time',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await register(page, testInfo);
      await seed(page);
      await openWeek(page);
      const column = await timeColumn(page, WEEK.thu).boundingBox();
      if (!column) throw new Error('no Thursday column');
      await page.mouse.click(column.x + column.width / 2, (await yOf(page, WEEK.thu, '09:00')) + 4);
      await expect(page).toHaveURL(/\/appointments\/calendar\/form\?date=2027-02-11&start_time=09:00$/);

      await openWeek(page);
      await page.getByRole('button', { name: 'New appointment' }).click();
      await expect(page).toHaveURL(/\/appointments\/calendar\/form\?date=2027-02-09&start_time=09:00$/);
    },
  );

  test('drag moves an event to another day and time; the resize handle changes its length', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'mouse drags run at 1280 px; the 375 px test drags by touch in the day view');
    await register(page, testInfo);
    const s = await seed(page);
    await openWeek(page);

    await dragToTime(page, s.cut.id, WEEK.thu, '11:00');
    await expect(timeColumn(page, WEEK.thu).locator(`[data-event-id="${s.cut.id}"]`)).toContainText('11:00–11:45');
    await expect.poll(async () => (await get(page, s.cut.id)).start_time).toBe('11:00');
    expect(await get(page, s.cut.id)).toMatchObject({ date: WEEK.thu, start_time: '11:00', duration_minutes: 45 });

    // Resize Colour (Wed 13:30–15:00) by half an hour.
    const colour = event(page, s.colour.id);
    await settle(colour);
    const handle = colour.locator('.sx__time-grid-event-resize-handle');
    const box = await handle.boundingBox();
    if (!box) throw new Error('no resize handle');
    const halfHour = (await yOf(page, WEEK.wed, '14:00')) - (await yOf(page, WEEK.wed, '13:30'));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // A little past the half hour: the plugin snaps down to the 15-minute step.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + halfHour * 1.1, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await get(page, s.colour.id)).duration_minutes).toBe(120);
    await expect(event(page, s.colour.id)).toContainText('13:30–15:30');
  });

  test(
    'one occurrence of a weekly series moves alone when "Only this one" is chosen',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await register(page, testInfo);
      const s = await seed(page);
      const first = await s.book(s.cutService, '2027-02-01', '09:00', {
        recurring: { frequency: 'weekly', end_date: '2027-03-01' },
      });
      const seriesId = first.series_id as string;
      expect(seriesId).toBeTruthy();
      const occurrence = page.locator(`[data-time-grid-date="${WEEK.mon}"] .sx__event.kx-recurring`).first();
      if (isMobile(testInfo)) {
        // 375 px: the day view, dragged by touch two hours down.
        await page.goto(`${CALENDAR}?view=day&date=${WEEK.mon}`);
        await expect(occurrence).toBeVisible();
        const twoHours = (await yOf(page, WEEK.mon, '11:00')) - (await yOf(page, WEEK.mon, '09:00'));
        await touchDragBy(page, occurrence, twoHours);
      } else {
        await openWeek(page, WEEK.mon);
        await dragToTime(page, (await occurrence.getAttribute('data-event-id')) as string, WEEK.mon, '11:00');
      }
      const dialog = page.getByRole('dialog', { name: 'Change a recurring appointment' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Only this one' }).click();
      await expect(dialog).toBeHidden();

      const times = async () => {
        const items = await api<Appointment[]>(page, 'GET', '/api/v1/appointments?from=2027-02-01&to=2027-03-01');
        return Object.fromEntries(items.filter((a) => a.series_id === seriesId).map((a) => [a.date, a.start_time]));
      };
      await expect.poll(times).toEqual({
        '2027-02-01': '09:00',
        '2027-02-08': '11:00',
        '2027-02-15': '09:00',
        '2027-02-22': '09:00',
        '2027-03-01': '09:00',
      });
      await expect(occurrence).toContainText('11:00–11:45');
      await shot(page, testInfo, 'calendar-series-moved', false);
    },
  );

  test('dropping onto booked time asks to double-book: cancel puts it back, confirm books it', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), 'mouse drags run at 1280 px; the 375 px test drags by touch in the day view');
    await register(page, testInfo);
    const s = await seed(page);
    await openWeek(page);
    const dialog = page.getByRole('dialog', { name: 'This time is already booked' });

    await dragToTime(page, s.cut.id, WEEK.tue, '12:00');
    await expect(dialog).toBeVisible();
    await shot(page, testInfo, 'calendar-overlap', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(event(page, s.cut.id)).toContainText('10:00–10:45');
    expect((await get(page, s.cut.id)).start_time).toBe('10:00');

    await dragToTime(page, s.cut.id, WEEK.tue, '12:00');
    await dialog.getByRole('button', { name: 'Double-book anyway' }).click();
    await expect.poll(async () => (await get(page, s.cut.id)).start_time).toBe('12:00');
    await expect(event(page, s.cut.id)).toContainText('12:00–12:45');
  });

  for (const locale of ['en', 'uk'] as const) {
    test(`a 45-minute visit shows its time and the client's name (${locale})`, { tag: '@mobile' }, async ({ page }, testInfo) => {
      await register(page, testInfo, locale);
      const s = await seed(page);
      await page.goto(`${CALENDAR}?view=day&date=${WEEK.tue}`);
      const cut = event(page, s.cut.id);
      await settle(cut);
      await expect(cut.locator('.kx-ev__time')).toHaveText('10:00–10:45');
      await expect(cut.locator('.kx-ev__who')).toHaveText('Emma Brown');
      await shows(cut, cut.locator('.kx-ev__time'));
      await shows(cut, cut.locator('.kx-ev__who'), { whole: true });
      await page.screenshot({ path: `/tmp/h4-calendar-day-${locale}-${testInfo.project.name}.png` });
      if (!isMobile(testInfo)) {
        // A week's narrow columns put the name on a line of its own, then the start time.
        await openWeek(page);
        await settle(cut);
        await shows(cut, cut.locator('.kx-ev__who'), { whole: true });
        await shows(cut, cut.locator('.kx-ev__time'));
        await page.screenshot({ path: `/tmp/h4-calendar-week-${locale}-${testInfo.project.name}.png` });
      }
      // 30 minutes: one line, still the time and the name.
      const short = await s.book(s.cutService, WEEK.thu, '15:00', { duration_minutes: 30 });
      await page.goto(`${CALENDAR}?view=day&date=${WEEK.thu}`);
      const ev = event(page, short.id);
      await settle(ev);
      await shows(ev, ev.locator('.kx-ev__time'));
      await shows(ev, ev.locator('.kx-ev__who'), { whole: true });
    });
  }

  test(
    'below 992 px the calendar opens on the day view; a picked view is remembered per width',
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await register(page, testInfo);
      const s = await seed(page);
      const view = page.getByTestId('calendar');
      // A tablet (800 px) is narrow too; a phone keeps its own 375 px.
      if (!isMobile(testInfo)) await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(`${CALENDAR}?date=${WEEK.tue}`);
      await expect(view).toHaveAttribute('data-view', 'day');
      await expect(event(page, s.cut.id)).toBeVisible();
      // A phone's week view shows 3 days, and its button says so.
      const week = isMobile(testInfo) ? '3 days' : 'Week';
      await page.getByRole('button', { name: week, exact: true }).click();
      await expect(view).toHaveAttribute('data-view', 'week');
      await page.goto(`${CALENDAR}?date=${WEEK.tue}`);
      await expect(view).toHaveAttribute('data-view', 'week');
      await expect(page.getByRole('button', { name: week, exact: true })).toHaveAttribute('aria-pressed', 'true');
      if (isMobile(testInfo)) return;

      // Wide screens keep a choice of their own: month at 1280 px, still week at 800 px.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${CALENDAR}?date=${WEEK.tue}`);
      await expect(view).toHaveAttribute('data-view', 'week');
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await page.goto(`${CALENDAR}?date=${WEEK.tue}`);
      await expect(view).toHaveAttribute('data-view', 'month-grid');
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(`${CALENDAR}?date=${WEEK.tue}`);
      await expect(view).toHaveAttribute('data-view', 'week');
    },
  );

  test('offline: the saved copy is shown read-only', async ({ page, context }, testInfo) => {
    await register(page, testInfo);
    const s = await seed(page);
    await clearOfMidnight('Europe/London');
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()));
    const late = await s.book(s.cutService, today, '22:00', { allow_overlap: true });
    // Online at another month: the next two weeks (appointments.offline) are fetched on the way.
    const twoWeeks = page.waitForResponse((r) => r.url().includes('appointments.offline') && r.ok());
    await openWeek(page);
    await expect(event(page, s.cut.id)).toBeVisible();
    await twoWeeks;

    await context.setOffline(true);
    // The app-wide offline warning comes first.
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(page.getByText(/You are offline\. This is the copy saved on this device/)).toBeVisible();
    await expect(event(page, late.id)).toContainText('22:00–22:45');
    await expect(page.getByRole('button', { name: 'New appointment' })).toBeDisabled();
    await shot(page, testInfo, 'calendar-offline');
    await context.setOffline(false);
  });
});
