import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { adminCall, adminSession } from './billing-admin';
import { api, isMobile, registerInLocale, shot } from './support';

/**
 * Marketing at 375 px and 1280 px, in English and in Ukrainian: an owner granted marketing by an
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
    optedOut: 'Відмовилися від розсилок',
    actions: (n: string) => `Дії з «${n}»`,
    cancel: 'Скасувати розсилку',
    cancelled: 'Скасовано',
    pick: 'Відписати клієнта',
    phones: ['+380501110011', '+380501110022'],
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openMarketing(page: Page, testInfo: TestInfo, w: Words) {
  await page.goto('/dashboard');
  if (isMobile(testInfo)) await page.getByRole('button', { name: /Open menu|Відкрити меню/ }).click();
  await page.getByRole('link', { name: w.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/marketing$/);
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

async function run(page: Page, testInfo: TestInfo, locale: 'en' | 'uk') {
  const w = WORDS[locale];
  await registerInLocale(page, testInfo, locale);
  const admin = await adminSession(testInfo.project.use.baseURL ?? 'http://localhost:8899');
  const me = await api<{ id: string }>(page, 'GET', '/api/v1/user');
  await adminCall(admin, 'PUT', `/user/marketing/${me.id}`, { marketing_available: true });
  await admin.dispose();
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
