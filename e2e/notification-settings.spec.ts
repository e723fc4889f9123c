import { expect, test } from '@playwright/test';
import { api, registerInLocale, shot } from './support';

/**
 * Notification settings (issue 14): switch on SMS reminders 24 h before, write the reminder in Ukrainian and
 * English, watch the SMS counter (one GSM-7 part for Latin; Cyrillic needs UCS-2, 70 a part), save, reload,
 * and everything is as saved. Ukrainian at 375 px and English at 1280 px.
 */
const TEXT = {
  en: {
    nav: 'Notifications',
    sms: 'SMS',
    reminder: 'Reminder',
    uk: 'Українська',
    en: 'English',
    save: 'Save changes',
    saved: 'Notification settings saved.',
    one: '1 SMS · 1 credit',
    two: '2 SMS · 2 credits',
    ucs2: '70 characters per SMS',
    long: 'each message costs 2 credits',
  },
  uk: {
    nav: 'Сповіщення',
    sms: 'SMS',
    reminder: 'Нагадування',
    uk: 'Українська',
    en: 'English',
    save: 'Зберегти зміни',
    saved: 'Налаштування сповіщень збережено.',
    one: '1 SMS · 1 кредит',
    two: '2 SMS · кредитів: 2',
    ucs2: '70 символів в одному SMS',
    long: 'кожне повідомлення коштує кредитів: 2',
  },
} as const;

const EN_TEXT = 'Hi {client_name}, see you {date} at {time}. Reply to change.';
// Latin letters and the time only: the Ukrainian sample name and date would need UCS-2 themselves.
const UK_LATIN = 'Pryvit! Do zustrichi o {time}.';
const UK_TEXT =
  '{client_name}, нагадуємо: завтра {date} о {time} чекаємо вас у {business}. Якщо плани змінилися, зателефонуйте нам, будь ласка.';

const CASES = [
  { locale: 'uk', project: 'mobile' },
  { locale: 'en', project: 'desktop' },
] as const;

for (const { locale, project } of CASES) {
  test(
    `SMS reminders: switch on, 24 h, texts in uk and en with the segment counter, kept after reload (${locale}, ${project})`,
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== project, `${locale} is checked at the ${project} width`);
      const t = TEXT[locale];
      await registerInLocale(page, testInfo, locale);
      await page.goto('/account-setup/notifications');
      await expect(page).toHaveURL(/\/account-setup\/notifications\/sms$/);
      await expect(page.getByRole('heading', { level: 1, name: t.nav })).toBeVisible();

      const reminder = page.locator('section').filter({ has: page.getByRole('heading', { name: t.reminder, exact: true }) });
      await reminder.getByRole('switch').check();
      await page.locator('#sms-reminder_lead_minutes').selectOption('1440');

      const counter = reminder.getByTestId('sms-segments');
      // The default texts, priced before saving with a 12-letter name: one part in either language.
      const preview = reminder.getByTestId('sms-reminder-preview');
      await reminder.getByRole('tab', { name: t.uk }).click();
      await expect(preview).toContainText('Олександрина, нагадуємо:');
      await expect(counter).toContainText(t.one);
      await reminder.getByRole('tab', { name: t.en }).click();
      await expect(preview).toContainText('Christabelle');
      // (With the Ukrainian owner's Cyrillic business name an English text is Unicode too: two parts, and it says so.)
      if (locale === 'en') {
        await expect(counter).toContainText(t.one);
        await expect(reminder.getByTestId('sms-segments-long')).toHaveCount(0);
      } else await expect(reminder.getByTestId('sms-segments-long')).toContainText(t.long);
      await page.locator('#sms-reminder-en-text').fill(EN_TEXT);
      await expect(counter).toContainText(t.one);
      await expect(counter).not.toContainText(t.ucs2);

      await reminder.getByRole('tab', { name: t.uk }).click();
      await page.locator('#sms-reminder-uk-text').fill(UK_LATIN);
      await expect(counter).toContainText(t.one);
      await expect(counter).not.toContainText(t.ucs2);
      await page.locator('#sms-reminder-uk-text').fill(UK_TEXT);
      await expect(counter).toContainText(t.two);
      await expect(counter).toContainText(t.ucs2);
      await expect(reminder.getByTestId('sms-segments-long')).toContainText(t.long);
      await expect(reminder.getByTestId('sms-reminder-preview')).toContainText('нагадуємо');
      await shot(page, testInfo, `notification-settings-sms-${locale}`);
      await page.locator('#sms-reminder-uk-text').scrollIntoViewIfNeeded();
      await shot(page, testInfo, `notification-settings-sms-reminder-${locale}`, false);

      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved).first()).toBeVisible();
      const saved = await api<{ reminder_enabled: boolean; reminder_lead_minutes: number; templates: Record<string, unknown> }>(
        page,
        'GET',
        '/api/v1/user/sms-notification-settings',
      );
      expect(saved).toMatchObject({
        reminder_enabled: true,
        reminder_lead_minutes: 1440,
        templates: { reminder: { uk: { text: UK_TEXT }, en: { text: EN_TEXT } } },
      });

      await page.reload();
      const after = page.locator('section').filter({ has: page.getByRole('heading', { name: t.reminder, exact: true }) });
      await expect(after.getByRole('switch')).toBeChecked();
      await expect(page.locator('#sms-reminder_lead_minutes')).toHaveValue('1440');
      await after.getByRole('tab', { name: t.uk }).click();
      await expect(page.locator('#sms-reminder-uk-text')).toHaveValue(UK_TEXT);
      await after.getByRole('tab', { name: t.en }).click();
      await expect(page.locator('#sms-reminder-en-text')).toHaveValue(EN_TEXT);
      await expect(after.getByTestId('sms-segments')).toContainText(t.one);
    },
  );
}

test('the email, marketing and message log tabs open at both widths', { tag: '@mobile' }, async ({ page }, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'uk' : 'en';
  await registerInLocale(page, testInfo, locale);
  await page.goto('/account-setup/notifications/email');
  await expect(page.locator(`#email-booking-${locale === 'uk' ? 'uk' : 'en'}-subject`)).toBeVisible();
  await shot(page, testInfo, `notification-settings-email-${locale}`);
  await page.goto('/account-setup/notifications/marketing');
  await expect(page.getByTestId('optout-code')).toContainText(/OPTOUT [A-Z0-9]+/);
  await shot(page, testInfo, `notification-settings-marketing-${locale}`);
  await page.goto('/account-setup/notifications/messages');
  await expect(page.locator('#log-type')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(testInfo.project.name === 'mobile' ? 375 : 1280);
  await shot(page, testInfo, `notification-settings-messages-${locale}`);
});
