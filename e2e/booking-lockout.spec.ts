import { expect, test } from '@playwright/test';
import { onlineService, openBookingPage, owner, zoneOf } from './booking-owner';
import { chooseType, codeSentTo, enterCode, mobileOnly, section, sendCode, visitorTab } from './booking-steps';
import { LOCALES, T } from './booking-words';
import { uniqueEmail } from './support';

/**
 * Issue 12 "Quality bars": the lockout after too many wrong codes, at 375 px in Ukrainian and English. Four wrong
 * codes say how many tries are left; the fifth kills the code ("ask for a new code"), after which even the right
 * code is refused; a new code sent from the same screen works. The owner's clients stay untouched until a booking.
 */
for (const locale of LOCALES) {
  test(
    `${locale}: five wrong codes lock the code; a new code verifies`,
    { tag: '@mobile' },
    async ({ page, browser }, testInfo) => {
      mobileOnly(testInfo);
      const t = T[locale];
      const zone = zoneOf(locale);
      await owner(page, testInfo, locale, locale === 'uk' ? 'Студія Замок' : 'Lockout Studio');
      const service = await onlineService(page, locale === 'uk' ? 'Манікюр' : 'Manicure', 2000);
      const slug = await openBookingPage(page, { service_ids: [service.id] });

      const tab = await visitorTab(browser, testInfo, locale, zone, slug);
      await chooseType(tab, t, t.appointment);
      const address = uniqueEmail('guesser');
      const first = await sendCode(tab, t, address);
      const wrong = first.code === '000000' ? '111111' : '000000';
      const alert = tab.getByRole('alert');
      for (const left of [4, 3, 2, 1]) {
        await enterCode(tab, t, wrong);
        await expect(alert).toHaveText(t.triesLeft(left));
      }
      await enterCode(tab, t, wrong);
      await expect(alert).toHaveText(t.codeDead);
      // The right code is no use any more.
      await enterCode(tab, t, first.code);
      await expect(alert).toHaveText(t.codeDead);
      await expect(section(tab, t.chooseService)).toHaveCount(0);

      // A new code from the same screen works.
      await tab.getByRole('button', { name: t.resend }).click();
      const second = await codeSentTo(tab.request, address, [first.id]);
      expect(second.id).not.toBe(first.id);
      await enterCode(tab, t, second.code);
      await expect(section(tab, t.chooseService)).toBeVisible();
      await tab.context().close();
    },
  );
}
