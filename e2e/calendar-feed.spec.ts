import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { api, dateIn, noSidewaysScroll, registerInLocale, shot } from './support';

/**
 * Calendar feed (issue 28): the settings screen shows the private address, the feed it names is a calendar a real
 * parser (ical.js) reads with the booked appointment in it, client names follow the switch, and making a new
 * address (behind a confirmation) retires the old one at once. The phone check looks at the Ukrainian screen at 375 px.
 */
const PATH = '/account-setup/integrations/calendar-feed';

async function bookTomorrow(page: Page, zone: string) {
  const date = dateIn(zone, 1);
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
  const service = await api(page, 'POST', '/api/v1/services', {
    name: 'Colour',
    type: 'single',
    parts: [{ title: 'Colour', duration_minutes: 45, type: 'block' }],
    colour: '#0d9488',
    price: 4000,
  });
  const appointment = await api<{ id: string; start_at: string; end_at: string }>(page, 'POST', '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date,
    start_time: '10:30',
  });
  return appointment;
}

/** The feed at `url` as a calendar app reads it (no cookies), parsed: its events by UID. */
async function readFeed(page: Page, url: string) {
  const res = await page.request.fetch(url, { headers: { cookie: '' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const cal = new ICAL.Component(ICAL.parse(await res.text()));
  for (const z of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, start: e.startDate.toJSDate().getTime(), end: e.endDate.toJSDate().getTime() };
  });
}

test('calendar feed: copy the address, a parseable feed with the booking, client names, a new address', async ({
  page,
}, testInfo) => {
  await registerInLocale(page, testInfo, 'en');
  const booked = await bookTomorrow(page, 'Europe/London');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Calendar feed', level: 1 })).toBeVisible();
  const url = (await page.getByTestId('wcf-url').textContent()) ?? '';
  expect(url).toMatch(/\/api\/v1\/calendar\/[a-z2-7]{32}\.ics$/);
  for (const app of ['Google Calendar', 'Apple Calendar on iPhone or iPad', 'Apple Calendar on a Mac', 'Outlook'])
    await expect(page.getByTestId('wcf-instructions').getByText(app, { exact: true })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('wcf-copy').click();
  await expect(page.getByText('Address copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await shot(page, testInfo, 'calendar-feed-en');

  // Off by default: the service only.
  const plain = await readFeed(page, url);
  expect(plain).toEqual([
    { uid: `${booked.id}@kairos`, summary: 'Colour', start: Date.parse(booked.start_at), end: Date.parse(booked.end_at) },
  ]);
  await page.getByRole('switch', { name: 'Include client names' }).check();
  await expect(page.getByRole('switch', { name: 'Include client names' })).toBeChecked();
  await expect.poll(async () => (await readFeed(page, url))[0]?.summary).toBe('Colour: Olivia Hughes');

  // A new address: confirmed in the dialog, shown at once; the old one answers 404.
  await page.getByTestId('wcf-regenerate').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Make a new calendar address?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(page.getByTestId('wcf-url')).not.toHaveText(url);
  const fresh = (await page.getByTestId('wcf-url').textContent()) ?? '';
  expect((await page.request.fetch(url, { headers: { cookie: '' } })).status()).toBe(404);
  expect((await readFeed(page, fresh)).map((e) => e.uid)).toEqual([`${booked.id}@kairos`]);
  await page.reload();
  await expect(page.getByTestId('wcf-url')).toHaveText(fresh);
});

test('calendar feed in Ukrainian at phone width', { tag: '@mobile' }, async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'uk');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Календар у телефоні', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wcf-url')).toHaveText(/\/api\/v1\/calendar\/[a-z2-7]{32}\.ics$/);
  for (const app of ['Google Календар', 'Календар Apple на iPhone чи iPad', 'Календар Apple на Mac', 'Outlook'])
    await expect(page.getByTestId('wcf-instructions').getByText(app, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Копіювати адресу' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Показувати імена клієнтів' })).not.toBeChecked();
  await noSidewaysScroll(page);
  await shot(page, testInfo, 'calendar-feed-uk');
});
