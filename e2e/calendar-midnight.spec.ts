import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { type Appointment, CALENDAR, event, timeColumn } from './calendar-steps';
import { api, registerInLocale, shot } from './support';

/**
 * Items at and across local midnight show in the day, week and month views, in
 * the business's zone, whatever the browser's zone: 00:00, 23:30–00:30 and
 * the spring-forward and fall-back days of London and Kyiv, and an item ending at
 * midnight exactly. The browser is in New York, five to seven hours behind both
 * businesses. (Items running on past midnight are shown by schedule-x in the
 * all-day row of both days, with their start time.)
 */
test.use({ timezoneId: 'America/New_York' });

async function setUp(page: Page, testInfo: TestInfo, timezone: string) {
  await registerInLocale(page, testInfo, 'en', {
    first_name: 'Nina',
    last_name: 'Hale',
    business_name: 'Midnight Studio',
    timezone,
  });
  return (date: string, start_time: string, duration_minutes: number, title: string) =>
    api<Appointment>(page, 'POST', '/api/v1/appointments', { type: 'blocked', title, date, start_time, duration_minutes });
}

async function open(page: Page, view: 'day' | 'week' | 'month-grid', date: string) {
  await page.goto(`${CALENDAR}?view=${view}&date=${date}`);
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', view);
  await expect(page.getByTestId('calendar')).not.toHaveAttribute('aria-busy', 'true');
}

const monthDay = (page: Page, date: string) => page.locator(`.sx__month-grid-day[data-date="${date}"]`);

for (const zone of ['Europe/London', 'Europe/Kyiv']) {
  test(`00:00, 10:00 and 23:30–00:30 show in day, week and month views (${zone}, browser in New York)`, async ({
    page,
  }, testInfo) => {
    const book = await setUp(page, testInfo, zone);
    const midnight = await book('2027-02-10', '00:00', 30, 'Early');
    const morning = await book('2027-02-10', '10:00', 30, 'Morning');
    const late = await book('2027-02-10', '23:30', 60, 'Late');
    // Ends at midnight exactly: still in the day's time grid, with its real end in the text.
    const closing = await book('2027-02-09', '23:00', 60, 'Closing');

    await open(page, 'day', '2027-02-10');
    const column = timeColumn(page, '2027-02-10');
    for (const item of [midnight, morning]) await expect(column.locator(`[data-event-id="${item.id}"]`)).toBeVisible();
    await expect(event(page, late.id)).toBeVisible();
    await expect(event(page, midnight.id)).toContainText('00:00');
    await expect(page.getByTestId('calendar')).toHaveAttribute('data-day-start', '00:00');
    await shot(page, testInfo, `calendar-midnight-day-${zone.replace('/', '-')}`);
    // The next day's view shows the late item's half hour after midnight.
    await open(page, 'day', '2027-02-11');
    await expect(event(page, late.id)).toBeVisible();

    // From Tuesday: the same week at 1280 px, and a phone's three days (9–11 February) hold the 9th and 10th.
    await open(page, 'week', '2027-02-09');
    for (const item of [midnight, morning]) await expect(column.locator(`[data-event-id="${item.id}"]`)).toBeVisible();
    await expect(event(page, late.id)).toBeVisible();
    const closingEvent = timeColumn(page, '2027-02-09').locator(`[data-event-id="${closing.id}"]`);
    await expect(closingEvent).toBeVisible();
    await expect(closingEvent).toContainText('23:00–00:00');

    await open(page, 'month-grid', '2027-02-10');
    for (const item of [midnight, morning, late])
      await expect(monthDay(page, '2027-02-10').locator(`[data-event-id="${item.id}"]`)).toBeVisible();
    await shot(page, testInfo, `calendar-midnight-month-${zone.replace('/', '-')}`);
  });
}

const DST = [
  // Spring forward (London 01:00→02:00, Kyiv 03:00→04:00) and fall back (London 02:00→01:00, Kyiv 04:00→03:00).
  { zone: 'Europe/London', dates: ['2027-03-28', '2027-10-31'] },
  { zone: 'Europe/Kyiv', dates: ['2027-03-28', '2027-10-31'] },
];

for (const { zone, dates } of DST) {
  test(`midnight on the clock-change days shows in day and month views (${zone})`, async ({ page }, testInfo) => {
    const book = await setUp(page, testInfo, zone);
    for (const date of dates) {
      const early = await book(date, '00:00', 30, 'Early');
      const late = await book(date, '23:30', 60, 'Late');
      await open(page, 'day', date);
      await expect(timeColumn(page, date).locator(`[data-event-id="${early.id}"]`)).toBeVisible();
      await expect(event(page, late.id)).toBeVisible();
      await open(page, 'month-grid', date);
      await expect(monthDay(page, date).locator(`[data-event-id="${early.id}"]`)).toBeVisible();
      await expect(monthDay(page, date).locator(`[data-event-id="${late.id}"]`)).toBeVisible();
    }
  });
}
