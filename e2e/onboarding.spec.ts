import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectFits } from './layout-check';
import { api, isMobile, registerInLocale, settle, shot } from './support';

/**
 * Onboarding tours (issue 15): a new owner meets a page's tour once, goes through it with the keyboard, skips
 * another, switches tours off on the device and replays one from the header. Every other spec runs with tours off
 * (playwright.config.ts storageState); this one starts from an empty storage.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const WORDS = {
  en: {
    dashboard: ['Welcome to Kairos', 'Start with your services', 'Make it yours'],
    clients: 'Your clients',
    expenses: 'Expenses',
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    next: 'Next',
    back: 'Back',
    done: 'Done',
    skip: 'Skip tour',
    off: 'Don’t show tours on this device',
    replay: 'Show this page’s tour',
    tours: 'Onboarding tours',
    seen: 'Seen',
    show: 'Show',
  },
  uk: {
    dashboard: ['Вітаємо в Kairos', 'Почніть із послуг', 'Налаштуйте під себе'],
    clients: 'Ваші клієнти',
    expenses: 'Витрати',
    step: (n: number, of: number) => `Крок ${n} з ${of}`,
    next: 'Далі',
    back: 'Назад',
    done: 'Готово',
    skip: 'Пропустити тур',
    off: 'Не показувати тури на цьому пристрої',
    replay: 'Показати тур цієї сторінки',
    tours: 'Навчальні тури',
    seen: 'Переглянуто',
    show: 'Показати',
  },
} as const;

const readTours = async (page: Page) => (await api<{ read: string[] }>(page, 'GET', '/api/v1/onboarding')).read;
const listLoaded = (page: Page) => page.waitForResponse((r) => r.url().includes('onboarding.list') && r.ok());
const marked = (page: Page) => page.waitForResponse((r) => r.url().includes('onboarding.mark') && r.ok());

/** No serious or critical axe finding inside the open tour. */
async function auditDialog(page: Page) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

for (const locale of ['uk', 'en'] as const) {
  const w = WORDS[locale];
  test(
    `a new owner goes through the dashboard tour with the keyboard, once (${locale})`,
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      await registerInLocale(page, testInfo, locale);
      await page.goto('/dashboard');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: w.dashboard[0] })).toBeVisible();
      await expect(dialog.getByTestId('tour-counter')).toHaveText(w.step(1, 3));
      const next = dialog.getByRole('button', { name: w.next });
      await expect(next).toBeFocused();
      await auditDialog(page);
      await shot(page, testInfo, `tour-dashboard-${locale}`, false);

      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: w.dashboard[1] })).toBeVisible();
      await expect(dialog.getByTestId('tour-counter')).toHaveText(w.step(2, 3));
      // Back from step 2: the Back button goes with step 1, so the focus moves to Next.
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: w.back })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: w.dashboard[0] })).toBeVisible();
      await expect(next).toBeFocused();
      // The focus stays inside the dialog however far one tabs.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      await next.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: w.dashboard[2] })).toBeVisible();
      const done = dialog.getByRole('button', { name: w.done });
      await expect(done).toBeFocused();
      await shot(page, testInfo, `tour-dashboard-last-${locale}`, false);
      const saved = marked(page);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await saved;
      expect(await readTours(page)).toEqual(['dashboard']);

      const loaded = listLoaded(page);
      await page.reload();
      await loaded;
      await settle(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The header's help button from 640 px (a phone's header is full: there the tours page replays them).
      await expect(page.getByRole('button', { name: w.replay })).toBeVisible({ visible: !isMobile(testInfo) });
      await expectFits(page, 'dashboard with the help button');
      await shot(page, testInfo, `tour-header-${locale}`, false);
    },
  );
}

