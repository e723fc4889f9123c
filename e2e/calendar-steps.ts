import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { api, registerInLocale } from './support';

/** Steps the calendar tests share: a seeded week of diary, event and grid locators, mouse and touch drags. */

export const WEEK = { mon: '2027-02-08', tue: '2027-02-09', wed: '2027-02-10', thu: '2027-02-11', fri: '2027-02-12' };
export const CALENDAR = '/appointments/calendar/events';

/** The diary is in London whatever the UI language. */
export const register = (page: Page, testInfo: TestInfo, locale: 'en' | 'uk' = 'en') =>
  registerInLocale(page, testInfo, locale, {
    first_name: 'Amelia',
    last_name: 'Clarke',
    business_name: 'Amelia’s Salon',
    timezone: 'Europe/London',
  });

export interface Appointment {
  id: string;
  date: string;
  start_time: string;
  duration_minutes: number;
  series_id: string | null;
}

/** A client, two coloured services and a week of diary: Cut Tue 10:00, Colour Wed 13:30, Lunch (blocked) Tue 12:00, Holiday all day Fri. */
export async function seed(page: Page) {
  const emma = await api(page, 'POST', '/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' });
  const service = (name: string, minutes: number, colour: string) =>
    api(page, 'POST', '/api/v1/services', {
      name,
      type: 'single',
      parts: [{ title: name, duration_minutes: minutes, type: 'block' }],
      colour,
      price: 3000,
    });
  const cut = await service('Cut', 45, '#2563eb');
  const colour = await service('Colour', 90, '#db2777');
  const book = (serviceId: string, date: string, start_time: string, extra: Record<string, unknown> = {}) =>
    api<Appointment>(page, 'POST', '/api/v1/appointments', {
      type: 'appointment',
      service_id: serviceId,
      client_ids: [emma.id],
      date,
      start_time,
      ...extra,
    });
  return {
    cut: await book(cut.id, WEEK.tue, '10:00'),
    colour: await book(colour.id, WEEK.wed, '13:30'),
    lunch: await api<Appointment>(page, 'POST', '/api/v1/appointments', {
      type: 'blocked',
      title: 'Lunch',
      date: WEEK.tue,
      start_time: '12:00',
      duration_minutes: 60,
    }),
    holiday: await api<Appointment>(page, 'POST', '/api/v1/appointments', {
      type: 'blocked',
      title: 'Holiday',
      date: WEEK.fri,
      start_time: '00:00',
      all_day: true,
    }),
    book,
    cutService: cut.id,
  };
}

export const event = (page: Page, id: string) => page.locator(`.sx__event[data-event-id="${id}"]`).first();
export const timeColumn = (page: Page, date: string) => page.locator(`.sx__time-grid-day[data-time-grid-date="${date}"]`);

/** The y of a wall-clock time in a day column: the column spans the calendar's day boundaries. */
export async function yOf(page: Page, date: string, time: string): Promise<number> {
  const column = timeColumn(page, date);
  const box = await column.boundingBox();
  if (!box) throw new Error(`no column for ${date}`);
  const calendar = page.getByTestId('calendar');
  const hourOf = (t: string | null) => Number((t ?? '00:00').slice(0, 2));
  const first = hourOf(await calendar.getAttribute('data-day-start'));
  const hours = hourOf(await calendar.getAttribute('data-day-end')) - first;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return box.y + ((h + m / 60 - first) / hours) * box.height;
}

/**
 * schedule-x starts a drag 150 ms after the press (a shorter press is a click) and then draws a copy of
 * the event that follows the pointer: wait for that copy, not for a fixed time.
 */
async function dragStarted(page: Page) {
  await expect(page.locator('.is-event-copy')).toHaveCount(1);
}

