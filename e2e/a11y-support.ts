import { expect, type Page, type TestInfo } from '@playwright/test';
import axe from 'axe-core';
import type { Ids, Visit } from './a11y-routes';
import { outbox } from './booking-steps';
import { api, atPhoneWidth, PHONE, uniqueEmail } from './support';

/** The accessibility sweep's helpers: the axe auditor, the wait for a screen's data, and the records it shows. */

export type Locale = 'uk' | 'en';

/** WCAG 2.5.3 "label in name" is an experimental axe rule, off unless asked for. */
const RULES = { 'label-content-name-mismatch': { enabled: true } };
const FAILING = new Set(['serious', 'critical']);

type Violation = axe.Result;

/** One violation as lines: rule, impact and help, then up to five elements with axe's advice. */
function describe(v: Violation): string {
  const nodes = v.nodes.slice(0, 5).map((n) => {
    const advice = (n.failureSummary ?? '').replace(/\n/g, '\n        ');
    return `      ${n.target.join(' ')}\n        ${advice}`;
  });
  if (v.nodes.length > 5) nodes.push(`      … and ${v.nodes.length - 5} more`);
  return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl.replace(/\?.*$/, '')})`, ...nodes].join('\n');
}

type Counted = Window & { __a11yPending?: number; __a11yQuiet?: number };

/**
 * Counts the page's API calls (fetch to /trpc or /api) from the start to the end of their bodies, in every
 * document the page opens, so a scan can wait until the screen's data has arrived rather than for a time.
 */
export async function countApiCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Counted;
    w.__a11yPending = 0;
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/(trpc|api)\//.test(url)) return send(input, init);
      w.__a11yPending = (w.__a11yPending ?? 0) + 1;
      const done = () => {
        w.__a11yPending = (w.__a11yPending ?? 1) - 1;
      };
      try {
        const res = await send(input, init);
        res.clone().arrayBuffer().then(done, done);
        return res;
      } catch (error) {
        done();
        throw error;
      }
    };
  });
}

/**
 * Waits for a screen to settle: a heading of this screen shown (not one the screen before left, marked by
 * `open`), no API call in flight, no spinner or skeleton, three frames in a row like that (so the answers have
 * been rendered), and `ready` (a text of the seeded data) when given.
 */
async function settle(page: Page, ready?: string | RegExp) {
  const heading = page.locator('h1:not([data-a11y-left])').first();
  await expect(heading).toBeVisible();
  if (ready) await expect(page.getByText(ready).filter({ visible: true }).first()).toBeVisible();
  await page.waitForFunction(
    () => {
      const w = window as Counted;
      const shown = (s: string) => [...document.querySelectorAll(s)].some((e) => e.checkVisibility());
      if ((w.__a11yPending ?? 0) > 0 || shown('.animate-spin, .animate-pulse') || !shown('h1:not([data-a11y-left])')) {
        w.__a11yQuiet = 0;
        return false;
      }
      w.__a11yQuiet = (w.__a11yQuiet ?? 0) + 1;
      return w.__a11yQuiet >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Opens `path`. Within the owner app (its router listening), from one route to another, without reloading:
 * the router follows a history entry as it follows the back button, so the app, its session and axe stay
 * loaded and only the screen changes. A new document otherwise (the first visit, another bundle, or the same
 * route with other query parameters, where the screen would keep its heading).
 */
async function open(page: Page, path: string) {
  const here = new URL(page.url());
  const there = new URL(path, here.origin === 'null' ? 'http://x' : here.origin);
  const ownerApp = (u: URL) => u.protocol.startsWith('http') && !u.pathname.startsWith('/online-booking/');
  if (!ownerApp(here) || !ownerApp(there) || here.pathname === there.pathname) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-a11y-left', '');
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** axe-core in the page once per document (the owner app keeps it across its screens), then one run. */
async function runAxe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { rules, resultTypes: ['violations'] })
        .then((r) => r.violations),
    RULES,
  );
}

const pathOf = (page: Page) => page.url().replace(/^https?:\/\/[^/]+/, '');

/**
 * Runs axe on screens and keeps their serious and critical findings; `check` fails the test once, at the end,
 * with every finding listed screen by screen. Each screen is also checked to be in the test's language
 * (`<html lang>`) and, for a route of the plan, to be that route (not a redirect elsewhere).
 */
export function auditor(page: Page, locale: Locale) {
  const report: string[] = [];
  const scanned = new Set<string>();
  const started = Date.now();
  /** The screen as it is now, at the page's width. */
  const one = async (screen: string, ready?: string | RegExp) => {
    await settle(page, ready);
    await expect.soft(page.locator('html'), `${screen}: page language`).toHaveAttribute('lang', locale);
    const failing = (await runAxe(page)).filter((v) => FAILING.has(v.impact ?? ''));
    if (failing.length > 0) {
      report.push(
        `${locale} ${screen} at ${page.viewportSize()?.width} px (${pathOf(page)})\n${failing.map(describe).join('\n')}`,
      );
    }
  };
  const a = {
    /**
     * Opens `path` (unless null: the screen as it is) and scans it; with `phone`, the same visit again at 375 px
     * (the page resized, not reloaded).
     */
    async scan(screen: string, path: string | null, ready?: string | RegExp, o: { phone?: boolean } = {}) {
      if (path !== null) await open(page, path);
      await one(screen, ready);
      if (o.phone && (page.viewportSize()?.width ?? 0) > PHONE.width) await atPhoneWidth(page, () => one(screen, ready));
    },
    /** Opens a route of the plan at both widths, checks it was not sent elsewhere, and scans it. */
    async route(visit: Visit, ready?: string | RegExp) {
      await a.scan(visit.pattern, await visit.path, ready, { phone: true });
      const where = new URL(page.url()).pathname;
      if (visit.regexp.test(where)) scanned.add(visit.pattern);
      else report.push(`${locale} ${visit.pattern}: opened ${await visit.path} but the app showed ${where}`);
    },
    scanned,
    /** Fails on any finding; with `planned`, also when one of those routes was not scanned. */
    check(planned: readonly string[] = []) {
      const missed = planned.filter((p) => !scanned.has(p));
      expect.soft(missed, 'every planned route was scanned').toEqual([]);
      // The sweep's wall time, for the CI budget.
      console.log(`a11y ${locale}: ${scanned.size} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(report.length, `serious/critical accessibility findings:\n\n${report.join('\n\n')}\n`).toBe(0);
    },
  };
  return a;
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
    product: 'Шампунь',
    voucher: 'Сертифікат на 500',
    expense: 'Оренда',
    campaign: 'Весняні новини',
    invoice: 'Консультація',
  },
  en: {
    client: 'Emma Brown',
    service: 'Haircut',
    location: 'High Street studio',
    discount: 'Student discount',
    class: 'Morning yoga',
    package: 'Five haircuts',
    product: 'Shampoo',
    voucher: 'Voucher for 50',
    expense: 'Rent',
    campaign: 'Spring news',
    invoice: 'Consultation',
  },
} as const;

