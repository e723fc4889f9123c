import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { adminCall, adminSession } from './billing-admin';
import { api, isMobile, noSidewaysScroll, registerInLocale, shot, uniqueEmail } from './support';

/**
 * Marketing at 1280 px (sideways scrolling also at 375 px), in English and in Ukrainian: an owner granted marketing by an
 * admin, with two clients who accept marketing, builds an SMS campaign, counts it (2 recipients,
 * 2 credits), schedules it for tomorrow, finds it under Scheduled, cancels it from its menu and
 * finds it under Past as cancelled; then opts a client out from the Opted-out tab and the count
 * says 1.
 */

const WORDS = {
  en: {
    nav: 'Marketing',
    newCampaign: 'New campaign',
    name: 'Campaign name',
    text: 'Text',
    clientName: /Client’s name/,
    segments: '1 SMS · 1 credit per client',
    next: 'Next',
    all: 'All clients',
    count: 'Count',
    schedule: 'Schedule',
    isScheduled: 'Scheduled',
    past: 'Past',
    optedOut: 'Opted-out clients',
    actions: (n: string) => `Actions for ${n}`,
    cancel: 'Cancel campaign',
    cancelled: 'Cancelled',
    pick: 'Opt a client out',
    phones: ['+447700900111', '+447700900222'],
  },
  uk: {
    nav: 'Маркетинг',
    newCampaign: 'Нова розсилка',
    name: 'Назва розсилки',
    text: 'Текст',
    clientName: /Ім’я клієнта/,
    segments: '1 SMS · 1 кредит на клієнта',
    next: 'Далі',
    all: 'Усі клієнти',
    count: 'Порахувати',
    schedule: 'Запланувати',
    isScheduled: 'Заплановано',
    past: 'Минулі',
    optedOut: 'Відписані клієнти',
    actions: (n: string) => `Дії з «${n}»`,
    cancel: 'Скасувати розсилку',
    cancelled: 'Скасовано',
    pick: 'Відписати клієнта',
    phones: ['+380501110011', '+380501110022'],
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

async function openMarketing(page: Page, testInfo: TestInfo, w: Words) {
  await page.goto('/dashboard');
  if (isMobile(testInfo)) await page.getByRole('button', { name: /Open menu|Відкрити меню/ }).click();
  await page.getByRole('link', { name: w.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/marketing$/);
  // At 375 px the side panel closes with an animation: a click on the page before it is gone lands on the panel.
  await expect(page.locator('#mobile-menu')).toBeHidden();
}

/** Steps 1-3 of the wizard up to the count: an SMS to every client who takes marketing. */
async function buildAndCount(page: Page, w: Words, name: string) {
  await page.getByTestId('campaign-new').click();
  await page.getByLabel(w.name).fill(name);
  await page.getByTestId('wizard-next').click();
  await page.getByLabel(w.text, { exact: true }).fill('Hi ');
  await page.getByRole('button', { name: w.clientName }).click();
  await expect(page.getByLabel(w.text, { exact: true })).toHaveValue('Hi {client_name}');
  await expect(page.getByTestId('sms-segments')).toContainText(w.segments);
  await page.getByTestId('wizard-next').click();
  await page.getByLabel(w.all, { exact: true }).check();
  await page.getByRole('button', { name: w.count, exact: true }).click();
}

/** An admin grants the logged-in owner marketing (users.marketing_available). */
async function grantMarketing(page: Page, testInfo: TestInfo) {
  const admin = await adminSession(testInfo.project.use.baseURL ?? 'http://localhost:8899');
  const me = await api<{ id: string }>(page, 'GET', '/api/v1/user');
  await adminCall(admin, 'PUT', `/user/marketing/${me.id}`, { marketing_available: true });
  await admin.dispose();
}

async function run(page: Page, testInfo: TestInfo, locale: 'en' | 'uk') {
  const w = WORDS[locale];
  await registerInLocale(page, testInfo, locale);
  await grantMarketing(page, testInfo);
  for (const [i, first] of ['Emma', 'Oliver'].entries()) {
    await api(page, 'POST', '/api/v1/clients', {
      first_name: first,
      last_name: 'Stone',
      phone: w.phones[i],
      marketing_messages: true,
    });
  }

  await openMarketing(page, testInfo, w);
  const name = locale === 'en' ? 'Spring offer' : 'Весняна пропозиція';
  await buildAndCount(page, w, name);
  await expect(page.getByTestId('count-recipients')).toHaveText('2');
  await expect(page.getByTestId('count-required')).toHaveText('2');
  await shot(page, testInfo, `marketing-count-${locale}`);
  await page.getByTestId('wizard-next').click();
  await page.getByRole('radio', { name: w.schedule }).check();
  await expect(page.getByTestId('wizard-next')).toHaveText(w.schedule);
  await noSidewaysScroll(page);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toHaveText(w.isScheduled);

  await openMarketing(page, testInfo, w);
  const row = page.getByTestId('campaign-row').filter({ hasText: name }).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await noSidewaysScroll(page);
  await shot(page, testInfo, `marketing-scheduled-${locale}`);
  await row.getByRole('button', { name: w.actions(name) }).click();
  await page.getByRole('menuitem', { name: w.cancel }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.cancel }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: w.past }).click();
  const past = page.getByTestId('campaign-row').filter({ hasText: name }).filter({ visible: true });
  await expect(past.getByTestId('campaign-status')).toHaveText(w.cancelled);
  await shot(page, testInfo, `marketing-past-${locale}`);

  await page.getByRole('tab', { name: w.optedOut }).click();
  await page.getByRole('combobox', { name: w.pick }).fill('Emma');
  await page.getByRole('option', { name: /Emma Stone/ }).click();
  await expect(page.getByTestId('opted-out-row').filter({ hasText: 'Emma Stone' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, testInfo, `marketing-opted-out-${locale}`);

  await buildAndCount(page, w, `${name} 2`);
  await expect(page.getByTestId('count-recipients')).toHaveText('1');
  await expect(page.getByTestId('count-required')).toHaveText('1');
}

test('build, count, schedule and cancel an SMS campaign; opt a client out', async ({ page }, testInfo) => {
  await run(page, testInfo, 'en');
});

test('the same in Ukrainian', async ({ page }, testInfo) => {
  await run(page, testInfo, 'uk');
});

/** The link a marketing email carries to /unsubscribe/<token>, read from the dev outbox once the queue has sent it. */
async function unsubscribeLink(page: Page, email: string): Promise<string> {
  let href = '';
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox');
        const item = page.getByRole('listitem').filter({ hasText: email }).first();
        // The list loads after the page: wait for the email's entry (absent until the queue has sent it).
        await item.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
        const links = await item.getByTestId('outbox-link').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
        href = links.find((l) => /\/unsubscribe\/[^/]+$/.test(l) && !l.includes('/api/')) ?? '';
        return href;
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 3_000] },
    )
    .not.toBe('');
  return href;
}

