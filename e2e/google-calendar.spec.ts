import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { onlineService, openBookingPage, owner } from './booking-owner';
import { chooseItem, chooseType, fitsScreen, section, verifyByEmail, visitorTab } from './booking-steps';
import { T } from './booking-words';
import { api, dateIn, shot, uniqueEmail } from './support';

/**
 * Google Calendar both ways (issue 28), against the fake (e2e/fakes/google-calendar-api.ts, served by the payments
 * process on its port + 10001): connect through the consent page, pick the calendars, a busy event seeded in Google
 * takes its time off the booking page after one sync, and a Kairos appointment appears in the chosen Google calendar.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: test-only variable, not part of any turbo task
const GOOGLE = `http://127.0.0.1:${(Number(process.env.E2E_PORT) || 8899) + 11_001}`;
const ACCOUNT = 'owner@gmail.example';
const WORK = 'work@group.calendar.google.example';
const ZONE = 'Europe/London';
const KYIV = 'Europe/Kyiv';

const WORDS = {
  en: {
    connect: 'Connect Google Calendar',
    connected: `Connected as ${ACCOUNT}`,
    main: `${ACCOUNT} (main)`,
    writeTo: 'Write Kairos appointments to',
    save: 'Save calendars',
    saved: 'Calendars saved.',
    sync: 'Sync now',
    synced: /^Last synced /,
    busy: 'Busy (Google)',
  },
  uk: {
    connect: 'Підключити Google Календар',
    connected: `Підключено як ${ACCOUNT}`,
    main: `${ACCOUNT} (основний)`,
    writeTo: 'Записувати записи Kairos до',
    save: 'Зберегти календарі',
    saved: 'Календарі збережено.',
    sync: 'Синхронізувати зараз',
    synced: /^Остання синхронізація /,
    busy: 'Зайнято (Google)',
  },
} as const;

/** Connect through the fake's consent page and pick the main calendar for busy times, Work to write to. */
async function connectAndPick(page: Page, testInfo: TestInfo, locale: 'en' | 'uk') {
  const w = WORDS[locale];
  await page.goto('/account-setup/integrations/google-calendar');
  await page.getByRole('button', { name: w.connect }).click();
  await page.locator('#allow').click();
  await expect(page).toHaveURL(/google-calendar\?connected=1/);
  await expect(page.getByTestId('wgg-connected-as')).toHaveText(w.connected);
  await page.getByRole('checkbox', { name: w.main }).check();
  await page.getByRole('combobox', { name: w.writeTo }).selectOption({ label: 'Work' });
  await page.getByRole('button', { name: w.save }).click();
  await expect(page.getByText(w.saved).first()).toBeVisible();
  await shot(page, testInfo, `google-calendars-${locale}`);
}

/**
 * The owner's diary on `date` in a view: the Google busy time from `from` as a "busy (Google)" block, without the
 * event's title (the fake's events are all "Private"), and a click on it opens nothing.
 */
