import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { api, atPhoneWidth, PHONE, uniqueEmail } from './support';

/** The accessibility spec's helpers: the axe auditor and one business's records. */

export type Locale = 'uk' | 'en';

/** WCAG 2.5.3 "label in name" is an experimental axe rule, off unless asked for. */
const RULES = { 'label-content-name-mismatch': { enabled: true } };
const FAILING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One violation as lines: rule, impact and help, then up to five elements with axe's advice. */
function describe(v: Violation): string {
  const nodes = v.nodes.slice(0, 5).map((n) => {
    const advice = (n.failureSummary ?? '').replace(/\n/g, '\n        ');
    return `      ${n.target.join(' ')}\n        ${advice}`;
  });
  if (v.nodes.length > 5) nodes.push(`      … and ${v.nodes.length - 5} more`);
  return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl.replace(/\?.*$/, '')})`, ...nodes].join('\n');
}

/** Waits for a screen to settle: its heading, the data it was given, no spinner or skeleton. */
async function settle(page: Page, ready?: string | RegExp) {
  await expect(page.locator('h1').first()).toBeVisible();
  if (ready) await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('.animate-spin:visible, .animate-pulse:visible')).toHaveCount(0);
}

/**
 * Runs axe on screens and keeps their serious and critical findings; `check`
 * fails the test once, at the end, with every finding listed screen by screen.
 * Each screen is also checked to be in the test's language (`<html lang>`).
 * `scan(…, { phone: true })` checks the same visit at 375 px as well.
 */
export function auditor(page: Page, locale: Locale) {
  const report: string[] = [];
  const axe = async (screen: string, ready?: string | RegExp) => {
    await settle(page, ready);
    await expect.soft(page.locator('html'), `${screen}: page language`).toHaveAttribute('lang', locale);
    const result = await new AxeBuilder({ page })
      .options({ rules: RULES, resultTypes: ['violations'] })
      // Runs in the page itself (no blank page per scan); the app has no cross-origin frames.
      .setLegacyMode()
      .analyze();
    const failing = result.violations.filter((v) => FAILING.has(v.impact ?? ''));
    if (failing.length > 0) {
      const where = page.url().replace(/^https?:\/\/[^/]+/, '');
      report.push(`${locale} ${screen} at ${page.viewportSize()?.width} px (${where})\n${failing.map(describe).join('\n')}`);
    }
  };
  return {
    async scan(screen: string, path: string | null, ready?: string | RegExp, o: { phone?: boolean } = {}) {
      if (path !== null) await page.goto(path);
      await axe(screen, ready);
      if (o.phone && (page.viewportSize()?.width ?? 0) > PHONE.width) await atPhoneWidth(page, () => axe(screen, ready));
    },
    check() {
      expect(report.length, `serious/critical accessibility findings:\n\n${report.join('\n\n')}\n`).toBe(0);
    },
  };
}

export const setLocaleCookie = (page: Page, testInfo: TestInfo, locale: Locale) =>
  page
    .context()
    .addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: testInfo.project.use.baseURL ?? 'http://localhost:8899' }]);

/** Tomorrow in the business's zone, as the API wants it. */
function tomorrow(locale: Locale): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));
}

export const NAMES = {
  uk: {
    client: 'Ірина Мельник',
    service: 'Стрижка',
    location: 'Студія на Подолі',
    discount: 'Знижка для студентів',
    class: 'Ранкова йога',
    package: 'П’ять стрижок',
  },
  en: {
    client: 'Emma Brown',
    service: 'Haircut',
    location: 'High Street studio',
    discount: 'Student discount',
    class: 'Morning yoga',
    package: 'Five haircuts',
  },
} as const;

/** One business's records (through REST, as its owner), so lists and detail screens have something to show. */
export async function seed(page: Page, locale: Locale) {
  const n = NAMES[locale];
  const post = (path: string, data: unknown) => api(page, 'POST', `/api/v1/${path}`, data);
  const [first_name, last_name] = n.client.split(' ');
  const client = await post('clients', {
    first_name,
    last_name,
    email: uniqueEmail('client'),
    phone: '+380501234567',
    notes: 'VIP',
  });
  await post('clients', { first_name: 'Олег', last_name: 'Бондар' });
  const service = await post('services', {
    name: n.service,
    type: 'single',
    parts: [{ title: n.service, duration_minutes: 45, type: 'block' }],
    colour: '#0f766e',
    price: 50000,
  });
  const location = await post('locations', { title: n.location, address_1: 'вул. Хрещатик, 1', city: 'Київ' });
  const discount = await post('discounts', { name: n.discount, type: 'percentage', value: 1000 });
  const klass = await post('classes', { name: n.class, spaces: 8, limit_spaces: true, notes: 'Килимки є' });
  const pack = await post('packages', {
    name: n.package,
    services: [{ service_id: service.id, quantity: 5 }],
    price: 200000,
    expiry_months: 6,
  });
  const date = tomorrow(locale);
  const appointment = await post('appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date,
    start_time: '10:00',
  });
  await post('appointments', { type: 'class_session', class_id: klass.id, date, start_time: '18:00', client_ids: [client.id] });
  return { client, service, location, discount, klass, pack, appointment, date };
}
