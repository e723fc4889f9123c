import { expect, type Page, test } from '@playwright/test';
import { api, isMobile, registerInLocale, settle, shot, xsrf } from './support';

/**
 * Account setup settings as a new owner uses them: calendar and time is one
 * form with one Save (an error stays in its weekday's row and nothing is
 * half-saved), and the scroll-to-top button never sits on a Save button.
 */

const CALENDAR_AND_TIME = '/account-setup/customisation/calendar-and-time';

interface Hours {
  id: string;
  enabled: boolean;
  start_minute: number;
  end_minute: number;
}
interface SettingsBody {
  calendar_settings: { slot_step_minutes: number };
  business_time_settings: Hours[];
}
const settings = (page: Page) => api<SettingsBody>(page, 'GET', '/api/v1/user/settings');

const TEXT = {
  en: {
    save: 'Save changes',
    anySave: /^Save/,
    slot: 'Time slot length',
    opens: (day: string) => `${day}: opening time`,
    closes: (day: string) => `${day}: closing time`,
    working: (day: string) => `${day}: working day`,
    monday: 'Monday',
    thursday: 'Thursday',
    saturday: 'Saturday',
    saved: 'Calendar settings and business hours saved.',
    endAfterStart: 'The end time must be after the start time',
  },
  uk: {
    save: 'Зберегти зміни',
    anySave: /^Зберегти/,
    slot: 'Крок часових слотів',
    opens: (day: string) => `${day}: час початку`,
    closes: (day: string) => `${day}: час завершення`,
    working: (day: string) => `${day}: робочий день`,
    monday: 'Понеділок',
    thursday: 'Четвер',
    saturday: 'Субота',
    saved: 'Налаштування календаря й робочі години збережено.',
    endAfterStart: 'Час завершення має бути пізніше за час початку',
  },
} as const;

for (const locale of ['en', 'uk'] as const) {
  test(`calendar and time: one form, one Save; a bad weekday saves nothing (${locale})`, async ({ page }, testInfo) => {
    const t = TEXT[locale];
    await registerInLocale(page, testInfo, locale);
    const before = await settings(page);
    await page.goto(CALENDAR_AND_TIME);
    const form = page.getByTestId('calendar-and-time-form');
    await expect(form.getByRole('button', { name: t.save, exact: true })).toHaveCount(1);
    // No per-weekday Save buttons any more.
    await expect(page.getByRole('button', { name: t.anySave })).toHaveCount(1);
    await expect(page.getByTestId('business-hours').locator('li')).toHaveCount(7);

    // Monday changes, Thursday closes before it opens, and the slot length changes: Save refuses all of it.
    await page.getByLabel(t.opens(t.monday)).fill('08:00');
    await page.getByLabel(t.opens(t.thursday)).fill('18:00');
    await page.getByLabel(t.closes(t.thursday)).fill('10:00');
    await page.getByLabel(t.slot).selectOption('30');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    const thursday = page.getByTestId('day-4');
    await expect(thursday.getByRole('alert')).toHaveText(t.endAfterStart);
    await expect(page.getByTestId('day-1').getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel(t.closes(t.thursday))).toBeFocused();
    await expect(page.getByLabel(t.closes(t.thursday))).toHaveAttribute('aria-invalid', 'true');
    await shot(page, testInfo, `settings-hours-error-${locale}`, false);
    await page.screenshot({ path: `/tmp/h4-hours-error-${locale}-${testInfo.project.name}.png` });
    expect(await settings(page)).toEqual(before);

    // The server says the same about the row when the browser's check is bypassed: still nothing saved.
    const res = await page.request.fetch('/api/v1/user/calendar-and-time-settings', {
      method: 'PUT',
      headers: {
        'x-xsrf-token': await xsrf(page.request),
        'content-type': 'application/json',
        'x-locale': locale,
      },
      data: {
        calendar_settings: { ...before.calendar_settings, slot_step_minutes: 30 },
        business_time_settings: before.business_time_settings.map((d) =>
          d.id === '4' ? { id: d.id, enabled: true, start_minute: 1080, end_minute: 600 } : d,
        ),
      },
    });
    expect(res.status()).toBe(422);
    expect((await res.json()).errors).toEqual({ 'business_time_settings.3.end_minute': [t.endAfterStart] });
    expect(await settings(page)).toEqual(before);

    // Fixed, and Saturday opened: one Save stores everything together.
    await page.getByLabel(t.closes(t.thursday)).fill('19:00');
    await expect(thursday.getByRole('alert')).toHaveCount(0);
    await page.getByLabel(t.working(t.saturday)).check();
    await page.getByLabel(t.opens(t.saturday)).fill('10:00');
    await page.getByLabel(t.closes(t.saturday)).fill('14:00');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    const after = await settings(page);
    expect(after.calendar_settings.slot_step_minutes).toBe(30);
    expect(after.business_time_settings.map((d) => [d.id, d.enabled, d.start_minute, d.end_minute])).toEqual([
      ['1', true, 480, 1020],
      ['2', true, 540, 1020],
      ['3', true, 540, 1020],
      ['4', true, 1080, 1140],
      ['5', true, 540, 1020],
      ['6', true, 600, 840],
      ['7', false, 540, 1020],
    ]);
    await page.reload();
    await expect(page.getByLabel(t.opens(t.saturday))).toHaveValue('10:00');
    await expect(page.getByLabel(t.opens(t.saturday))).toBeEnabled();
    await shot(page, testInfo, `settings-hours-${locale}`);
    await page.screenshot({ path: `/tmp/h4-hours-${locale}-${testInfo.project.name}.png`, fullPage: true });
  });
}