/** Presses on an event near its top, waits until schedule-x has started the drag, moves in steps and lets go. */
export async function dragBy(page: Page, handle: Locator, to: { x: number; y: number }, grabOffset = 6) {
  const box = await handle.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + grabOffset;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await dragStarted(page);
  await page.mouse.move((x + to.x) / 2, (y + to.y + grabOffset) / 2, { steps: 6 });
  await page.mouse.move(to.x, to.y + grabOffset, { steps: 6 });
  await page.mouse.up();
}

export async function dragToTime(page: Page, id: string, date: string, time: string) {
  const ev = event(page, id);
  await settle(ev);
  const column = await timeColumn(page, date).boundingBox();
  if (!column) throw new Error(`no column for ${date}`);
  await dragBy(page, ev, { x: column.x + column.width / 2, y: await yOf(page, date, time) });
}

/**
 * Scrolls an event to the middle of its grid at once and waits until it holds
 * still: the app and schedule-x scroll smoothly, and a drag measured mid-scroll
 * lands a step off.
 */
export async function settle(handle: Locator) {
  const centre = () => handle.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await centre();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await handle.boundingBox());
      const still = box === last;
      // It moved (the view's own opening scroll, or a layout change after the first centring): centre it again,
      // so what is checked next is the event in view, not wherever the last scroll left it.
      if (!still) await centre();
      last = JSON.stringify(await handle.boundingBox());
      return still;
    })
    .toBe(true);
}

/**
 * Once the view's own opening scroll (to now or the first visit) has come to rest, the event is wholly in sight:
 * below the sticky day header (day names and the all-day row) and above the bottom of the scrolled box.
 */
export async function openedInSight(ev: Locator) {
  const place = () =>
    ev.evaluate((el) => {
      const box = el.closest<HTMLElement>('.sx__view-container');
      const header = box?.querySelector('.sx__week-header');
      if (!box || !header) throw new Error('no scrolled box or day header around the event');
      const rect = el.getBoundingClientRect();
      return {
        scroll: box.scrollTop,
        top: rect.top,
        bottom: rect.bottom,
        headerBottom: header.getBoundingClientRect().bottom,
        boxBottom: box.getBoundingClientRect().top + box.clientHeight,
      };
    });
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await place());
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  const at = await place();
  expect(at.top, 'the visit starts below the sticky day header').toBeGreaterThanOrEqual(at.headerBottom - 0.5);
  expect(at.bottom, 'the visit ends inside the scrolled box').toBeLessThanOrEqual(at.boxBottom + 0.5);
}

/** A finger on an event (schedule-x listens to touchstart/touchmove/touchend) dragged down by `dy` pixels. */
export async function touchDragBy(page: Page, handle: Locator, dy: number) {
  await settle(handle);
  const box = await handle.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: box.x + box.width / 2, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(box.y + 6) });
  await dragStarted(page);
  for (let i = 1; i <= 6; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(box.y + 6 + (dy * i) / 6) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

export async function openWeek(page: Page, date = WEEK.tue) {
  await page.goto(`${CALENDAR}?view=week&date=${date}`);
  await expect(page.locator('.sx__week-grid')).toBeVisible();
}

/**
 * `part` is drawn inside the event and not covered: its box lies within the
 * event's, and the top element at its start is inside the event. `whole`: not
 * shortened with "…" either.
 */
export async function shows(ev: Locator, part: Locator, { whole = false } = {}) {
  const outer = await ev.boundingBox();
  const inner = await part.boundingBox();
  if (!outer || !inner) throw new Error('not on screen');
  expect(inner.width).toBeGreaterThan(0);
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  const id = await ev.getAttribute('data-event-id');
  const top = await part.evaluate((el, eventId) => {
    const r = el.getBoundingClientRect();
    return !!document.elementFromPoint(r.x + 2, r.y + r.height / 2)?.closest(`[data-event-id="${eventId}"]`);
  }, id);
  expect(top).toBe(true);
  if (whole) expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

export const get = (page: Page, id: string) => api<Appointment>(page, 'GET', `/api/v1/appointments/${id}`);
