import { expect, test } from '@playwright/test';
import { onlineItem, onlineService, openBookingPage, owner, ownerSeesOnline, zoneOf } from './booking-owner';
import { mobileOnly, section, startBooking, visitorTab } from './booking-steps';
import { LOCALES, OWNER, T } from './booking-words';
import { api, uniqueEmail } from './support';

/**
 * Issue 12 "Quality bars": a business that takes existing clients only, at 375 px in Ukrainian and English.
 * A stranger verifies and gets as far as booking, and is refused with "{name} isn't taking new client
 * bookings"; an existing client's email is matched (no name asked) and books; the owner's diary has the
 * existing client and no new client was made.
 */
const N = {
  en: { business: 'Regulars Barbers', service: 'Beard trim', client: ['Harry', 'Evans'], stranger: ['Noah', 'Price'] },
  uk: { business: 'Барбершоп Свої', service: 'Корекція бороди', client: ['Андрій', 'Ткаченко'], stranger: ['Олег', 'Шевчук'] },
} as const;

for (const locale of LOCALES) {
  test(
    `${locale}: existing clients only — a stranger is refused, a client's email books`,
    { tag: '@mobile' },
    async ({ page, browser }, testInfo) => {
      mobileOnly(testInfo, 90_000);
      const t = T[locale];
      const n = N[locale];
      const zone = zoneOf(locale);
      await owner(page, testInfo, locale, n.business);
      const email = uniqueEmail('regular');
      const client = await api(page, 'POST', '/api/v1/clients', { first_name: n.client[0], last_name: n.client[1], email });
      const service = await onlineService(page, n.service, 1500);
      const slug = await openBookingPage(page, { service_ids: [service.id], existing_clients_only: true });

      // A stranger: verified, but refused at booking with the spec's words.
      const stranger = await visitorTab(browser, testInfo, locale, zone, slug);
      const booking = { type: t.appointment, heading: t.chooseService, item: n.service, timed: true };
      const name = { first: n.stranger[0], last: n.stranger[1] };
      await startBooking(stranger, t, { ...booking, address: uniqueEmail('stranger'), name });
      await stranger.getByRole('button', { name: t.book, exact: true }).click();
      await expect(section(stranger, t.details).getByRole('alert')).toHaveText(t.existingOnly(n.business));
      await expect(section(stranger, t.confirmed)).toHaveCount(0);
      await stranger.context().close();

      // The existing client: matched by email, so no name is asked.
      const regular = await visitorTab(browser, testInfo, locale, zone, slug);
      const picked = await startBooking(regular, t, { ...booking, address: email });
      await expect(regular.getByLabel(t.firstName)).toHaveCount(0);
      await regular.getByRole('button', { name: t.book, exact: true }).click();
      await expect(section(regular, t.confirmed)).toContainText(n.service);
      await regular.context().close();

      // The owner: the booking is the existing client's; no client was added.
      const item = await onlineItem(page, zone);
      expect(item).toMatchObject({ start_time: picked?.time, online: { status: 'confirmed' } });
      expect(item.clients.map((c) => c.id)).toEqual([client.id]);
      expect((await api<{ id: string }[]>(page, 'GET', '/api/v1/clients')).map((c) => c.id)).toEqual([client.id]);
      await ownerSeesOnline(page, item, OWNER[locale].badge, OWNER[locale].plain);
    },
  );
}
