import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { isMobile, registerInLocale, shot } from './support';

/**
 * Services (multipart parts, docs/product/catalogue.md rule, list, archive/restore), locations,
 * discounts and the account-setup settings (business hours, payment methods),
 * at 1280 px (the service list's phone rows at 375 px too); one pass in Ukrainian.
 */

/**
 * Registers a business through REST (its answer carries the session cookie)
 * and sets the UI language: English → Great Britain (GBP, Europe/London),
 * Ukrainian → Ukraine (UAH, Europe/Kyiv).
 */
const register = (page: Page, testInfo: TestInfo, locale: 'en' | 'uk' = 'en') => registerInLocale(page, testInfo, locale);

/** The labels the service steps need, per language. */
const EN = {
  add: 'Add service',
  name: 'Name',
  multipart: 'Multipart',
  title: 'Title',
  duration: 'Duration, min',
  blocked: 'Blocked',
  free: 'Free',
  addPart: 'Add part',
  price: 'Price',
  save: 'Save',
  total: 'Total: 1 h 40 min',
  listDuration: '1 h 40 min',
  needsBlock: 'A multipart service needs at least one blocked part',
  created: 'Service added.',
};
const UK: typeof EN = {
  add: 'Додати послугу',
  name: 'Назва',
  multipart: 'Складена',
  title: 'Назва',
  duration: 'Тривалість, хв',
  blocked: 'Зайнято',
  free: 'Вільно',
  addPart: 'Додати частину',
  price: 'Ціна',
  save: 'Зберегти',
  total: 'Разом: 1 год 40 хв',
  listDuration: '1 год 40 хв',
  needsBlock: 'Складена послуга повинна мати щонайменше одну зайняту частину',
  created: 'Послугу додано.',
};

const PARTS = [
  { title: 'Apply colour', minutes: '30', type: 'blocked' },
  { title: 'Develop', minutes: '40', type: 'free' },
  { title: 'Wash and dry', minutes: '30', type: 'blocked' },
] as const;

/**
 * Fills the multipart "Colour" service (30 min blocked, 40 min free, 30 min
 * blocked), first with every part free to see the docs/product/catalogue.md error.
 */
async function fillColourService(page: Page, t: typeof EN, name: string, price: string) {
  await page.getByRole('link', { name: t.add }).first().click();
  await expect(page).toHaveURL(/\/appointments\/services\/form$/);
  await page.getByLabel(t.name, { exact: true }).first().fill(name);
  await page.getByRole('radio', { name: t.multipart }).check();

  const parts = page.getByTestId('service-part');
  await expect(parts).toHaveCount(1);
  await page.getByRole('button', { name: t.addPart }).click();
  await page.getByRole('button', { name: t.addPart }).click();
  await expect(parts).toHaveCount(3);
  for (const [i, part] of PARTS.entries()) {
    const row = parts.nth(i);
    await row.getByLabel(t.title).fill(part.title);
    await row.getByLabel(t.duration).fill(part.minutes);
    await row.getByRole('radio', { name: t.free }).check();
  }
  await page.getByLabel(t.price, { exact: true }).fill(price);

  // docs/product/catalogue.md: a multipart service needs at least one blocked part.
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.needsBlock)).toBeVisible();
  await expect(page).toHaveURL(/\/appointments\/services\/form$/);

  for (const [i, part] of PARTS.entries()) {
    if (part.type === 'blocked') await parts.nth(i).getByRole('radio', { name: t.blocked }).check();
  }
  await expect(page.getByText(t.needsBlock)).toBeHidden();
  await expect(page.getByTestId('service-total')).toHaveText(t.total);
}

