import { expect, test } from '@playwright/test';
import { api, clearOfMidnight, registerInLocale, shot } from './support';

/** The dashboard's "Today's appointments" widget: today's bookings in the business's zone, each opening its view. */

for (const locale of ['en', 'uk'] as const) {
  test(`dashboard lists today's appointments (${locale})`, async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, locale);
    const tz = locale === 'en' ? 'Europe/London' : 'Europe/Kyiv';
    await clearOfMidnight(tz);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
    const service = await api(page, 'POST', '/api/v1/services', {
      name: 'Deep tissue massage',
      type: 'single',
      parts: [{ title: 'Massage', duration_minutes: 60, type: 'block' }],
      colour: '#7c3aed',
      price: 6000,
    });
    await api(page, 'POST', '/api/v1/appointments', {
      type: 'appointment',
      service_id: service.id,
      client_ids: [client.id],
      date: today,
      start_time: '23:00',
      allow_overlap: true,
    });
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

const WIDGETS = {
  en: {
    built: ['Plan and trial', "Today's appointments", 'Income', 'Left to pay', 'SMS and email credits'],
    notBuilt: ['New clients'],
    save: 'Save changes',
    today: "Today's appointments",
  },
  uk: {
    built: ['План і пробний період', 'Записи на сьогодні', 'Дохід', 'Залишок до сплати', 'SMS- та email-кредити'],
    notBuilt: ['Нові клієнти'],
    save: 'Зберегти зміни',
    today: 'Записи на сьогодні',
  },
} as const;

for (const locale of ['en', 'uk'] as const) {
  test(`dashboard settings offer only the widgets the dashboard has; others stay stored (${locale})`, async ({
    page,
  }, testInfo) => {
    const t = WIDGETS[locale];
    await registerInLocale(page, testInfo, locale);
    await page.goto('/account-setup/customisation/dashboard-settings');
    const widgets = page.getByRole('group', { name: locale === 'en' ? 'Widgets' : 'Віджети' });
    await expect(widgets.getByRole('checkbox')).toHaveCount(5);
    for (const name of t.built) await expect(widgets.getByRole('checkbox', { name })).toBeChecked();
    for (const name of t.notBuilt) await expect(page.getByRole('checkbox', { name })).toHaveCount(0);
    await page.screenshot({ path: `/tmp/h4-dashboard-settings-${locale}-${testInfo.project.name}.png`, fullPage: true });

    await widgets.getByRole('checkbox', { name: t.today }).uncheck();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(locale === 'en' ? 'Settings saved.' : 'Налаштування збережено.').first()).toBeVisible();
    // The hidden widgets' stored choices are kept for when they arrive.
    const saved = await api<{ dashboard_settings: { widgets: string[] } }>(page, 'GET', '/api/v1/user/settings');
    expect([...saved.dashboard_settings.widgets].sort()).toEqual(['credits', 'income', 'left_to_pay', 'new_clients', 'trial']);
    await page.goto('/dashboard');
    await expect(page.getByTestId('trial-days-left')).toBeVisible();
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
