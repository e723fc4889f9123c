import { expect, type Locator, type Page, test } from '@playwright/test';
import { addCardThroughStripe, PATHS, subscribe } from './billing-steps';
import { W } from './billing-words';
import { api, isMobile, registerInLocale } from './support';

/**
 * Issue 25, "smaller defects from the walk-through": what a new owner met on the way, each checked where it showed.
 * Nothing here depends on the width, so it runs at 1280 px only.
 */
test.beforeEach(async ({ page: _page }, testInfo) => {
  test.skip(isMobile(testInfo), 'the width changes nothing these tests check');
});

/** The visible texts of the headings (and fieldset legends) inside `scope`, in order. */
const headingTexts = (scope: Locator) =>
  scope
    .locator('h1, h2, h3, h4, legend')
    .evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
        .map((el) => (el.textContent ?? '').trim().replace(/\s+/g, ' ')),
    );

const repeated = (texts: string[]) => texts.filter((t, i) => texts.indexOf(t) !== i);

test.describe('the client picker of a single payer', () => {
  for (const path of ['/financials/income/checkout', '/financials/income/checkout?new_sale=1']) {
    test(`closes once a client is chosen (${path})`, async ({ page }, testInfo) => {
      await registerInLocale(page, testInfo, 'en');
      await api(page, 'POST', '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
      await api(page, 'POST', '/api/v1/clients', { first_name: 'Noah', last_name: 'Evans' });
      await page.goto(path);
      const box = page.getByRole('combobox', { name: 'Client', exact: true });
      const list = page.getByRole('listbox', { name: 'Client' });

      // With the pointer.
      await box.click();
      await page.getByRole('option', { name: /Olivia Hughes/ }).click();
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('list', { name: 'Chosen clients' })).toContainText('Olivia Hughes');

      // With the keyboard: another client replaces the first, and the list closes too.
      await box.fill('Noah');
      await expect(page.getByRole('option', { name: /Noah Evans/ })).toBeVisible();
      await box.press('Enter');
      await expect(list).toBeHidden();
      const chosen = page.getByRole('list', { name: 'Chosen clients' });
      await expect(chosen).toContainText('Noah Evans');
      await expect(chosen).not.toContainText('Olivia Hughes');
      await expect(box).toBeFocused();
    });
  }
});

test.describe('cards and credits that cannot work say why, once', () => {
  test('a UAH business: "Add card" is LiqPay’s, and no bundle can be bought', async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, 'uk');
    await page.goto(PATHS.cards);
    await expect(page.getByRole('heading', { level: 1, name: 'Картки' })).toBeVisible();
    // No button that silently sends the owner somewhere else: the page says whose cards these are and what to do.
    await expect(page.getByRole('button', { name: 'Додати картку' })).toHaveCount(0);
    const note = page.getByTestId('bil-liqpay-cards');
    await expect(note).toContainText('LiqPay');
    await expect(note.getByRole('link', { name: 'Вибрати план' })).toHaveAttribute('href', PATHS.plans);

    await page.goto('/account-setup/notifications/sms');
    const panel = page.getByTestId('credits-panel-sms');
    await expect(panel.getByTestId('credits-balance')).toHaveText('5');
    await expect(panel.getByRole('button', { name: 'Купити' })).toHaveCount(0);
    await expect(panel.getByRole('switch', { name: 'Автопоповнення' })).toHaveCount(0);
    const why = panel.getByTestId('credits-cannot-buy');
    await expect(why).toHaveCount(1);
    await expect(why).toContainText('гривн');
    // Said once: no second hint about adding a card.
    await expect(panel.getByText(/Додайте картку/)).toHaveCount(0);
  });

  test('a GBP business without a card: no Buy buttons, one line to add a card', async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, 'en');
    await page.goto('/account-setup/notifications/email');
    const panel = page.getByTestId('credits-panel-email');
    await expect(panel.getByTestId('credits-balance')).toHaveText('5');
    await expect(panel.getByRole('button', { name: 'Buy' })).toHaveCount(0);
    const why = panel.getByTestId('credits-cannot-buy');
    await expect(why).toHaveCount(1);
    await expect(why.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', PATHS.cards);
    await expect(panel.getByText(/Add a card/)).toHaveCount(1);
    // Bundles still show what they cost.
    await expect(panel.getByText(/\d+ email credits/).first()).toBeVisible();

    await addCardThroughStripe(page, W.en, testInfo);
    await page.goto('/account-setup/notifications/email');
    await expect(panel.getByRole('button', { name: 'Buy' }).first()).toBeEnabled();
    await expect(panel.getByTestId('credits-cannot-buy')).toHaveCount(0);
  });
});