test(
  'a multipart service: docs/product/catalogue.md error, timeline, list with duration and price, archive and restore',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    await register(page, testInfo);
    await page.goto('/dashboard');
    // Appointments → Services in the navigation.
    if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/appointments\/services\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByText('No services yet')).toBeVisible();

    await fillColourService(page, EN, 'Colour', '85.50');
    // The timeline names each segment for screen readers.
    await expect(page.getByRole('img', { name: /Apply colour, 30 min, blocked; Develop, 40 min, free/ })).toBeVisible();
    // Moving a part keeps the order and the total.
    await page.getByRole('button', { name: 'Move part 2 up' }).click();
    await expect(page.getByTestId('service-part').first().getByLabel('Title')).toHaveValue('Develop');
    // Focus stays with the moved part (its up arrow is disabled at the top, so on its down arrow).
    await expect(page.getByRole('button', { name: 'Move part 1 down' })).toBeFocused();
    await page.getByRole('button', { name: 'Move part 1 down' }).click();
    await expect(page.getByTestId('service-part').first().getByLabel('Title')).toHaveValue('Apply colour');
    await page.getByRole('radio', { name: 'Violet' }).check();
    await page.getByRole('switch', { name: 'Bookable online' }).uncheck();
    await shot(page, testInfo, 'service-form');
    await page
      .getByRole('group', { name: 'Duration' })
      .or(page.locator('section', { has: page.getByRole('heading', { name: 'Duration', exact: true }) }))
      .first()
      .screenshot({ path: `test-results/screens/service-form-parts-${testInfo.project.name}.png` });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/appointments\/services\/list$/);
    await expect(page.getByText('Service added.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Colour' })).toBeVisible();
    await expect(page.getByTestId('service-duration').filter({ visible: true })).toHaveText('1 h 40 min');
    await expect(page.getByTestId('service-price').filter({ visible: true })).toHaveText('£85.50');
    await shot(page, testInfo, 'services-list');

    // The edit form shows the saved parts.
    await page.getByRole('link', { name: 'Colour' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit service' })).toBeVisible();
    await expect(page.getByTestId('service-part')).toHaveCount(3);
    await expect(page.getByTestId('service-part').nth(1).getByRole('radio', { name: 'Free' })).toBeChecked();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('85.50');
    await page.getByRole('link', { name: 'Cancel' }).click();

    // Archive, then restore from the Archived tab.
    await page.getByRole('button', { name: 'Actions for Colour' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText('Service archived.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Colour' })).toBeHidden();
    await page.getByRole('tab', { name: 'Archived' }).click();
    await expect(page.getByRole('link', { name: 'Colour' })).toBeVisible();
    await page.getByRole('button', { name: 'Actions for Colour' }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expect(page.getByText('Service restored.').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(page.getByRole('link', { name: 'Colour' })).toBeVisible();

    // A single service: one duration, priced per hour.
    await page.getByRole('link', { name: 'Add service' }).first().click();
    await page.getByLabel('Name', { exact: true }).fill('Consultation');
    await page.getByLabel('Duration, min').fill('45');
    await page.getByLabel('Price', { exact: true }).fill('40');
    await page.getByRole('switch', { name: 'Hourly rate' }).check();
    await expect(page.getByLabel('Price per hour')).toHaveValue('40');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/appointments\/services\/list$/);
    const row = isMobile(testInfo)
      ? page.getByRole('listitem').filter({ hasText: 'Consultation' })
      : page.getByRole('row').filter({ hasText: 'Consultation' });
    await expect(row.getByTestId('service-duration')).toHaveText('45 min');
    await expect(row.getByTestId('service-price')).toHaveText('£40.00 / h');
  },
);

test('a location and a 12.5 % discount', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await page.goto('/account-setup/locations/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await page.getByRole('link', { name: 'Add location' }).first().click();
  // Browser-side check with the server's wording (under the field, which the label names).
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Main studio');
  await page.getByLabel('Address line 1').fill('12 High Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Post code').fill('E1 6AN');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/account-setup\/locations\/list$/);
  await expect(page.getByText('Location added.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Main studio' })).toBeVisible();
  await expect(page.getByText('12 High Street').filter({ visible: true })).toBeVisible();
  await shot(page, testInfo, 'locations-list');

  await page.goto('/account-setup/discounts/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await page.getByRole('link', { name: 'Add discount' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill('Students');
  await expect(page.getByRole('radio', { name: 'Percentage' })).toBeChecked();
  await page.getByLabel('Percentage, %').fill('12.5');
  await expect(page.getByTestId('discount-preview')).toHaveText('A price of £100.00 becomes £87.50.');
  await shot(page, testInfo, 'discount-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/account-setup\/discounts\/list$/);
  await expect(page.getByRole('link', { name: 'Students' })).toBeVisible();
  await expect(page.getByTestId('discount-value').filter({ visible: true })).toHaveText('12.5%');
  await shot(page, testInfo, 'discounts-list');
});

test('Saturday business hours 10:00–14:00 are kept after a reload', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await page.goto('/account-setup/customisation/calendar-and-time');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar and time' })).toBeVisible();
  await expect(page.getByText(/Times are in your business time zone: London \(UTC\+0[01]:00\)\./)).toBeVisible();

  const open = page.getByRole('switch', { name: 'Saturday: working day' });
  await expect(open).not.toBeChecked();
  await expect(page.getByLabel('Saturday: opening time')).toBeDisabled();
  await open.check();
  await page.getByLabel('Saturday: opening time').fill('10:00');
  await page.getByLabel('Saturday: closing time').fill('14:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Calendar settings and business hours saved.').first()).toBeVisible();

  // Closing before opening is refused with the shared rule's message (e2e/settings.spec.ts has the rest).
  await page.getByLabel('Monday: closing time').fill('08:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The end time must be after the start time')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Saturday: working day' })).toBeChecked();
  await expect(page.getByLabel('Saturday: opening time')).toHaveValue('10:00');
  await expect(page.getByLabel('Saturday: closing time')).toHaveValue('14:00');
  await expect(page.getByLabel('Monday: closing time')).toHaveValue('17:00');
  await shot(page, testInfo, 'calendar-and-time');
});