/**
 * Past 300 px the scroll-to-top button shows; wherever the page is scrolled
 * (Save stuck to the screen's foot, or at the end of the form) the very right
 * end of Save must still be Save: hit-tested with elementFromPoint, then a real
 * click there saves and does not scroll.
 */
async function rightEndOfSave(page: Page) {
  const save = page.getByRole('button', { name: 'Зберегти зміни', exact: true });
  const box = await save.boundingBox();
  if (!box) throw new Error('no Save button');
  const x = box.x + box.width - 2;
  const y = box.y + box.height / 2;
  const hit = await page.evaluate(
    ([px, py]) => {
      const el = document.elementFromPoint(px as number, py as number);
      return { save: !!el?.closest('button[type="submit"]'), scrollTop: !!el?.closest('button[aria-label="Прокрутити вгору"]') };
    },
    [x, y],
  );
  return { x, y, hit };
}

async function scrollTo(page: Page, y: number | 'end') {
  await page.evaluate((to) => window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : to), y);
  await expect(page.getByRole('button', { name: 'Прокрутити вгору' })).toBeVisible();
  // The button's fade-in may change the page's height at its end: once it holds still, scroll there again.
  await settle(page);
  await page.evaluate((to) => window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : to), y);
  await settle(page);
}

for (const path of [CALENDAR_AND_TIME, '/account-setup/customisation/payment_settings']) {
  const name = path.split('/').pop();
  test(
    `the right end of Save saves, beside the scroll-to-top button (${name})`,
    { tag: '@mobile' },
    async ({ page }, testInfo) => {
      // At 1280 × 800 payment settings fit the screen; a shorter window scrolls them.
      if (!isMobile(testInfo) && path !== CALENDAR_AND_TIME) await page.setViewportSize({ width: 1280, height: 520 });
      await registerInLocale(page, testInfo, 'uk');
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Зберегти зміни', exact: true })).toBeVisible();

      for (const position of ['end', 320] as const) {
        await scrollTo(page, position);
        const { hit } = await rightEndOfSave(page);
        await page.screenshot({ path: `/tmp/h4-save-end-${name}-${position}-${testInfo.project.name}.png` });
        expect(hit, `scrolled to ${position}`).toEqual({ save: true, scrollTop: false });
      }
      const { x, y } = await rightEndOfSave(page);
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.mouse.click(x, y);
      await expect(page.getByText(/збережено\./).first()).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    },
  );
}

test('the per-weekday REST path of the spec still saves one day', async ({ page }, testInfo) => {
  await registerInLocale(page, testInfo, 'en');
  const saved = await api<SettingsBody>(page, 'PUT', '/api/v1/user/business-time-settings/6', {
    enabled: true,
    start_minute: 600,
    end_minute: 840,
  });
  expect(saved.business_time_settings[5]).toMatchObject({ id: '6', enabled: true, start_minute: 600, end_minute: 840 });
});
