import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';

export const PASSWORD = 'Secret123';

let counter = 0;
/** A unique address per call, so every test owns its users. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

export interface NewUser {
  first_name: string;
  last_name: string;
  business_name: string;
  email: string;
  password: string;
}

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    first_name: 'Олена',
    last_name: 'Коваль',
    business_name: 'Студія Олени',
    email: uniqueEmail(),
    password: PASSWORD,
    ...overrides,
  };
}

/** Registers through the API (CSRF cookie first) and leaves the session cookie in the page's context. */
export async function registerViaApi(request: APIRequestContext, user: NewUser = newUser()): Promise<NewUser & { slug: string }> {
  await request.get('/api/csrf-cookie');
  const state = await request.storageState();
  const token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/trpc/auth.register', {
    headers: { 'x-xsrf-token': token, 'content-type': 'application/json', 'x-locale': 'uk' },
    data: { ...user, password_confirmation: user.password, locale: 'uk', timezone: 'Europe/Kyiv' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { result: { data: { business: { slug: string } | null } } };
  return { ...user, slug: body.result.data.business?.slug ?? '' };
}

/** Logs in through the login form (Ukrainian labels). */
export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Електронна пошта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Увійти' }).click();
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The phone width the browser tests use (playwright.config.ts's `mobile` project). */
export const PHONE = { width: 375, height: 812 };

/** Lets a resized page lay itself out again: two frames painted. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Runs `body` with the page at phone width, then puts the page's own size back: one visit serves both widths
 * (a screen is not loaded, nor its business seeded, a second time for 375 px).
 */
export async function atPhoneWidth<T>(page: Page, body: () => Promise<T>): Promise<T> {
  const own = page.viewportSize();
  if (!own || own.width <= PHONE.width) return body();
  await page.setViewportSize(PHONE);
  await frames(page);
  try {
    return await body();
  } finally {
    await page.setViewportSize(own);
    await frames(page);
  }
}

/**
 * The page does not scroll sideways at its own width nor, on the same visit, at 375 px: the flows that check
 * this on their screens run at 1280 px only (playwright.config.ts), and the phone width is what can overflow.
 */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow(), `sideways scroll at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
  await atPhoneWidth(page, async () => {
    expect(await overflow(), `sideways scroll at ${PHONE.width} px`).toBeLessThanOrEqual(0);
  });
}

/** Saves a screenshot of a key screen to test-results/screens/<name>-<project>.png. */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png`, fullPage });
}

/** The XSRF token the page's request context holds (after GET /api/csrf-cookie). */
export async function xsrf(request: APIRequestContext): Promise<string> {
  const state = await request.storageState();
  return state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

/**
 * Registers a business of its own through REST (the answer carries the session
 * cookie) and sets the UI language: English → Europe/London (GBP), Ukrainian →
 * Europe/Kyiv (UAH).
 */
export async function registerInLocale(
  page: Page,
  testInfo: TestInfo,
  locale: 'en' | 'uk' = 'en',
  { timezone, ...overrides }: Partial<NewUser> & { timezone?: string } = {},
): Promise<NewUser> {
  const user = newUser(
    locale === 'en' ? { first_name: 'Amelia', last_name: 'Clarke', business_name: 'Amelia’s Salon', ...overrides } : overrides,
  );
  const zone = timezone ?? (locale === 'en' ? 'Europe/London' : 'Europe/Kyiv');
  await page.request.get('/api/csrf-cookie');
  const res = await page.request.post('/api/register', {
    headers: { 'x-xsrf-token': await xsrf(page.request), 'content-type': 'application/json', 'x-locale': locale },
    data: { ...user, password_confirmation: user.password, locale, timezone: zone },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const baseURL = testInfo.project.use.baseURL ?? 'http://localhost:8899';
  await page.context().addCookies([{ name: 'PARAGLIDE_LOCALE', value: locale, url: baseURL }]);
  return user;
}

/** REST call with the page's session cookie; fails the test unless it answers 2xx; returns `data`. */
export async function api<T = { id: string }>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(path, {
    method,
    headers: { 'x-xsrf-token': await xsrf(page.request), 'content-type': 'application/json', accept: 'application/json' },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/**
 * Waits until the page holds still, on conditions rather than a fixed sleep: fonts loaded, no CSS
 * animation or transition running (dialogs, toasts), and two frames painted since.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Endless animations (spinners, the "now" line's pulse) never finish: only finite ones are waited for.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { polling: 'raf' },
  );
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Minutes left until midnight in a zone. */
function minutesToMidnight(timeZone: string, now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return 24 * 60 - (get('hour') * 60 + get('minute'));
}

/**
 * For a test that books "today" in a business's zone and then looks for it: when midnight there is
 * less than `margin` minutes away, waits until it has passed (the test's time limit grows by as much),
 * so the day cannot change between booking and looking. The servers' clock is the machine's.
 */
export async function clearOfMidnight(timeZone: string, margin = 3): Promise<void> {
  const left = minutesToMidnight(timeZone);
  if (left >= margin) return;
  test.info().setTimeout(test.info().timeout + (left + 1) * 60_000);
  await expect.poll(() => minutesToMidnight(timeZone), { timeout: (left + 1) * 60_000, intervals: [5_000] }).toBeGreaterThan(60);
}

/** Today's date in a zone, plus `days` (calendar days), as the API wants it. */
export function dateIn(zone: string, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type Booked = { today: string; client: { id: string }; service: { id: string }; appointment: { id: string } };

/**
 * Olivia Hughes booked today in the zone for a single service (default: a 30-minute Colour at 40.00, 00:00, so it
 * has started), after waiting clear of midnight; `paid` takes that much in cash for it.
 */
export async function bookToday(
  page: Page,
  zone: string,
  o: { name?: string; minutes?: number; price?: number; colour?: string; start?: string; paid?: number } = {},
): Promise<Booked> {
  await clearOfMidnight(zone);
  const today = dateIn(zone);
  const name = o.name ?? 'Colour';
  const client = await api(page, 'POST', '/api/v1/clients', { first_name: 'Olivia', last_name: 'Hughes' });
  const service = await api(page, 'POST', '/api/v1/services', {
    name,
    type: 'single',
    parts: [{ title: name, duration_minutes: o.minutes ?? 30, type: 'block' }],
    colour: o.colour ?? '#0d9488',
    price: o.price ?? 4000,
  });
  const appointment = await api(page, 'POST', '/api/v1/appointments', {
    type: 'appointment',
    service_id: service.id,
    client_ids: [client.id],
    date: today,
    start_time: o.start ?? '00:00',
    allow_overlap: true,
  });
  if (o.paid)
    await api(page, 'POST', '/api/v1/payments', {
      client_id: client.id,
      items: [{ appointment_id: appointment.id, client_id: client.id }],
      payments: [{ method: 'cash', amount: o.paid }],
    });
  return { today, client, service, appointment };
}