test('payment methods with a default are saved', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await page.goto('/account-setup/customisation/payment_settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  const defaultSelect = page.getByLabel('Default payment method');
  await expect(defaultSelect).toHaveValue('cash');

  await page.getByRole('checkbox', { name: 'PayPal' }).check();
  await page.getByRole('checkbox', { name: 'Card reader' }).check();
  // Unticking the default moves it to a method still accepted.
  await page.getByRole('checkbox', { name: 'Cash' }).uncheck();
  await expect(defaultSelect).toHaveValue('card_payment');
  await defaultSelect.selectOption({ label: 'PayPal' });
  await page.getByLabel('Bank details').fill('Amelia Clarke\nSort code 12-34-56\nAccount 12345678');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'PayPal' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cash' })).not.toBeChecked();
  await expect(page.getByLabel('Default payment method')).toHaveValue('paypal');
  await expect(page.getByLabel('Bank details')).toHaveValue(/Sort code 12-34-56/);
  await shot(page, testInfo, 'payment-settings');

  // Nothing accepted is refused.
  for (const name of ['Card payment', 'Card reader', 'Bank transfer', 'PayPal']) {
    await page.getByRole('checkbox', { name }).uncheck();
  }
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('At least 1 item', { exact: true })).toBeVisible();
});

test('dashboard widgets follow the dashboard settings; tax year defaults to 6 April', async ({ page }, testInfo) => {
  await register(page, testInfo);
  await page.goto('/dashboard');
  await expect(page.getByText('SMS credits', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trial-days-left')).toBeVisible();

  await page.goto('/account-setup/customisation/dashboard-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard settings' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'SMS and email credits' }).uncheck();
  await page.getByRole('checkbox', { name: 'Plan and trial' }).uncheck();
  await shot(page, testInfo, 'dashboard-settings');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amelia');
  await expect(page.getByText('SMS credits', { exact: true })).toBeHidden();
  await expect(page.getByTestId('trial-days-left')).toBeHidden();

  await page.goto('/account-setup/customisation/tax_settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax settings' })).toBeVisible();
  await expect(page.getByTestId('tax-year-summary')).toHaveText('Your tax year runs from 6 April to 5 April.');
  await page.getByRole('switch', { name: 'Registered for VAT' }).check();
  await expect(page.getByLabel('VAT rate, %')).toHaveValue('20');
  await page.getByLabel('VAT rate, %').fill('17.5');
  await page.getByLabel('VAT number').fill('GB123456789');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('VAT rate, %')).toHaveValue('17.5');
  await shot(page, testInfo, 'tax-settings');
});

test('in Ukrainian: a multipart service, Saturday hours and payment settings', async ({ page }, testInfo) => {
  await register(page, testInfo, 'uk');
  await page.goto('/appointments/services/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Послуги' })).toBeVisible();
  await fillColourService(page, UK, 'Фарбування', '1200');
  await expect(page.getByLabel('Ціна', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'service-form-uk');
  await page.getByRole('button', { name: UK.save, exact: true }).click();
  await expect(page.getByText(UK.created).first()).toBeVisible();
  await expect(page.getByTestId('service-duration').filter({ visible: true })).toHaveText(UK.listDuration);
  await expect(page.getByTestId('service-price').filter({ visible: true })).toHaveText(/^1\s200,00\s(грн|₴)$/);
  await shot(page, testInfo, 'services-list-uk');

  await page.goto('/account-setup/customisation/calendar-and-time');
  await expect(page.getByRole('heading', { level: 1, name: 'Календар і час' })).toBeVisible();
  await expect(page.getByText(/часовому поясі вашого бізнесу: Київ \(UTC\+0[23]:00\)/)).toBeVisible();
  await page.getByRole('switch', { name: 'Субота: робочий день' }).check();
  await page.getByLabel('Субота: час початку').fill('10:00');
  await page.getByLabel('Субота: час завершення').fill('14:00');
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  await expect(page.getByText('Налаштування календаря й робочі години збережено.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Субота: час початку')).toHaveValue('10:00');
  await shot(page, testInfo, 'calendar-and-time-uk');

  await page.goto('/account-setup/customisation/payment_settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Налаштування оплати' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Подарунковий сертифікат' }).check();
  await page.getByLabel('Типовий спосіб оплати').selectOption({ label: 'Подарунковий сертифікат' });
  await page.getByRole('button', { name: 'Зберегти зміни' }).click();
  await expect(page.getByText('Налаштування збережено.').first()).toBeVisible();
  await shot(page, testInfo, 'payment-settings-uk');
});
