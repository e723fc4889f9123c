import { expect, test } from '@playwright/test';
import { onlineItem, onlineService, openBookingPage, owner, ownerSeesOnline, zoneOf } from './booking-owner';
import { fitsScreen, MANAGE_LINK, mobileOnly, newEmail, pickTime, section, startBooking, visitorTab } from './booking-steps';
import { LOCALES, OWNER, T } from './booking-words';
import { shot, uniqueEmail } from './support';

/**
 * Issue 12 "Quality bars": cancel and move from the confirmation's link, at 375 px in Ukrainian and English.
 * The visitor books a time, opens the manage link from the confirmation email in the dev outbox, moves the
 * booking to another time, then cancels it; an email says each change and the owner's diary follows it.
 */
const N = {
  en: {
    business: 'Move Studio',
    service: 'Haircut',
    first: 'Jack',
    last: 'Turner',
    price: 3000,
    movedMail: /your booking at Move Studio has moved to a new time/,
    cancelledMail: /your booking at Move Studio has been cancelled/,
  },
  uk: {
    business: 'Студія Перенос',
    service: 'Стрижка',
    first: 'Тарас',
    last: 'Мельник',
    price: 50000,
    movedMail: /Студія Перенос: ваш запис перенесено на новий час/,
    cancelledMail: /Студія Перенос: ваш запис скасовано/,
  },
} as const;

for (const locale of LOCALES) {
  test(
    `${locale}: the confirmation's link moves and then cancels the booking`,
    { tag: '@mobile' },
    async ({ page, browser }, testInfo) => {
      mobileOnly(testInfo, 90_000);
      const t = T[locale];
      const n = N[locale];
      const zone = zoneOf(locale);
      await owner(page, testInfo, locale, n.business);
      const service = await onlineService(page, n.service, n.price);
      const slug = await openBookingPage(page, { service_ids: [service.id] });

      const tab = await visitorTab(browser, testInfo, locale, zone, slug);
      const address = uniqueEmail('mover');
      const first = await startBooking(tab, t, {
        type: t.appointment,
        address,
        heading: t.chooseService,
        item: n.service,
        timed: true,
        name: n,
      });
      await tab.getByRole('button', { name: t.book, exact: true }).click();
      await expect(section(tab, t.confirmed)).toContainText(n.service);
      const booked = await onlineItem(page, zone);
      expect(booked).toMatchObject({ start_time: first?.time, online: { status: 'confirmed' } });

      // The confirmation email carries the manage link.
      const mail = await newEmail(tab.request, address, MANAGE_LINK);
      const link = (mail.body_text.match(MANAGE_LINK) as RegExpMatchArray)[0];
      await tab.goto(link);
      const booking = section(tab, t.manage);
      await expect(booking).toContainText(n.service);

      // Move: a later time from the same slots.
      await booking.getByRole('button', { name: t.move }).click();
      // No heading says what another heading, or the button that opened it, says already.
      await expect(section(tab, t.moveHeading)).toBeVisible();
      const headings = await tab.locator('h1, h2, h3').allInnerTexts();
      expect(new Set(headings).size, headings.join(' | ')).toBe(headings.length);
      expect(headings).not.toContain(t.move);
      const moved = await pickTime(tab, t, t.moveHeading, { last: true });
      expect(moved.time).not.toBe(first?.time);
      await expect(booking.getByText(t.moved)).toBeVisible();
      await fitsScreen(tab);
      await shot(tab, testInfo, `booking-moved-${locale}`);
      await expect
        .poll(async () => (await onlineItem(page, zone)).start_time, { message: 'the owner sees the new time' })
        .toBe(moved.time);
      await newEmail(tab.request, address, n.movedMail, [mail.id]);

      // Cancel, confirmed in the dialog.
      await booking.getByRole('button', { name: t.cancel }).click();
      const dialog = tab.getByRole('dialog', { name: t.cancelQuestion });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.cancelYes }).click();
      await expect(booking.getByText(t.cancelled)).toBeVisible();
      await expect(booking.getByRole('button', { name: t.cancel })).toHaveCount(0);
      await newEmail(tab.request, address, n.cancelledMail, [mail.id]);
      await tab.context().close();

      const cancelled = await onlineItem(page, zone);
      expect(cancelled).toMatchObject({ id: booked.id, start_time: moved.time, online: { status: 'cancelled' } });
      await ownerSeesOnline(page, cancelled, OWNER[locale].badge, OWNER[locale].cancelled);
    },
  );
}