async function asGuest(browser: Browser, testInfo: TestInfo, locale: 'en' | 'uk') {
  const baseURL = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  const context = await browser.newContext({ ...testInfo.project.use, baseURL });
  await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: baseURL }]);
  return context;
}

test('an email campaign sent now: its client unsubscribes from the link without a session', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await registerInLocale(page, testInfo, 'en');
  await grantMarketing(page, testInfo);
  const email = uniqueEmail('ava');
  await api(page, 'POST', '/api/v1/clients', { first_name: 'Ava', last_name: 'Reed', email, marketing_messages: true });

  await openMarketing(page, testInfo, WORDS.en);
  await page.getByTestId('campaign-new').click();
  await page.getByLabel('Campaign name').fill('Autumn news');
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByTestId('wizard-next').click();
  await page.getByLabel('Subject').fill('News from us');
  await page.getByLabel('Text', { exact: true }).fill('Hello {client_name}, we have news.');
  await page.getByTestId('wizard-next').click();
  await page.getByLabel('All clients', { exact: true }).check();
  await page.getByTestId('wizard-next').click();
  await page.getByRole('radio', { name: 'Now' }).check();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByRole('heading', { name: 'Autumn news', level: 1 })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toHaveText('Sent');
  await shot(page, testInfo, 'marketing-campaign-en');

  const link = await unsubscribeLink(page, email);
  const guest = await asGuest(browser, testInfo, 'uk');
  const visitor = await guest.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Відписатися від маркетингових повідомлень' })).toBeVisible();
  await expect(visitor.getByText('Amelia’s Salon', { exact: false })).toBeVisible();
  await shot(visitor, testInfo, 'marketing-unsubscribe-uk');
  await visitor.getByTestId('unsubscribe-button').click();
  await expect(visitor.getByTestId('unsubscribe-done')).toContainText('Готово');
  await guest.close();

  await page.goto('/marketing?tab=opted-out');
  await expect(page.getByTestId('opted-out-row').filter({ hasText: 'Ava Reed' })).toBeVisible();
});
