import { expect, type Page, test } from '@playwright/test';
import { dateIn, openBookingPage, owner, zoneOf } from './booking-owner';
import { chooseItem, chooseType, fitsScreen, newEmail, section, verifyByEmail, visitorTab } from './booking-steps';
import { T } from './booking-words';
import { api, clearOfMidnight, uniqueEmail } from './support';

/**
 * Issue 28 "Waitlist": a visitor joins the waitlist of a full class session on the booking page (after the page's own
 * verification), the owner takes the booked client off it, the cron offers the place by email (the dev outbox), and
 * the link books it with one tap. The owner's session shows the waitlist. Desktop, and once at 375 px (@mobile).
 */
const W = {
  full: /Full · Join the waitlist/,
  join: 'Join the waitlist',
  joined: 'You are on the waitlist',
  offer: 'A place has come up',
  bookIt: 'Book this place',
  panel: 'Waitlist',
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
  return { slug, session, regular };
}

for (const mobile of [false, true]) {
  test(
    `join the waitlist of a full session → the owner frees the place → the emailed link books it with one tap${mobile ? ' (375 px)' : ''}`,
    mobile ? { tag: '@mobile' } : {},
    async ({ page, browser }, testInfo) => {
      test.skip(mobile !== (testInfo.project.name === 'mobile'), 'one run per project');
      test.setTimeout(90_000);
      const t = T.en;
      const zone = zoneOf('en');
      await clearOfMidnight(zone);
      await owner(page, testInfo, 'en', 'Waitlist Yoga');
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
