import { expect, test } from '@playwright/test';
import { bookAsVisitor, onlineService, openBookingPage } from './booking-steps';
import { api, registerInLocale, shot } from './support';

/**
 * The owner's side of online booking (issue 12): the settings page saved at 375 px in Ukrainian and at
 * 1280 px in English (an error per field and in the summary first), and the bell showing a booking made
 * on the public page.
 */

const PAGE = '/appointments/online-booking';
const TEXT = {
  en: {
    enabled: 'Take online bookings',
    address: 'Page address',
    save: 'Save changes',
    saved: 'Online booking settings saved.',
    nothing: 'Online booking needs at least 1 enabled service, class or package',
    reserved: 'This address is reserved. Please choose another one.',
    service: 'Haircut',
    deposit: 'Deposit £5.00',
    bell: 'Notifications',
    unread: '2 unread',
    unreadOne: '1 unread',
    low: 'Low on email credits: 4 left',
    empty: 'No new notifications',
    markRead: 'Mark as read',
    booked: 'booked Haircut online',
  },
  uk: {
    enabled: 'Приймати онлайн-записи',
    address: 'Адреса сторінки',
    save: 'Зберегти зміни',
    saved: 'Налаштування онлайн-запису збережено.',
    nothing: 'Для онлайн-запису потрібна щонайменше 1 увімкнена послуга, заняття або пакет',
    reserved: 'Ця адреса зарезервована. Виберіть іншу.',
    service: 'Стрижка',
    deposit: 'Завдаток 5,00',
    bell: 'Сповіщення',
    unread: 'Непрочитаних: 2',
    unreadOne: 'Непрочитаних: 1',
    low: 'У вас залишилося кредитів (email): 4',
    empty: 'Нових сповіщень немає',
    markRead: 'Позначити прочитаним',
    booked: 'Стрижка',
  },
} as const;

interface Saved {
  enabled: boolean;
  slug: string;
  service_ids: string[];
  notice_hours: number;
}

const CASES = [
  { locale: 'uk', project: 'mobile' },
  { locale: 'en', project: 'desktop' },
] as const;

for (const { locale, project } of CASES) {
  test(
    `settings: save the page, errors per field and in the summary (${locale}, ${project})`,
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== project, `${locale} is checked at the ${project} width`);
      const t = TEXT[locale];
      await registerInLocale(page, testInfo, locale);
      const service = await api(page, 'POST', '/api/v1/services', {
        name: t.service,
        type: 'single',
        parts: [{ title: t.service, duration_minutes: 30, type: 'block' }],
        colour: '#2563eb',
        price: 3000,
        deposit: 500,
      });
      await page.goto(PAGE);
      await page.getByRole('switch', { name: t.enabled }).check();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      // The rule's message in the summary at the top and under the services list.
      await expect(page.getByRole('alert').filter({ hasText: t.nothing }).first()).toBeVisible();
      await expect(page.locator('[data-field-error]').filter({ hasText: t.nothing })).toBeVisible();

      await page.getByRole('checkbox', { name: t.service }).check();
      await expect(page.getByText(t.deposit)).toBeVisible();
      const slug = `salon-${Date.now().toString(36)}`;
      await page.getByLabel(t.address).fill('admin');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.locator('[data-field-error]').filter({ hasText: t.reserved })).toBeVisible();
      await page.getByLabel(t.address).fill(slug);
      await expect(page.getByTestId('ob-page-url')).toHaveText(new RegExp(`/online-booking/${slug}$`));
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.saved).first()).toBeVisible();
      const saved = await api<Saved>(page, 'GET', '/api/v1/user/booking-settings');
      expect(saved).toMatchObject({ enabled: true, slug, service_ids: [service.id] });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(testInfo.project.use.viewport?.width ?? 1280);
      await shot(page, testInfo, `online-booking-settings-${locale}`);
    },
  );
}

for (const locale of ['uk', 'en'] as const) {
  test(`the bell shows a booking made on the page; reading it clears it (${locale})`, async ({ browser, page }, testInfo) => {
    const t = TEXT[locale];
    const zone = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    await registerInLocale(page, testInfo, locale);
    const service = await onlineService(page, t.service, 3000);
    const slug = await openBookingPage(page, { service_ids: [service.id], notice_hours: 0 });
    const visitor = await browser.newPage();
    await visitor.request.get('/api/csrf-cookie');
    await bookAsVisitor(visitor, slug, service.id, zone);
    await visitor.close();

    await page.goto('/appointments/calendar/events');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(`${t.bell} (${t.unread})`);
    await bell.focus();
    await page.keyboard.press('Enter');
    const items = page.getByTestId('notification-item');
    const item = items.filter({ hasText: 'Ivy Lane' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(t.booked);
    // The confirmation emailed to Ivy spent the first of the trial's 5 email credits: the low-credit reminder.
    await expect(items.filter({ hasText: t.low })).toHaveCount(1);
    await shot(page, testInfo, `bell-${locale}`, false);
    await item.getByRole('button', { name: t.markRead }).click();
    await expect(item).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(`${t.bell} (${t.unreadOne})`);
    await items.getByRole('button', { name: t.markRead }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
    await expect(bell).toHaveAccessibleName(t.bell);
    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
  });
}
