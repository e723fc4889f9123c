import { expect, test } from '@playwright/test';
import { api, bookToday, registerInLocale, shot } from './support';

/** The dashboard's "Today's appointments" widget: today's bookings in the business's zone, each opening its view. */

for (const locale of ['en', 'uk'] as const) {
  test(`dashboard lists today's appointments (${locale})`, async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, locale);
    const tz = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    const o = { name: 'Deep tissue massage', minutes: 60, price: 6000, colour: '#7c3aed', start: '23:00' };
    await bookToday(page, tz, o);
    await page.goto('/dashboard');
    const widget = page.getByTestId('today-appointments');
    await expect(widget).toContainText('23:00–00:00');
    await expect(widget).toContainText('Deep tissue massage');
    await expect(widget).toContainText('Olivia Hughes');
    await expect(
      page.getByRole('heading', { name: locale === 'en' ? "Today's appointments" : 'Записи на сьогодні' }),
    ).toBeVisible();
    await shot(page, testInfo, `dashboard-today-${locale}`);
    await widget.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/appointments\/calendar\/[^/]+$/);
  });
}

for (const locale of ['en', 'uk'] as const) {
  test(`dashboard widgets show real figures from one request (${locale})`, async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, locale);
    const tz = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    await bookToday(page, tz, { paid: 1500 });
    await api(page, 'POST', '/api/v1/goal', { type: 'income', period: 'month', amount: 10_000 });

    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) calls.push(decodeURIComponent(new URL(r.url()).pathname));
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('widget-income')).toHaveText(/15[.,]00/);
    await expect(page.getByTestId('widget-left-to-pay')).toHaveText(/25[.,]00/);
    await expect(page.getByTestId('widget-new-clients')).toHaveText('1');
    await expect(page.getByTestId('today-appointments')).toContainText('Olivia Hughes');
    await expect(page.getByTestId('today-appointments')).toContainText('Colour');
    await expect(page.getByTestId('last-week')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '15');
    await expect(page.getByTestId('widget-tax')).toBeVisible();
    await shot(page, testInfo, `dashboard-widgets-${locale}`);
    // One request feeds every widget; the old per-widget queries are gone.
    expect(calls.filter((c) => c.includes('analytics.statistic'))).toHaveLength(1);
    expect(calls.filter((c) => /payments\.statistic|leftToPayStatistic|appointments\.list/.test(c))).toEqual([]);
  });
}

const WIDGETS = {
  en: {
    built: [
      'Plan and trial',
      "Today's appointments",
      'Last week',
      'Goals',
      'Put aside for tax',
      'Income',
      'Left to pay',
      'New clients',
      'SMS and email credits',
    ],
    save: 'Save changes',
    today: "Today's appointments",
  },
  uk: {
    built: [
      'План і пробний період',
      'Записи на сьогодні',
      'Минулий тиждень',
      'Цілі',
      'Відкласти на податки',
      'Дохід',
      'Залишок до сплати',
      'Нові клієнти',
      'SMS- та email-кредити',
    ],
    save: 'Зберегти зміни',
    today: 'Записи на сьогодні',
  },
} as const;

for (const locale of ['en', 'uk'] as const) {
  test(`dashboard settings offer every widget; an unticked one leaves the dashboard (${locale})`, async ({ page }, testInfo) => {
    const t = WIDGETS[locale];
    await registerInLocale(page, testInfo, locale);
    await page.goto('/account-setup/customisation/dashboard-settings');
    const widgets = page.getByRole('group', { name: locale === 'en' ? 'Widgets' : 'Віджети' });
    await expect(widgets.getByRole('checkbox')).toHaveCount(9);
    for (const name of t.built) await expect(widgets.getByRole('checkbox', { name })).toBeChecked();
    await shot(page, testInfo, `dashboard-settings-${locale}`);

    await widgets.getByRole('checkbox', { name: t.today }).uncheck();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(locale === 'en' ? 'Settings saved.' : 'Налаштування збережено.').first()).toBeVisible();
    const saved = await api<{ dashboard_settings: { widgets: string[] } }>(page, 'GET', '/api/v1/user/settings');
    expect([...saved.dashboard_settings.widgets].sort()).toEqual(
      ['credits', 'goals', 'income', 'last_week', 'left_to_pay', 'new_clients', 'tax', 'trial'].sort(),
    );
    await page.goto('/dashboard');
    await expect(page.getByTestId('trial-days-left')).toBeVisible();
    await expect(page.getByTestId('widget-income')).toBeVisible();
    await expect(page.getByRole('heading', { name: t.today })).toHaveCount(0);
  });

  test(`quick actions create an appointment or a client (${locale})`, async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, locale);
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: locale === 'en' ? 'Quick actions' : 'Швидкі дії' });
    // Keyboard: Enter on the trigger opens the menu on its first item, "New appointment".
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toHaveText(locale === 'en' ? 'New appointment' : 'Новий запис');
    await expect(items.nth(1)).toHaveText(locale === 'en' ? 'New client' : 'Новий клієнт');
    await expect(items.first()).toBeFocused();
    await page.screenshot({ path: `/tmp/h4-quick-actions-${locale}-${testInfo.project.name}.png` });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/appointments\/calendar\/form$/);

    await trigger.click();
    await menu.getByRole('menuitem', { name: locale === 'en' ? 'New client' : 'Новий клієнт' }).click();
    await expect(page).toHaveURL(/\/clients\/form$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