test(
  'another page’s tour is skipped with Escape, tours can be switched off here, and replayed from the header',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const w = WORDS.uk;
    await registerInLocale(page, testInfo, 'uk');
    // The dashboard's tour read already (through the API): the clients page is the first to show one.
    await api(page, 'POST', '/api/v1/onboarding', { step_id: 'dashboard' });
    await page.goto('/clients/list');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: w.clients })).toBeVisible();
    await shot(page, testInfo, 'tour-clients-uk', false);
    let saved = marked(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await saved;
    expect(await readTours(page)).toEqual(['dashboard', 'clients']);

    // Replay: the same tour again from its first step; closing it gives the focus back to the button that opened it.
    // From the header's help button (from 640 px), and on every screen from Account setup → Tours.
    if (!isMobile(testInfo)) {
      const help = page.getByRole('button', { name: w.replay });
      await help.click();
      await expect(dialog.getByRole('heading', { name: w.clients })).toBeVisible();
      await expect(dialog.getByTestId('tour-counter')).toHaveText(w.step(1, 3));
      await dialog.getByRole('button', { name: w.skip }).click();
      await expect(dialog).toBeHidden();
      await expect(help).toBeFocused();
    }
    await page.goto('/account-setup/tours');
    await expect(page.getByRole('heading', { level: 1, name: w.tours })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: w.clients });
    await expect(row).toContainText(w.seen);
    await expectFits(page, 'tours page');
    await shot(page, testInfo, 'tours-page-uk');
    // "Show" goes to the screen the tour is about and starts it there.
    await row.getByRole('button', { name: w.show }).click();
    await expect(page).toHaveURL(/\/clients\/list$/);
    await expect(dialog.getByRole('heading', { name: w.clients })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // "Don't show tours on this device": the next page's tour is the last one seen here.
    await page.goto('/financials/expenses/list');
    await expect(dialog.getByRole('heading', { name: w.expenses })).toBeVisible();
    await dialog.getByText(w.off).click();
    saved = marked(page);
    await dialog.getByRole('button', { name: w.skip }).click();
    await saved;
    expect(await page.evaluate(() => localStorage.getItem('kairos:tours'))).toBe('off');
    const loaded = listLoaded(page);
    await page.goto('/financials/invoices/list');
    await loaded;
    await settle(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await readTours(page)).not.toContain('invoices');
    // A replay still shows it.
    if (!isMobile(testInfo)) {
      await page.getByRole('button', { name: w.replay }).click();
      await expect(dialog.getByTestId('tour-counter')).toHaveText(w.step(1, 2));
    }
  },
);

/**
 * Issue 25: every tour, at 375 and 1280 px, from Account setup → Tours: it opens on the screen it is about, and each
 * step rings the element it describes (found, shown on screen, inside the ring); a button it names in quotes is
 * named as that button shows at this width; no placeholder is left in a text.
 */
test(
  'every tour starts on its screen and rings the element each step describes',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    await registerInLocale(page, testInfo, 'en');
    await page.goto('/account-setup/tours');
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows).toHaveCount(19);
    const dialog = page.getByRole('dialog');
    for (let i = 0; i < 19; i++) {
      if (i > 0) await page.goto('/account-setup/tours');
      const row = rows.nth(i);
      const name = (await row.locator('[id^="tour-name-"]').innerText()).trim();
      await row.getByRole('button', { name: 'Show' }).click();
      await expect(page, name).not.toHaveURL(/\/account-setup\/tours$/);
      await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
      const total = Number((await dialog.getByTestId('tour-counter').innerText()).match(/of (\d+)/)?.[1]);
      expect(total, name).toBeGreaterThanOrEqual(2);
      for (let step = 0; step < total; step++) {
        const where = `${name}, step ${step + 1} (${testInfo.project.name})`;
        await expect(dialog).toHaveAttribute('data-tour-step', String(step));
        await expect(dialog, where).toHaveAttribute('data-tour-found', 'true');
        const selector = (await dialog.getAttribute('data-tour-target')) as string;
        const target = page.locator(selector).filter({ visible: true }).first();
        await expect(target, `${where}: ${selector}`).toBeInViewport();
        const [ring, box] = [await page.getByTestId('tour-spotlight').boundingBox(), await target.boundingBox()];
        expect(ring && box, where).toBeTruthy();
        if (ring && box) {
          expect(ring.x <= box.x && ring.y <= box.y, where).toBe(true);
          expect(ring.x + ring.width >= box.x + box.width && ring.y + ring.height >= box.y + box.height, where).toBe(true);
        }
        const text = await page.locator(`[id="${await dialog.getAttribute('aria-describedby')}"]`).innerText();
        expect(text, where).not.toMatch(/[{}]/);
        // A button or link the step is about is named as it shows here ("New" on a phone, "New appointment" wider):
        // in quotes, or as the last entry of a menu path.
        const label = (await target.innerText()).trim();
        const quoted = [...text.matchAll(/“([^”]+)”/g)].map((q) => q[1]);
        if (label && (await target.evaluate((el) => el.tagName === 'A' || el.tagName === 'BUTTON')))
          expect(quoted.includes(label) || text.includes(`→ ${label}`) || !quoted.length, `${where}: “${label}” in ${text}`).toBe(
            true,
          );
        await dialog.getByRole('button', { name: step === total - 1 ? 'Done' : 'Next' }).click();
      }
      await expect(dialog).toBeHidden();
    }
  },
);