async function busyInDiary(page: Page, view: 'day' | 'week' | 'month-grid', date: string, label: string, from: string) {
  await page.goto(`/appointments/calendar/events?view=${view}&date=${date}`);
  const diary = page.getByTestId('calendar');
  const block = diary.locator('.sx__event.kx-type-google-busy').filter({ hasText: from });
  await expect(block).toHaveCount(1);
  await expect(block).toContainText(label);
  await expect(diary).not.toContainText('Private');
  await block.click();
  await expect(page).toHaveURL(/\/appointments\/calendar\/events\?/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return block;
}

/** `HH:MM` on `date` in London (or `zone`) as an instant (the zone's offset that day, GMT or BST). */
function londonInstant(date: string, hhmm: string, zone = ZONE): string {
  const guess = new Date(`${date}T${hhmm}:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value;
  const hours = Number(/GMT([+-]\d+)?/.exec(name ?? '')?.[1] ?? 0);
  return new Date(guess.getTime() - hours * 3_600_000).toISOString();
}

test('connect, pick calendars: a Google busy event blocks a booking-page time after one sync; a Kairos booking appears in Google', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const w = WORDS.en;
  const t = T.en;
  await owner(page, testInfo, 'en', 'Google Studio');
  const service = await onlineService(page, 'Trim', 3000);
  const slug = await openBookingPage(page, { service_ids: [service.id] });
  // A Tuesday to Thursday in the booking page's first week (open in the default hours).
  let k = 1;
  while (![2, 3, 4].includes(new Date(`${dateIn(ZONE, k)}T12:00:00Z`).getUTCDay())) k++;
  const day = dateIn(ZONE, k);

  await connectAndPick(page, testInfo, 'en');
  // The owner's private appointment in Google: 10:00–11:00 that day.
  const seeded = await request.post(`${GOOGLE}/_fake/events`, {
    data: { calendarId: ACCOUNT, start: londonInstant(day, '10:00'), end: londonInstant(day, '11:00') },
  });
  expect(seeded.ok()).toBe(true);
  await page.getByRole('button', { name: w.sync }).click();
  await expect(page.getByTestId('wgg-synced')).toHaveText(w.synced);

  // The booking page: that day offers 09:30 and 11:00, not the times that would run into 10:00–11:00.
  const tab = await visitorTab(browser, testInfo, 'en', ZONE, slug);
  await chooseType(tab, t, t.appointment);
  await verifyByEmail(tab, t, uniqueEmail('google'));
  await chooseItem(tab, t, t.chooseService, 'Trim');
  const step = section(tab, t.pickTime);
  await expect(step.getByText(t.loading)).toHaveCount(0);
  const days = step.locator('button[aria-pressed]');
  await days.nth(k).click();
  await expect(days.nth(k)).toHaveAttribute('aria-pressed', 'true');
  await expect(step.getByRole('button', { name: /^11:00/ })).toBeVisible();
  await expect(step.getByRole('button', { name: /^09:30/ })).toBeVisible();
  await expect(step.getByRole('button', { name: /^10:00/ })).toHaveCount(0);
  await expect(step.getByRole('button', { name: /^10:30/ })).toHaveCount(0);
  await shot(tab, testInfo, 'google-busy-booking-page');
  await tab.context().close();

  // The owner's diary shows it as "Busy (Google)" in day, week and month, without its details.
  for (const view of ['day', 'week', 'month-grid'] as const) await busyInDiary(page, view, day, w.busy, '10:00');
  await shot(page, testInfo, 'google-busy-diary-month');
  await page.goto('/account-setup/integrations/google-calendar');

  // A Kairos appointment at 14:00 that day: in the Work calendar after the next sync.
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Olha', last_name: 'Savchenko' });
  await api(page, 'POST', '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date: day,
    start_time: '14:00',
  });
  await page.getByRole('button', { name: w.sync }).click();
  await expect
    .poll(async () => {
      const events = (await (await request.get(`${GOOGLE}/_fake/events?calendarId=${encodeURIComponent(WORK)}`)).json()) as {
        summary: string;
        start: { dateTime: string };
      }[];
      return events.map((e) => [e.summary, e.start.dateTime]);
    })
    .toContainEqual(['Trim: Olha Savchenko', londonInstant(day, '14:00')]);
});

test(
  'the Google Calendar screen and a busy time in the diary at 375 px, in Ukrainian',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
    await owner(page, testInfo, 'uk', 'Google Студія');
    await connectAndPick(page, testInfo, 'uk');
    await expect(page.getByTestId('wgg-calendars')).toBeVisible();
    await fitsScreen(page);
    // A busy time in Google (a day and hour of its own: the fake's calendar is shared with the desktop test) shows in
    // the phone's diary, at its time in the business's zone (Kyiv, the Ukrainian owner's).
    const day = dateIn(KYIV, 9);
    const seeded = await request.post(`${GOOGLE}/_fake/events`, {
      data: { calendarId: ACCOUNT, start: londonInstant(day, '15:00', KYIV), end: londonInstant(day, '16:00', KYIV) },
    });
    expect(seeded.ok()).toBe(true);
    // The screen says "last synced" already (the save synced): wait for this sync's answer.
    const synced = page.waitForResponse((r) => r.url().includes('/trpc/google.sync') && r.request().method() === 'POST');
    await page.getByRole('button', { name: WORDS.uk.sync }).click();
    expect((await synced).ok()).toBe(true);
    await busyInDiary(page, 'day', day, WORDS.uk.busy, '15:00');
    await fitsScreen(page);
    await shot(page, testInfo, 'google-busy-diary-phone-uk');
  },
);
