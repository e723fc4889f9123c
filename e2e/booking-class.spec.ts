import { expect, test } from '@playwright/test';
import { dateIn, onlineItem, onlineService, openBookingPage, owner, ownerSeesOnline, zoneOf } from './booking-owner';
import { mobileOnly, section, startBooking, visitorTab } from './booking-steps';
import { LOCALES, OWNER, T } from './booking-words';
import { api, clearOfMidnight, uniqueEmail } from './support';

/**
 * Issue 12 "Quality bars": a place in a class session booked at 375 px, in Ukrainian and in English (the owner
 * registered in the same language: Kyiv or London). The session tomorrow at 10:00 shows its places left; the
 * visitor verifies, takes a place and sees the confirmation; the owner's session lists the visitor, marked online.
 */
const N = {
  en: { business: 'Flow Yoga', klass: 'Morning yoga', first: 'Grace', last: 'Walker', service: 'Private lesson' },
  uk: { business: 'Йога Потік', klass: 'Ранкова йога', first: 'Ірина', last: 'Бондар', service: 'Індивідуальне заняття' },
} as const;

for (const locale of LOCALES) {
  test(
    `${locale}: a place in a class session; the owner's session lists the visitor`,
    { tag: '@mobile' },
    async ({ page, browser }, testInfo) => {
      mobileOnly(testInfo);
      const t = T[locale];
      const n = N[locale];
      const zone = zoneOf(locale);
      await clearOfMidnight(zone);
      await owner(page, testInfo, locale, n.business);
      const klass = await api(page, 'POST', '/api/v1/classes', {
        name: n.klass,
        duration_minutes: 60,
        price: 0,
        spaces: 2,
        limit_spaces: true,
        online_booking: true,
      });
      const tomorrow = dateIn(zone, 1);
      const session = await api(page, 'POST', '/api/v1/appointments', {
        type: 'class_session',
        class_id: klass.id,
        date: tomorrow,
        start_time: '10:00',
        client_ids: [],
      });
      // A page offers a class beside a service here as an owner would; only the class is booked.
      const service = await onlineService(page, n.service, 4000);
      const slug = await openBookingPage(page, { service_ids: [service.id], class_ids: [klass.id] });

      const tab = await visitorTab(browser, testInfo, locale, zone, slug);
      const picked = await startBooking(tab, t, {
        type: t.classPlace,
        address: uniqueEmail('yogi'),
        heading: t.chooseClass,
        item: n.klass,
        timed: true,
        name: n,
      });
      expect(picked).toEqual({ day: 1, time: '10:00', label: `10:00 ${t.placesLeft(2)}` });
      await tab.getByRole('button', { name: t.book, exact: true }).click();
      const done = section(tab, t.confirmed);
      await expect(done).toContainText(n.klass);
      await expect(done.getByRole('link', { name: t.manageLink })).toBeVisible();
      await tab.context().close();

      // The owner: the session has the visitor, marked online.
      const item = await onlineItem(page, zone);
      expect(item).toMatchObject({ id: session.id, date: tomorrow, start_time: '10:00', online: { status: 'confirmed' } });
      expect(item.clients.map((c) => `${c.first_name} ${c.last_name}`)).toEqual([`${n.first} ${n.last}`]);
      await ownerSeesOnline(page, item, OWNER[locale].badge, OWNER[locale].plain);
      await expect(page.getByText(`${n.first} ${n.last}`)).toBeVisible();
    },
  );
}
