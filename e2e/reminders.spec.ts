import { expect, type Page, test } from '@playwright/test';
import { api, registerInLocale, shot } from './support';

/**
 * SMS reminders end to end: the owner switches them on on the SMS notification settings screen (24 h before),
 * adds a client with a phone and an appointment tomorrow within the lead time (through the API), and the
 * server's cron (every 3 s in the test server: KAIROS_CRON_INTERVAL_MS) finds it; the queue sends exactly one
 * SMS, which the dev outbox shows with the client's name (the English text) and the time.
 */
const HOUR = 3_600_000;

/** Tomorrow-ish: 20 hours from now on a quarter hour, as the business's date and wall-clock time. */
function inTwentyHours(timeZone: string) {
  const at = new Date(Math.ceil((Date.now() + 20 * HOUR) / (15 * 60_000)) * 15 * 60_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** A phone of the test's own (the outbox is shared by every test of the run). */
const ownPhone = (locale: 'en' | 'uk') => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return locale === 'en' ? `+447700${digits.slice(0, 6)}` : `+38050${digits}`;
};

const WORDS = {
  en: { reminder: 'Reminder', save: 'Save changes', saved: 'Notification settings saved.' },
  uk: { reminder: 'Нагадування', save: 'Зберегти зміни', saved: 'Налаштування сповіщень збережено.' },
} as const;

/** On the SMS notification settings screen: the reminder switched on, 24 h before, saved. */
async function switchOnSmsReminders(page: Page, locale: 'en' | 'uk') {
  const t = WORDS[locale];
  await page.goto('/account-setup/notifications/sms');
  const reminder = page.locator('section').filter({ has: page.getByRole('heading', { name: t.reminder, exact: true }) });
  await reminder.getByRole('switch').check();
  await page.locator('#sms-reminder_lead_minutes').selectOption('1440');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved).first()).toBeVisible();
}

/** A client with a phone of the test's own (no email) and an appointment in about 20 hours. */
async function bookedTomorrow(page: Page, locale: 'en' | 'uk', timeZone: string) {
  const phone = ownPhone(locale);
  const name = locale === 'en' ? 'Harriet' : 'Оксана';
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: name, last_name: 'Test', phone });
  const service = await api(page, 'POST', '/api/v1/services', {
    name: locale === 'en' ? 'Colour' : 'Стрижка',
    type: 'single',
    parts: [{ title: 'Part', duration_minutes: 60, type: 'block' }],
    colour: '#2563eb',
    price: 4000,
  });
  const when = inTwentyHours(timeZone);
  await api(page, 'POST', '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date: when.date,
    start_time: when.time,
    allow_overlap: true,
  });
  return { phone, name, when, client };
}

async function remindedClient(page: Page, locale: 'en' | 'uk', timeZone: string) {
  await switchOnSmsReminders(page, locale);
  return bookedTomorrow(page, locale, timeZone);
}

for (const locale of ['en', 'uk'] as const) {
  test(`SMS reminders on → one reminder for tomorrow's appointment in the dev outbox (${locale})`, async ({ page }, testInfo) => {
    const timeZone = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    await registerInLocale(page, testInfo, locale);
    const { phone, name, when } = await remindedClient(page, locale, timeZone);

    // The cron runs every 3 s; the queue sends at once. Reload the outbox until the SMS is there.
    await page.goto('/dev/outbox');
    const sms = page.getByRole('listitem').filter({ hasText: phone });
    await expect(async () => {
      await page.reload();
      await expect(sms.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    await expect(sms.first()).toContainText(when.time);
    await expect(sms.first()).toContainText(locale === 'en' ? 'Colour' : 'Стрижка');
    // The default text names the client by their first name, in both languages.
    await expect(sms.first()).toContainText(name);
    if (locale === 'uk') await expect(sms.first()).toContainText('нагадуємо');

    // Several more cron runs later, still exactly one.
    await page.waitForTimeout(7_000);
    await page.reload();
    await expect(sms).toHaveCount(1);
    await sms.first().scrollIntoViewIfNeeded();
    await shot(page, testInfo, `reminder-outbox-${locale}`, false);
  });
}

const UNSENT = {
  en: {
    bell: 'Notifications',
    bellItem: /Messages not sent \(.+\): 2\. The client has no email address\./,
    card: 'Messages not sent in the last 7 days: 2',
    reason: 'The client has no email address',
    notSent: 'Not sent',
    tab: 'Messages',
  },
  uk: {
    bell: 'Сповіщення',
    bellItem: /Ненадіслані повідомлення \(.+\): 2\. У клієнта немає електронної пошти\./,
    card: 'Не надіслано за останні 7 днів: 2',
    reason: 'У клієнта немає електронної пошти',
    notSent: 'Не надіслано',
    tab: 'Повідомлення',
  },
} as const;

/**
 * A new owner's email reminders are on from day one; a client with only a phone cannot get them. The owner is
 * told, not left to find out: the confirmation and the reminder are recorded as not sent, ONE bell says how many
 * and why, the dashboard's credits card has the line, and the client's Messages tab and Notifications → Sent
 * show each with its reason. English at 1280 px, Ukrainian at 375 px.
 */
for (const locale of ['en', 'uk'] as const) {
  test(
    `a reminder that cannot go: the bell, the dashboard and the Messages tab say why (${locale})`,
    {
      tag: locale === 'uk' ? ['@mobile'] : [],
    },
    async ({ page }, testInfo) => {
      test.skip((testInfo.project.name === 'mobile') !== (locale === 'uk'), 'English at 1280 px, Ukrainian at 375 px');
      const t = UNSENT[locale];
      const timeZone = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
      await registerInLocale(page, testInfo, locale);
      const { client } = await bookedTomorrow(page, locale, timeZone);

      // The confirmation at once, the reminder at the next cron run (every 3 s): one bell counting both.
      await page.goto('/dashboard');
      const bell = page.getByTestId('notification-bell');
      const item = page.getByTestId('notification-item').filter({ hasText: t.bellItem });
      const card = page.getByTestId('credits-unsent');
      await expect(async () => {
        await page.reload();
        await expect(card).toContainText(t.card, { timeout: 1_000 });
      }).toPass({ timeout: 30_000, intervals: [1_000] });
      await bell.click();
      await expect(item).toHaveCount(1);
      await shot(page, testInfo, `unsent-bell-${locale}`, false);
      await page.keyboard.press('Escape');

      await expect(card).toContainText(t.card);
      await expect(card).toContainText(`${t.reason}: 2`);
      await card.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `unsent-dashboard-${locale}`, false);

      await page.goto(`/clients/${client.id}?tab=messages`);
      await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
      const rows = page.getByTestId('related-item');
      await expect(rows).toHaveCount(2);
      for (const row of await rows.all()) {
        await expect(row).toContainText(t.notSent);
        await expect(row.getByTestId('message-failure')).toHaveText(t.reason);
      }
      await shot(page, testInfo, `unsent-client-messages-${locale}`);

      // The bell's link: Notifications → Sent, filtered to this reason.
      await bell.click();
      await item.getByRole('link').click();
      await expect(page).toHaveURL(/\/account-setup\/notifications\/messages\?status=error&failure=no_address$/);
      await expect(page.getByTestId('message-failure')).toHaveCount(2);
      await expect(page.getByTestId('message-failure').first()).toHaveText(t.reason);
      await shot(page, testInfo, `unsent-sent-list-${locale}`);
    },
  );
}