test.describe('words and headings', () => {
  test('the goal wizard names each step once', async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, 'uk');
    await page.goto('/account-setup/goals');
    await page.getByRole('button', { name: 'Нова ціль' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Нова ціль' });
    await expect(dialog.getByTestId('goal-wizard')).toBeVisible();
    const seen: string[][] = [];
    for (let step = 0; step < 4; step++) {
      const texts = await headingTexts(dialog);
      // The step's name is in the step list already: no heading (or legend) says it again, none twice.
      const steps = await dialog.getByRole('list', { name: 'Кроки створення цілі' }).getByRole('listitem').allInnerTexts();
      expect(repeated(texts), texts.join(' | ')).toEqual([]);
      for (const name of steps)
        expect(
          texts.some((t) => t.includes(name.trim())),
          `${name} in ${texts.join(' | ')}`,
        ).toBe(false);
      seen.push(texts);
      if (step === 0) await dialog.getByRole('radio', { name: /^Дохід/ }).check();
      if (step === 2) await dialog.getByLabel(/Цільова сума/).fill('1000');
      if (step < 3) await dialog.getByTestId('goal-next').click();
    }
    // The type step's groups do not repeat their only choice's name ("Записи" over "Записи").
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await dialog.getByRole('button', { name: 'Назад' }).click();
    const groups = await dialog.locator('fieldset').evaluateAll((sets) =>
      sets.map((s) => ({
        legend: (s.querySelector('legend')?.textContent ?? '').trim(),
        options: Array.from(s.querySelectorAll('label')).map((l) => (l.querySelector('.font-medium')?.textContent ?? '').trim()),
      })),
    );
    for (const g of groups) expect(g.options, g.legend).not.toContain(g.legend);
  });

  test('the trial line has its space, and is gone once subscribed', async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, 'en');
    await page.goto(PATHS.details);
    const trial = page.getByText('Trial ends').locator('..');
    await expect(trial).toBeVisible();
    // textContent, as a screen reader or a copy reads it: a margin is not a space.
    expect(await trial.locator('dd').textContent()).toMatch(/\d{4} \(1[34] days left\)$/);

    await addCardThroughStripe(page, W.en, testInfo);
    await subscribe(page, W.en, 'Business', testInfo);
    await page.goto(PATHS.details);
    await expect(page.getByTestId('plan-level')).toContainText('Business');
    await expect(page.getByText('Trial ends')).toHaveCount(0);
    await expect(page.getByText(/days left/)).toHaveCount(0);
  });

  test('a business name in quotes is not quoted again', async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, 'uk', { business_name: '"Студія"' });
    await page.goto('/dashboard');
    const subtitle = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p');
    await expect(subtitle).toHaveText('Ваш бізнес: "Студія"');
    await registerInLocale(page, testInfo, 'uk', { business_name: 'Студія Олени' });
    await page.goto('/dashboard');
    await expect(subtitle).toHaveText('Ваш бізнес: Студія Олени');
  });

  test('the voucher preview shows its whole title', async ({ page }, testInfo) => {
    await registerInLocale(page, testInfo, 'uk');
    await page.goto('/sales-and-products/gift-vouchers/form');
    const name = 'Подарунковий сертифікат на розслаблювальний масаж обличчя, шиї та зони декольте з ароматерапією';
    await page.getByLabel('Назва', { exact: true }).fill(name);
    await page.getByLabel('Заголовок для клієнта').fill('З днем народження, найкращій сестрі на світі від усієї родини!');
    const card = page.getByTestId('voucher-card');
    await expect(card).toContainText(name);
    await expectWhole(page, card, 'voucher-card-title');
    await expectWhole(page, card, 'voucher-card-notes-title');
  });
});

/** The element is drawn whole: not clamped or clipped (its box holds its text, and the card holds the box). */
async function expectWhole(page: Page, card: Locator, testId: string) {
  const el = card.getByTestId(testId);
  await expect(el).toBeVisible();
  const box = await el.evaluate((e) => ({
    clipped: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1,
    clamp: getComputedStyle(e).webkitLineClamp,
  }));
  expect(box, testId).toEqual({ clipped: false, clamp: 'none' });
  const [inner, outer] = [await el.boundingBox(), await card.boundingBox()];
  expect(inner && outer && inner.y + inner.height <= outer.y + outer.height + 0.5, `${testId} inside the card`).toBe(true);
  void page;
}