/**
 * One business's records through REST, as its owner: one of each kind, linked as they would be (an appointment
 * paid in cash, a product sold, an invoice, an expense, a goal) so lists, details and charts have something to
 * show. With `campaign` (the owner has marketing), an email campaign is sent to the client, and the answer's
 * `unsubscribe` is the link that email carries, once the queue has sent it.
 */
export async function seed(page: Page, locale: Locale, { campaign = false } = {}) {
  const n = NAMES[locale];
  const post = <T = { id: string }>(path: string, data: unknown) => api<T>(page, 'POST', `/api/v1/${path}`, data);
  const [first_name, last_name] = n.client.split(' ');
  const email = uniqueEmail('client');
  const client = await post('clients', {
    first_name,
    last_name,
    email,
    phone: '+380501234567',
    notes: 'VIP',
    marketing_messages: true,
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
  const product = await post('products', { name: n.product, price: 25000, stock: 10 });
  const voucher = await post('gift-voucher', { name: n.voucher, kind: 'amount', amount: 50000, colour: '#db2777' });
  const date = tomorrow(locale);
  const appointment = await post('appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date,
    start_time: '10:00',
  });
  await post('appointments', { type: 'class_session', class_id: klass.id, date, start_time: '18:00', client_ids: [client.id] });
  const sale = await post('sales', { client_id: client.id, lines: [{ kind: 'product', item_id: product.id }] });
  await post('payments', {
    client_id: client.id,
    items: [{ appointment_id: appointment.id, client_id: client.id }],
    payments: [{ method: 'cash', amount: 50000 }],
  });
  await post('payments', { client_id: client.id, payments: [{ method: 'card_payment', amount: 10000 }] });
  const invoice = await post('invoices', {
    client_id: client.id,
    lines: [{ description: n.invoice, quantity: 1, unit_price: 30000 }],
  });
  const expense = await post('expenses', {
    type: 'expense',
    category: 'rent',
    date: tomorrow(locale),
    amount: 120000,
    supplier: n.expense,
  });
  await post('goal', { type: 'income', period: 'month', amount: 1_000_000 });
  const ids: Ids = {
    client: client.id,
    service: service.id,
    location: location.id,
    discount: discount.id,
    class: klass.id,
    package: pack.id,
    product: product.id,
    voucher: voucher.id,
    appointment: appointment.id,
    sale: sale.id,
    invoice: invoice.id,
    expense: expense.id,
  };
  if (campaign) {
    const c = await post('marketing', {
      name: n.campaign,
      channel: 'email',
      subject: n.campaign,
      text: 'Hello {client_name}!',
      filters: { client_ids: [client.id] },
    });
    await post(`marketing/run/${c.id}`, {});
    ids.campaign = c.id;
  }
  return { ids, date, email, names: n };
}

const UNSUBSCRIBE = /\/unsubscribe\/([A-Za-z0-9_.-]+)/;

/** The unsubscribe token of the marketing email to `email`, once the queue has sent it (from the dev outbox). */
export async function unsubscribeToken(page: Page, email: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const mail = (await outbox(page.request)).find((m) => m.to === email && UNSUBSCRIBE.test(m.body_text));
        token = mail?.body_text.match(UNSUBSCRIBE)?.[1] ?? '';
        return token;
      },
      { message: `the campaign's email to ${email}`, timeout: 60_000, intervals: [500, 1_000] },
    )
    .not.toBe('');
  return token;
}
