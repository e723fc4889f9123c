import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { addService, pickClient } from './appointment-steps';
import { api, registerInLocale, shot } from './support';

/**
 * Zoom (issue 15): connect through the fake's consent page (e2e/fakes/zoom-api.ts), book an appointment with a
 * Zoom meeting, see the link on the appointment page and in the confirmation in the dev outbox, disconnect.
 */
const WORDS = {
  en: {
    connect: 'Connect Zoom',
    connected: 'Connected as owner@zoom.example',
    note: 'Zoom: over 40 minutes with more than 2 people may need a paid Zoom plan.',
    clients: 'Clients',
    service: 'Service',
    zoom: 'Zoom meeting',
    save: 'Save',
    disconnect: 'Disconnect',
  },
  uk: {
    connect: 'Підключити Zoom',
    connected: 'Підключено як owner@zoom.example',
    note: 'Zoom: зустрічі довші за 40 хвилин, у яких більше 2 учасників, можуть потребувати платного тарифу Zoom.',
    clients: 'Клієнти',
    service: 'Послуга',
    zoom: 'Зустріч Zoom',
    save: 'Зберегти',
    disconnect: 'Відключити',
  },
} as const;

async function run(page: Page, testInfo: TestInfo, locale: 'en' | 'uk') {
  // Two round trips through the queue (the meeting, then the confirmation) on top of the form and the OAuth dance.
  test.setTimeout(150_000);
  const w = WORDS[locale];
  const tag = `${locale}-${testInfo.project.name}`;
  await registerInLocale(page, testInfo, locale);
  const email = `zoom.${Date.now().toString(36)}.${tag}@example.com`;
  await api(page, 'PUT', '/api/v1/user/email-notification-settings', {
    booking_enabled: true,
    reminder_enabled: false,
    reminder_lead_minutes: 1440,
    thank_you_enabled: false,
    thank_you_delay_minutes: 120,
  });
  await api(page, 'POST', '/api/v1/clients', { first_name: 'Iryna', last_name: 'Bondar', email });
  await addService(page, 'Consultation', 30, 3000);

  // The form before connecting: the checkbox is off, with a link to connect.
  await page.goto('/appointments/calendar/form?date=2027-04-06&start_time=10:00');
  await expect(page.getByTestId('wzm-connect-link')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: w.zoom })).toBeDisabled();
  await page.getByTestId('wzm-connect-link').click();

  await expect(page.getByTestId('wzm-note')).toHaveText(w.note);
  await shot(page, testInfo, `zoom-connect-${locale}`);
  await page.getByRole('button', { name: w.connect }).click();
  // Zoom's consent page (the fake), then back to the app.
  await page.locator('#allow').click();
  await expect(page).toHaveURL(/zoom-integration\?connected=1/);
  await expect(page.getByTestId('wzm-connected-as')).toHaveText(w.connected);
  await shot(page, testInfo, `zoom-connected-${locale}`);

  await page.goto('/appointments/calendar/form?date=2027-04-06&start_time=10:00');
  await pickClient(page, w.clients, 'iry', 'Iryna Bondar');
  await page.getByLabel(w.service).selectOption({ label: 'Consultation' });
  await page.getByRole('checkbox', { name: w.zoom }).check();
  await shot(page, testInfo, `zoom-form-${locale}`);
  await expect(page.getByRole('checkbox', { name: w.zoom })).toBeChecked();
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page).toHaveURL(/\/appointments\/calendar\/(?!form)[^/]+$/);

  // The queue makes the meeting: the page shows its link once it is there.
  const link = page.getByTestId('appointment-video-link').getByRole('link');
  await expect
    .poll(
      async () => {
        await page.reload();
        // The page loads its data after the reload: give the link a moment before answering.
        await link.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
        return link.isVisible();
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  const joinUrl = (await link.getAttribute('href')) ?? '';
  expect(joinUrl).toMatch(/\/j\/\d+\?pwd=/);
  await shot(page, testInfo, `zoom-appointment-${locale}`);

  // The confirmation carries it (the outbox lists the email's links; the API test checks the "Video:" line).
  await expect
    .poll(
      async () => {
        await page.goto('/dev/outbox');
        const item = page.getByRole('listitem').filter({ hasText: email }).first();
        await item.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
        return item.getByTestId('outbox-link').evaluateAll((els) => els.map((a) => a.textContent ?? ''));
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toContain(joinUrl);
  await shot(page, testInfo, `zoom-outbox-${locale}`);

  await page.goto('/account-setup/integrations/zoom-integration');
  await page.getByRole('button', { name: w.disconnect }).click();
  await page.getByRole('dialog').getByRole('button', { name: w.disconnect }).click();
  await expect(page.getByRole('button', { name: w.connect })).toBeVisible();
}

test('Zoom: connect, a meeting for an appointment, its link in the confirmation, disconnect', async ({ page }, testInfo) => {
  await run(page, testInfo, 'en');
});

test('the same in Ukrainian', async ({ page }, testInfo) => {
  await run(page, testInfo, 'uk');
});
