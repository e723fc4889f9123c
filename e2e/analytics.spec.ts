import { createClient } from '@libsql/client';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { api, bookToday, noSidewaysScroll, registerInLocale, shot } from './support';

/**
 * /analytics at 1280 px (sideways scrolling also at 375 px), in English and Ukrainian: a trial owner (the trial has every feature) with an
 * appointment, two payments and an expense this month sees the figures on every tab; the period changes and
 * survives a reload; a Lite owner gets the numbers and the premium notice on the other tabs.
 */

const W = {
  en: {
    title: 'Analytics',
    tabs: ['The numbers', 'Service delivery', 'Financial info', 'Client info', 'KPIs'],
    period: 'Period',
    lastMonth: 'Last month',
    custom: 'Custom dates',
    showTable: 'Show as table',
    cash: 'Cash',
  },
  uk: {
    title: 'Аналітика',
    tabs: ['Основні цифри', 'Надання послуг', 'Фінанси', 'Клієнти', 'KPI'],
    period: 'Період',
    lastMonth: 'Минулий місяць',
    custom: 'Свої дати',
    showTable: 'Показати таблицею',
    cash: 'Готівка',
  },
} as const;

/** A client, a service, an appointment at 00:00 today, 15.00 paid for it and 10.00 standalone, 5.00 of rent. */
async function seed(page: Page, tz: string) {
  const { today, client } = await bookToday(page, tz, { paid: 1500 });
  await api(page, 'POST', '/api/v1/payments', { client_id: client.id, payments: [{ method: 'cash', amount: 1000 }] });
  await api(page, 'POST', '/api/v1/expenses', { type: 'expense', category: 'rent', date: today, amount: 500 });
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

for (const locale of ['en', 'uk'] as const) {
  test(`analytics: every tab shows its figures; the period changes and survives a reload (${locale})`, async ({
    page,
  }, testInfo: TestInfo) => {
    test.setTimeout(120_000);
    const w = W[locale];
    await registerInLocale(page, testInfo, locale);
    await seed(page, locale === 'en' ? 'Europe/London' : 'Europe/Kyiv');

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(5);
    await expect(page.getByTestId('figure-income')).toHaveText(/25[.,]00/);
    await expect(page.getByTestId('figure-expenses')).toHaveText(/5[.,]00/);
    await expect(page.getByTestId('figure-profit')).toHaveText(/20[.,]00/);
    await expect(page.getByTestId('figure-visits')).toHaveText('1');
    await expect(page.getByTestId('figure-appointments')).toHaveText('1');
    // The charts' numbers as a table, for everyone on request.
    await page.getByRole('button', { name: w.showTable }).first().click();
    await expect(page.getByRole('table').filter({ visible: true }).first()).toContainText(/25[.,]00/);
    await noSidewaysScroll(page);
    await shot(page, testInfo, `analytics-numbers-${locale}`);

    await openTab(page, w.tabs[1]);
    await expect(page).toHaveURL(/tab=service_delivery/);
    await expect(page.getByTestId('table-by-service')).toContainText('Colour');
    await expect(page.getByTestId('figure-utilisation')).toHaveText(/\d[.,]\d\s?%/);
    await noSidewaysScroll(page);
    await shot(page, testInfo, `analytics-service-${locale}`);

    await openTab(page, w.tabs[2]);
    await expect(page.getByTestId('figure-fin-income')).toHaveText(/25[.,]00/);
    await expect(page.getByTestId('figure-fin-profit')).toHaveText(/20[.,]00/);
    await expect(page.getByTestId('analytics-financial').getByText(w.cash).first()).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, testInfo, `analytics-financial-${locale}`);

    await openTab(page, w.tabs[3]);
    await expect(page.getByTestId('figure-ci-new')).toHaveText('1');
    await expect(page.getByTestId('table-top-clients')).toContainText('Olivia Hughes');
    await expect(page.getByTestId('table-top-clients')).toContainText(/25[.,]00/);
    await noSidewaysScroll(page);
    await shot(page, testInfo, `analytics-clients-${locale}`);

    await openTab(page, w.tabs[4]);
    await expect(page.getByTestId('kpi-no_show_rate')).toHaveText(/0[.,]0\s?%/);
    await expect(page.getByTestId('kpi-avg_spend_per_visit')).toHaveText(/25[.,]00/);
    await noSidewaysScroll(page);
    await shot(page, testInfo, `analytics-kpis-${locale}`);

    // Last month: nothing happened then; the choice is in the URL and survives a reload.
    await openTab(page, w.tabs[0]);
    await page.getByLabel(w.period).selectOption('last_month');
    await expect(page).toHaveURL(/period=last_month/);
    await expect(page.getByTestId('figure-visits')).toHaveText('0');
    await page.reload();
    await expect(page.getByLabel(w.period)).toHaveValue('last_month');
    await expect(page.getByTestId('figure-visits')).toHaveText('0');
    // Custom dates start from the range on screen.
    await page.getByLabel(w.period).selectOption('custom');
    await expect(page).toHaveURL(/period=custom&from=\d{4}-\d{2}-01&to=/);
  });

  test(`analytics on Lite: the numbers, and the premium notice on the other tabs (${locale})`, async ({ page }, testInfo) => {
    const w = W[locale];
    const user = await registerInLocale(page, testInfo, locale);
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts for this run
    const db = createClient({ url: process.env.E2E_DATABASE_URL ?? '' });
    await db.execute({
      sql: 'UPDATE subscriptions SET plan_name = ?, trial_ends_at = ? WHERE business_id = (SELECT business_id FROM users WHERE email = ?)',
      args: ['Lite', Date.now() - 86_400_000, user.email],
    });
    db.close();
    // Any write empties the server's short-lived session cache, so the next read sees the plan.
    await api(page, 'POST', '/api/v1/clients', { first_name: 'Emma', last_name: 'Brown' });

    await page.goto('/analytics');
    await expect(page.getByTestId('figure-new_clients')).toHaveText('1');
    await expect(page.getByTestId('goals-premium')).toBeVisible();
    for (const tab of w.tabs.slice(1)) {
      await openTab(page, tab);
      await expect(page.getByText(locale === 'en' ? 'available only on Premium plan' : 'лише в плані «Premium»')).toBeVisible();
    }
    await noSidewaysScroll(page);
    await shot(page, testInfo, `analytics-lite-${locale}`);
  });
}
