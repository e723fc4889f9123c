import { expect, type Locator, type Page, test } from '@playwright/test';
import { event } from './calendar-steps';
import { bookToday, isMobile, registerInLocale, shot } from './support';

// The service worker is what serves the app offline: this spec lets it run (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

const BANNER = 'You are offline: read-only';
const READ_ONLY = 'While offline the app is read-only and forms cannot be sent.';

/** The query paths (e.g. "clients.list") in the snapshot this device saved for offline use (lib/offline-cache.ts). */
function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('kairos-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) return resolve([]);
          const all = db.transaction('snapshots').objectStore('snapshots').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { queries: { queries: { queryKey: unknown[] }[] } }[]).flatMap((s) =>
                s.queries.queries.map((q) => (Array.isArray(q.queryKey[0]) ? q.queryKey[0].join('.') : '')),
              ),
            );
          all.onerror = () => resolve([]);
        };
      }),
  );
}

/**
 * A page load while offline: the offline warning first, then the page under it with its saved data (not /login,
 * not a spinner) and the read-only banner.
 */
async function openOffline(page: Page, load: () => Promise<unknown>, url: string | RegExp, data: Locator) {
  await load();
  await page.getByRole('dialog', { name: 'NO INTERNET CONNECTION' }).getByRole('button', { name: 'OK' }).click();
  await expect(data).toBeVisible();
  await expect(page).toHaveURL(url);
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(READ_ONLY);
  await expect(banner).toContainText(/Showing what this device saved on/);
}

test('offline: a reload opens every visited page from the service worker with the saved data, read-only; online again, writes work', async ({
  page,
  context,
}, testInfo) => {
  test.skip(isMobile(testInfo), 'one run covers it; the banner at 375 px is checked inside');
  // Eight page loads, three of them offline.
  test.setTimeout(120_000);
  await registerInLocale(page, testInfo, 'en');
  const booked = await bookToday(page, 'Europe/London', { name: 'Balayage', start: '10:00' });
  const week = `/appointments/calendar/events?view=week&date=${booked.today}`;

  await page.goto('/dashboard');
  await expect(page.getByTestId('today-appointments')).toContainText('Olivia Hughes');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // Three pages visited online, one with a query string.
  await page.goto('/clients/list');
  await expect(page.getByRole('link', { name: 'Olivia Hughes' })).toBeVisible();
  // Saved on the device (within SAVE_DELAY_MS of the answer) before the next page load replaces this one.
  await expect.poll(() => savedPaths(page)).toContain('clients.list');
  await page.goto(week);
  await expect(event(page, booked.appointment.id)).toBeVisible();
  await expect
    .poll(() => savedPaths(page))
    .toEqual(expect.arrayContaining(['analytics.statistic', 'clients.list', 'appointments.list']));

  await context.setOffline(true);
  // The calendar, reloaded where it was: the week of the address, with the appointment.
  await openOffline(page, () => page.reload(), week, event(page, booked.appointment.id));
  await expect(page.getByRole('button', { name: 'New appointment' })).toBeDisabled();
  await shot(page, testInfo, 'offline-calendar', false);

  await openOffline(
    page,
    () => page.goto('/clients/list'),
    /\/clients\/list$/,
    page.getByRole('link', { name: 'Olivia Hughes' }),
  );
  // A write is refused, with the reason.
  const add = page.getByRole('button', { name: 'Add client' });
  await expect(add).toBeDisabled();
  await expect(add.locator('..')).toHaveAttribute('title', READ_ONLY);

  const today = page.getByTestId('today-appointments').getByText('Olivia Hughes');
  await openOffline(page, () => page.goto('/dashboard'), /\/dashboard$/, today);

  // The banner is in the user's language and fits a phone.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Українська' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ви офлайн: лише перегляд' })).toContainText(
    'Без інтернету застосунок працює лише для перегляду',
  );
  await page.setViewportSize({ width: 375, height: 812 });
  const banner = page.getByRole('status').filter({ hasText: 'Ви офлайн: лише перегляд' });
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
  await shot(page, testInfo, 'offline-banner-375', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^Мова/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  // Back online: no reload, the banner goes and a write goes through.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeHidden();
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await page.getByRole('link', { name: 'Add client' }).first().click();
  await page.getByLabel('First name').fill('Noah');
  await page.getByLabel('Last name').fill('Evans');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/clients\/list$/);
  await expect(page.getByText('Client added.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Noah Evans' })).toBeVisible();
});
