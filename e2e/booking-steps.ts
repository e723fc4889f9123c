import { type APIRequestContext, type Browser, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { dateIn } from './booking-owner';
import { type Locale, T, type Words } from './booking-words';
import { uniqueEmail, xsrf } from './support';

// The owner's set-up, for specs that import it from here (online-booking-settings.spec.ts).
export { dateIn, onlineService, openBookingPage } from './booking-owner';

/**
 * The visitor's steps the booking-page flows share (issue 12 "Quality bars"): a browser context of their own
 * (at 375 px, switching the page's language), verification by the code from the dev outbox, choosing, picking a
 * time, the details, and timing the return from a payment provider. The owner's side is booking-owner.ts.
 */

/** The bars are at 375 px: the flows run in the `mobile` project only (it also keeps the per-IP code limit). */
export function mobileOnly(testInfo: TestInfo, timeout?: number): void {
  test.skip(testInfo.project.name !== 'mobile', 'booking flows are measured at 375 px');
  if (timeout) test.setTimeout(timeout);
}

/**
 * Each visitor is a phone of its own: an address of its own in this header, which the server counts the per-IP
 * code limit under only when the e2e server trusts it (TRUSTED_PROXY_HEADER=x-e2e-client-ip); without that
 * every visitor is the test machine, and a whole e2e run sends 20 codes from it: exactly the hour's limit.
 */
export const VISITOR_IP_HEADER = 'x-e2e-client-ip';
let visitors = 0;
export const visitorIp = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${(visitors++ % 254) + 1}`;

/**
 * A visitor's tab: a context of its own whose browser asks for the other language, so the page's switch is
 * what puts the flow into `locale`.
 */
export async function visitorTab(browser: Browser, testInfo: TestInfo, locale: Locale, zone: string, slug: string) {
  const context = await browser.newContext({
    ...testInfo.project.use,
    locale: locale === 'uk' ? 'en-GB' : 'uk-UA',
    timezoneId: zone,
    serviceWorkers: 'block',
    extraHTTPHeaders: { [VISITOR_IP_HEADER]: visitorIp() },
  });
  const tab = await context.newPage();
  await tab.goto(`/online-booking/${slug}`);
  await tab.getByRole('button', { name: T[locale].lang, exact: true }).click();
  await expect(tab.locator('html')).toHaveAttribute('lang', locale);
  return tab;
}

/** Chooses what to book (a type, then one item). */
export async function chooseType(tab: Page, t: Words, type: RegExp): Promise<void> {
  await tab.getByRole('button', { name: type }).click();
  await tab.getByRole('button', { name: t.next, exact: true }).click();
}

export async function chooseItem(tab: Page, t: Words, heading: string, name: string): Promise<void> {
  const step = section(tab, heading);
  await step.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) }).click();
  await step.getByRole('button', { name: t.next, exact: true }).click();
}

interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body_text: string;
}

/** The dev outbox (newest first), as the Node server keeps it for requests from this machine. */
export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const res = await request.get('/trpc/system.outbox');
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { result: { data: { enabled: boolean; messages: OutboxMessage[] } } };
  expect(body.result.data.enabled, 'the dev outbox is open (--dev-outbox=local)').toBe(true);
  return body.result.data.messages;
}

/** Waits for a new email to `to` (one whose id is not in `seen`) matching `match`, and answers it. */
export async function newEmail(
  request: APIRequestContext,
  to: string,
  match: RegExp,
  seen: string[] = [],
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request)).find((m) => m.to === to && !seen.includes(m.id) && match.test(m.body_text));
        return Boolean(found);
      },
      { message: `an email to ${to} matching ${match}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

const CODE = /\b(\d{6})\b/;
/** The manage link a confirmation email carries. */
export const MANAGE_LINK = /https?:\/\/\S+\/online-booking\/[^/\s]+\/manage\/[A-Za-z0-9_-]+/;

/** Asks for a code by email; answers the code from the outbox and the email's id. */
export async function sendCode(tab: Page, t: Words, address: string, seen: string[] = []) {
  await tab.getByLabel(t.email, { exact: true }).fill(address);
  await tab.getByRole('button', { name: t.sendCode }).click();
  await expect(tab.getByLabel(t.code)).toBeVisible();
  return codeSentTo(tab.request, address, seen);
}

/** The newest code emailed to `address` (not one of `seen`) and its email's id. */
export async function codeSentTo(request: APIRequestContext, address: string, seen: string[] = []) {
  const mail = await newEmail(request, address, CODE, seen);
  return { code: (mail.body_text.match(CODE) as RegExpMatchArray)[1] as string, id: mail.id };
}

export async function enterCode(tab: Page, t: Words, code: string): Promise<void> {
  await tab.getByLabel(t.code).fill(code);
  await tab.getByRole('button', { name: t.confirm, exact: true }).click();
}

/** The whole verification by an email code. */
export async function verifyByEmail(tab: Page, t: Words, address: string): Promise<void> {
  const { code } = await sendCode(tab, t, address);
  await enterCode(tab, t, code);
}

/** A step of the page: the section under its heading. */
export const section = (tab: Page, heading: string): Locator =>
  tab.locator('section').filter({ has: tab.getByRole('heading', { level: 2, name: heading, exact: true }) });

const TIME = /^\d{2}:\d{2}/;

/**
 * In a time step (by its heading), the first day of the strip with free times; clicks its first time
 * (or the last, `last`) and answers the day's index in the strip, the time and the button's whole text.
 */
export async function pickTime(tab: Page, t: Words, heading: string, { last = false } = {}) {
  const step = section(tab, heading);
  await expect(step.getByText(t.loading)).toHaveCount(0);
  // The strip's 7 day buttons are the step's only toggles.
  const days = step.locator('button[aria-pressed]');
  await expect(days).toHaveCount(7);
  for (let i = 0; i < 7; i++) {
    await days.nth(i).click();
    await expect(days.nth(i)).toHaveAttribute('aria-pressed', 'true');
    const times = step.getByRole('button', { name: TIME });
    const count = await times.count();
    if (count === 0) continue;
    const button = last ? times.last() : times.first();
    const label = plain(await button.innerText());
    await button.click();
    return { day: i, time: (label.match(TIME) as RegExpMatchArray)[0], label };
  }
  throw new Error('no free time in the first week of the strip');
}

/** The details step for a new client: names and, when the page has terms, the agreement. */
export async function fillDetails(tab: Page, t: Words, name: { first: string; last: string }, terms = false) {
  await expect(section(tab, t.details)).toBeVisible();
  await tab.getByLabel(t.firstName).fill(name.first);
  await tab.getByLabel(t.lastName).fill(name.last);
  if (terms) await tab.getByLabel(t.agree).check();
}

/** What a visitor books, from the first screen to the details step. */
export interface Booking {
  type: RegExp;
  address: string;
  /** The item step's heading and the item's name. */
  heading: string;
  item: string;
  /** Whether a time is picked (a service or a class). */
  timed: boolean;
  /** A new client's names (none for a matched client). */
  name?: { first: string; last: string };
  terms?: boolean;
}

/** Type → verification by the emailed code → item → time → details; answers the picked time, if any. */
export async function startBooking(tab: Page, t: Words, b: Booking) {
  await chooseType(tab, t, b.type);
  await verifyByEmail(tab, t, b.address);
  await chooseItem(tab, t, b.heading, b.item);
  const picked = b.timed ? await pickTime(tab, t, t.pickTime) : null;
  if (b.name) await fillDetails(tab, t, b.name, b.terms);
  else await expect(section(tab, t.details)).toBeVisible();
  await fitsScreen(tab);
  return picked;
}

/** Nothing wider than the 375 px screen. */
export async function fitsScreen(tab: Page): Promise<void> {
  expect(await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

type ReturnClock = { received?: number; moved?: number };

/**
 * Times the page's move from "payment received" to the manage page by the page's own clock (so a slow test
 * runner cannot shorten or stretch it): from the first moment `received` is on screen to the address change.
 * Call before the visitor leaves for the provider; `returnDelay` answers the milliseconds.
 */
export async function timeTheReturn(tab: Page, received: string): Promise<void> {
  await tab.context().addInitScript((text) => {
    const clock: ReturnClock = {};
    (window as unknown as { __return: ReturnClock }).__return = clock;
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      if (clock.received !== undefined && clock.moved === undefined) clock.moved = performance.now();
      replace(...args);
    };
    new MutationObserver(() => {
      if (clock.received === undefined && document.body?.innerText.includes(text)) clock.received = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, received);
}

export async function returnDelay(tab: Page): Promise<number> {
  const clock = await tab.evaluate(() => (window as unknown as { __return: ReturnClock }).__return);
  expect(clock.received, 'the page said the payment was received').toBeDefined();
  expect(clock.moved, 'the page moved on to the booking').toBeDefined();
  return (clock.moved as number) - (clock.received as number);
}

/** Text with any kind of space as a plain one (Intl puts no-break spaces into uk amounts). */
export const plain = (s: string) => s.replace(/\s/g, ' ').trim();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A visitor books through the page's REST calls (verified by the emailed code). */
export async function bookAsVisitor(page: Page, slug: string, serviceId: string, zone: string) {
  const visitor = page.request;
  const address = uniqueEmail('visitor');
  const base = `/api/v1/online-booking/${slug}`;
  const post = async (path: string, data: unknown) => {
    const res = await visitor.post(`${base}${path}`, {
      headers: { 'x-xsrf-token': await xsrf(visitor), 'content-type': 'application/json', accept: 'application/json' },
      data,
    });
    expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
    return (await res.json()).data;
  };
  const slots = await visitor.get(`${base}/slots?service_id=${serviceId}&from=${dateIn(zone, 2)}&to=${dateIn(zone, 9)}`);
  const start = (await slots.json()).data.slots[0].start_at as string;
  await post('/verification', { channel: 'email', address });
  const { code } = await codeSentTo(visitor, address);
  await post('/verification/check', { channel: 'email', address, code });
  await post('/bookings', { kind: 'appointment', service_id: serviceId, start_at: start, first_name: 'Ivy', last_name: 'Lane' });
}
