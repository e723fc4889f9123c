import { expect, type Page, type TestInfo } from '@playwright/test';
import type { Words } from './billing-words';
import { shot } from './support';

export const PATHS = {
  details: '/account-setup/subscription/details',
  plans: '/account-setup/subscription/plans',
  history: '/account-setup/subscription/history',
  cards: '/account-setup/subscription/cards',
} as const;

/** Adds a card on the Stripe fake's hosted page (setup mode) and comes back to the cards screen. */
export async function addCardThroughStripe(page: Page, w: Words, testInfo: TestInfo): Promise<void> {
  await page.goto(PATHS.cards);
  await expect(page.getByRole('heading', { level: 1, name: w.cards })).toBeVisible();
  await page.getByRole('button', { name: w.addCard }).first().click();
  // The provider's page (e2e/fakes/payments-server.ts): one button confirms the card.
  await page.waitForURL((url) => !url.pathname.startsWith('/account-setup'));
  await page.getByRole('button').first().click();
  await page.waitForURL(/\/account-setup\/subscription\/cards/);
  await expect(page.getByText(w.cardAdded).first()).toBeVisible();
  // The confirmation's parameters leave the address, so a reload does not repeat it.
  await expect(page).toHaveURL(/\/account-setup\/subscription\/cards$/);
  const card = page.getByTestId('bil-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(w.cardName)).toBeVisible();
  await expect(card.getByText(w.defaultBadge, { exact: true })).toBeVisible();
  await shot(page, testInfo, 'billing-cards');
}

/** Chooses a monthly plan on the plan page (with the FAQ open) and sees it activated. */
export async function subscribe(page: Page, w: Words, plan: string, testInfo: TestInfo, promo?: string): Promise<void> {
  await page.goto(PATHS.plans);
  await expect(page.getByRole('heading', { level: 1, name: w.plans })).toBeVisible();
  await page.getByText(w.faqTrial).click();
  await expect(page.getByText(w.faqTrialAnswer)).toBeVisible();
  await page.getByRole('radio', { name: w.monthly }).check();
  if (promo) await page.getByLabel(w.promo).fill(promo);
  await shot(page, testInfo, 'billing-plans');
  await page.getByRole('button', { name: w.subscribe(plan) }).click();
  await expect(page.getByText(w.activated)).toBeVisible();
}

/** Switches plan from the plan page through its confirmation. */
export async function swapTo(page: Page, w: Words, plan: string): Promise<void> {
  await page.goto(PATHS.plans);
  await page.getByRole('button', { name: w.switchTo(plan) }).click();
  const dialog = page.getByRole('dialog', { name: w.switchTitle(plan) });
  await dialog.getByRole('button', { name: w.switchPlan }).click();
  await expect(dialog).toBeHidden();
}

/** The details screen's plan line and state badge. */
export async function expectPlan(page: Page, w: Words, plan: string, state: string): Promise<void> {
  await page.goto(PATHS.details);
  await expect(page.getByRole('heading', { level: 1, name: w.details })).toBeVisible();
  await expect(page.getByTestId('plan-level')).toContainText(plan);
  await expect(page.getByTestId('subscription-state')).toHaveText(state);
}

/** Auto-renew off (the confirmation names the end date) and on again, on the details screen. */
export async function cancelAndResume(page: Page, w: Words, testInfo: TestInfo): Promise<void> {
  await page.goto(PATHS.details);
  const toggle = page.getByRole('switch', { name: w.autoRenew });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: w.cancelTitle });
  await expect(dialog).toContainText(/\d{4}/);
  await dialog.getByRole('button', { name: w.cancelConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('subscription-state')).toHaveText(w.autoRenewOffBadge);
  await shot(page, testInfo, 'billing-cancelled');
  await toggle.click();
  await expect(page.getByText(w.resumed).first()).toBeVisible();
  await expect(toggle).toBeChecked();
}

/** The page does not scroll sideways at this width (wide tables scroll inside their own box). */
export async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
