import { type Browser, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { dateIn, onlineService, openBookingPage } from './booking-owner';
import {
  chooseItem,
  chooseType,
  codeSentTo,
  fitsScreen,
  newEmail,
  section,
  VISITOR_IP_HEADER,
  verifyByEmail,
  visitorIp,
  visitorTab,
} from './booking-steps';
import { T } from './booking-words';
import { api, clearOfMidnight, registerInLocale, shot, uniqueEmail, xsrf } from './support';

/**
 * Issue 28 "Waitlist": a visitor joins the waitlist of a full class session on the booking page (after the page's own
 * verification), the owner takes the booked client off it, the cron offers the place by email (the dev outbox), and
 * the link books it with one tap. The owner's session shows the waitlist. Desktop, and once at 375 px (@mobile).
 * Then the owner's panels on the session and the day: the list, an offer by hand, a removal, the switch and the quiet
 * hours beside it (en and uk).
 *
 * No offer is sent between 21:00 and 08:00 on the business's clock (docs/DECISIONS.md "Waitlist", quiet hours), so
 * the business lives in a zone where it is now day, whatever the hour the suite runs.
 */
const DAYTIME_ZONES = [
  'Europe/London',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
];
/** A zone whose clock reads 10:00-17:59 now (the zones' offsets are never more than 4 hours apart). */
function daytimeZone(): string {
  const hour = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  const zone = DAYTIME_ZONES.find((z) => hour(z) >= 10 && hour(z) < 18);
  if (!zone) throw new Error('no daytime zone');
  return zone;
}

const W = {
  full: /Full · Join the waitlist/,
  join: 'Join the waitlist',
  joined: 'You are on the waitlist',
  offer: 'A place has come up',
  bookIt: 'Book this place',
  panel: 'Waitlist',
  offerByHand: 'Offer a place',
  remove: 'Remove',
  noRoom: 'There is no free place to offer',
  waiting: 'Waiting',
  offered: 'Offered',
  removed: 'Removed',
  switch: 'Offer a waitlist on the booking page',
  save: 'Save waitlist settings',
};
/** The quiet hours beside the switch, in both languages. */
const Q = {
  en: {
    from: 'Quiet hours from',
    until: 'Quiet hours until',
    hint: 'No offer SMS or email goes out between these times',
    tooLong: 'Quiet hours can last at most 18 hours, so offers can go out for the rest of the day',
    save: W.save,
  },
  uk: {
    from: 'Тихі години з',
    until: 'Тихі години до',
    hint: 'У цей час (за часом вашого бізнесу) пропозиції не надсилаються',
    tooLong: 'Тихі години можуть тривати щонайбільше 18 годин, щоб решту доби пропозиції могли надсилатися',
    save: 'Зберегти налаштування листа очікування',
  },
};

async function fullSession(page: Page, zone: string) {
  const klass = await api(page, 'POST', '/api/v1/classes', {
    name: 'Evening yoga',
    duration_minutes: 60,
    price: 0,
    spaces: 1,
    limit_spaces: true,
    online_booking: true,
  });
  const regular = await api(page, 'POST', '/api/v1/clients', { first_name: 'Rita', last_name: 'Regular' });
  const session = await api(page, 'POST', '/api/v1/appointments', {
    type: 'class_session',
    class_id: klass.id,
    date: dateIn(zone, 1),
    start_time: '18:00',
    client_ids: [regular.id],
  });
  const slug = await openBookingPage(page, { class_ids: [klass.id] });
  return { slug, session, regular, klass };
}

for (const mobile of [false, true]) {
  test(
    `join the waitlist of a full session → the owner frees the place → the emailed link books it with one tap${mobile ? ' (375 px)' : ''}`,
    mobile ? { tag: '@mobile' } : {},
    async ({ page, browser }, testInfo) => {
      test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one run per project');
      test.setTimeout(90_000);
      const t = T.en;
      const zone = daytimeZone();
      await clearOfMidnight(zone);
      await registerInLocale(page, testInfo, 'en', { business_name: 'Waitlist Yoga', timezone: zone });
      const { slug, session, regular } = await fullSession(page, zone);

      const address = uniqueEmail('waiter');
      const tab = await visitorTab(browser, testInfo, 'en', zone, slug);
      await chooseType(tab, t, t.classPlace);
      await verifyByEmail(tab, t, address);
      await chooseItem(tab, t, t.chooseClass, 'Evening yoga');
      const times = section(tab, t.pickTime);
      await expect(times.getByText(t.loading)).toHaveCount(0);
      await times.locator('button[aria-pressed]').nth(1).click();
      await times.getByRole('button', { name: W.full }).click();
      await tab.getByLabel(t.firstName).fill('Wendy');
      await tab.getByLabel(t.lastName).fill('Waiter');
      if (mobile) await fitsScreen(tab);
      await tab.getByRole('button', { name: W.join, exact: true }).click();
      await expect(tab.getByTestId('waitlist-joined')).toContainText(W.joined);

      // The owner sees the waitlist on the session, then takes the booked client off it.
      await page.goto(`/appointments/calendar/${session.id}`);
      const panel = page.getByTestId('waitlist-panel');
      await expect(panel).toContainText('Wendy Waiter');
      await api(page, 'DELETE', `/api/v1/appointments/${session.id}/clients/${regular.id}`);

      // The cron (every few seconds in the browser tests) offers the place; the link books it with one tap.
      const mail = await newEmail(tab.request, address, /waitlist=/);
      const link = new URL((mail.body_text.match(/https?:\/\/\S+waitlist=\S+/) as RegExpMatchArray)[0]);
      await tab.goto(`${link.pathname}${link.search}`);
      const offer = section(tab, W.offer);
      await expect(offer).toContainText('Evening yoga');
      if (mobile) await fitsScreen(tab);
      await offer.getByRole('button', { name: W.bookIt }).click();
      await expect(section(tab, t.confirmed)).toContainText('Evening yoga');
      await tab.context().close();

      await page.reload();
      await expect(panel).toContainText('Booked');
    },
  );
}

/** A visitor on the page (its own cookies and address) verified by an email code, who joins a waitlist through REST. */
async function joinByApi(browser: Browser, testInfo: TestInfo, slug: string, address: string, body: Record<string, unknown>) {
  const context = await browser.newContext({ ...testInfo.project.use, extraHTTPHeaders: { [VISITOR_IP_HEADER]: visitorIp() } });
  const r = context.request;
  await r.get('/api/csrf-cookie');
  const post = async (path: string, data: unknown) => {
    const res = await r.post(`/api/v1/online-booking/${slug}${path}`, {
      headers: { 'x-xsrf-token': await xsrf(r), 'content-type': 'application/json', accept: 'application/json' },
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  };
  await post('/verification', { channel: 'email', address });
  const { code } = await codeSentTo(r, address);
  await post('/verification/check', { channel: 'email', address, code });
  await post('/waitlist', { channel: 'email', ...body });
  await context.close();
}

const row = (panel: Locator, name: string) => panel.getByRole('listitem').filter({ hasText: name });

for (const mobile of [false, true]) {
  test(
    `the owner's waitlist panels on the session and the day: the list, an offer by hand, a removal, the switch${mobile ? ' (375 px)' : ''}`,
    mobile ? { tag: '@mobile' } : {},
    async ({ page, browser }, testInfo) => {
      test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one run per project');
      test.setTimeout(120_000);
      const zone = daytimeZone();
      await clearOfMidnight(zone);
      await registerInLocale(page, testInfo, 'en', { business_name: 'Waitlist Panels', timezone: zone });
      const { slug, session, regular, klass } = await fullSession(page, zone);
      // A day with no free time for a service: the whole day blocked.
      const service = await onlineService(page, 'Trim', 2000);
      const day = dateIn(zone, 2);
      const block = await api(page, 'POST', '/api/v1/appointments', {
        type: 'blocked',
        title: 'Away',
        date: day,
        start_time: '00:00',
        duration_minutes: 24 * 60 - 1,
      });
      await openBookingPage(page, {
        class_ids: [klass.id],
        service_ids: [service.id],
      });
      await joinByApi(browser, testInfo, slug, uniqueEmail('ada'), {
        kind: 'class',
        session_id: session.id,
        first_name: 'Ada',
        last_name: 'Alpha',
      });
      const ben = uniqueEmail('ben');
      await joinByApi(browser, testInfo, slug, ben, {
        kind: 'class',
        session_id: session.id,
        first_name: 'Ben',
        last_name: 'Beta',
      });
      const cleo = uniqueEmail('cleo');
      await joinByApi(browser, testInfo, slug, cleo, {
        kind: 'day',
        service_id: service.id,
        date: day,
        first_name: 'Cleo',
        last_name: 'Gamma',
      });

      // The session's list, in joining order; full, so an offer by hand is refused in words.
      await page.goto(`/appointments/calendar/${session.id}`);
      const panel = page.getByTestId('waitlist-panel');
      await expect(row(panel, 'Ada Alpha')).toContainText('1. Ada Alpha');
      await expect(row(panel, 'Ben Beta')).toContainText('2. Ben Beta');
      if (mobile) await fitsScreen(page);
      await row(panel, 'Ben Beta').getByRole('button', { name: W.offerByHand }).click();
      await expect(page.getByText(W.noRoom, { exact: true })).toBeVisible();
      await expect(row(panel, 'Ben Beta')).toContainText(W.waiting);

      // Remove the first; the second moves up.
      await row(panel, 'Ada Alpha').getByRole('button', { name: W.remove }).click();
      await expect(row(panel, 'Ada Alpha')).toContainText(W.removed);
      await expect(row(panel, 'Ben Beta')).toContainText('1. Ben Beta');
      await expect(row(panel, 'Ada Alpha').getByRole('button')).toHaveCount(0);

      // Switch the waitlist off: the page no longer offers it and nothing is offered by itself.
      await page.goto('/appointments/online-booking');
      const toggle = page.getByRole('switch', { name: W.switch });
      await expect(toggle).toBeChecked();
      // Beside it, the quiet hours (default 21:00–08:00): too long a window is refused in words, then a new one saved
      // with the switch (the zone's clock reads 10:00–17:59, outside 22:30–07:15, so the offers below still go now).
      const quiet = (q: (typeof Q)['en']) => ({
        from: page.getByLabel(q.from, { exact: true }),
        until: page.getByLabel(q.until, { exact: true }),
      });
      const en = quiet(Q.en);
      await expect(page.getByText(Q.en.hint)).toBeVisible();
      await expect(en.from).toHaveValue('21:00');
      await expect(en.until).toHaveValue('08:00');
      await en.from.fill('12:00');
      await page.getByRole('button', { name: W.save }).click();
      await expect(page.getByText(Q.en.tooLong, { exact: true })).toBeVisible();
      await shot(page, testInfo, 'waitlist-quiet-hours-refused-en');
      await en.from.fill('22:30');
      await en.until.fill('07:15');
      await toggle.click();
      if (mobile) await fitsScreen(page);
      await page.getByRole('button', { name: W.save }).click();
      await expect
        .poll(async () => (await api<{ enabled: boolean }>(page, 'GET', '/api/v1/waitlist/settings')).enabled)
        .toBe(false);
      expect(await api(page, 'GET', '/api/v1/waitlist/quiet-hours')).toEqual({ start: '22:30', end: '07:15' });
      // The same card in Ukrainian: the saved window, and the refusal in Ukrainian.
      const baseURL = testInfo.project.use.baseURL as string;
      await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'uk', url: baseURL }]);
      await page.reload();
      const uk = quiet(Q.uk);
      await expect(page.getByText(Q.uk.hint)).toBeVisible();
      await expect(uk.from).toHaveValue('22:30');
      await expect(uk.until).toHaveValue('07:15');
      await uk.from.fill('06:00');
      await uk.until.fill('05:00');
      if (mobile) await fitsScreen(page);
      await page.getByRole('button', { name: Q.uk.save }).click();
      await expect(page.getByText(Q.uk.tooLong, { exact: true })).toBeVisible();
      await shot(page, testInfo, 'waitlist-quiet-hours-refused-uk');
      expect(await api(page, 'GET', '/api/v1/waitlist/quiet-hours')).toEqual({ start: '22:30', end: '07:15' });
      await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'en', url: baseURL }]);

      // A place frees; the owner offers it by hand (the list stays theirs to act on) and Ben is emailed the link.
      await api(page, 'DELETE', `/api/v1/appointments/${session.id}/clients/${regular.id}`);
      await page.goto(`/appointments/calendar/${session.id}`);
      await expect(row(panel, 'Ben Beta')).toContainText(W.waiting);
      await row(panel, 'Ben Beta').getByRole('button', { name: W.offerByHand }).click();
      await expect(row(panel, 'Ben Beta')).toContainText(W.offered);
      await expect(row(panel, 'Ben Beta').getByRole('button', { name: W.offerByHand })).toHaveCount(0);
      await newEmail(page.request, ben, /waitlist=/);

      // The day's list in the day view: free the day, offer by hand, then remove.
      await page.goto(`/appointments/calendar/events?view=day&date=${day}`);
      await expect(row(panel, 'Cleo Gamma')).toContainText('1. Cleo Gamma');
      await expect(row(panel, 'Cleo Gamma')).toContainText('Any time');
      if (mobile) {
        await row(panel, 'Cleo Gamma').scrollIntoViewIfNeeded();
        await fitsScreen(page);
        await expect(row(panel, 'Cleo Gamma').getByRole('button', { name: W.offerByHand })).toBeInViewport();
        await expect(row(panel, 'Cleo Gamma').getByRole('button', { name: W.remove })).toBeInViewport();
      }
      await api(page, 'DELETE', `/api/v1/appointments/${block.id}`);
      await row(panel, 'Cleo Gamma').getByRole('button', { name: W.offerByHand }).click();
      await expect(row(panel, 'Cleo Gamma')).toContainText(W.offered);
      await newEmail(page.request, cleo, /waitlist=/);
      await row(panel, 'Cleo Gamma').getByRole('button', { name: W.remove }).click();
      await expect(row(panel, 'Cleo Gamma')).toContainText(W.removed);
    },
  );
}
