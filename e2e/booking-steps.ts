import { type APIRequestContext, type Browser, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { api, registerInLocale } from './support';

/**
 * Steps the booking-page flows share (issue 12 "Quality bars"): an owner with an open page set up through the
 * API, a visitor in a browser context of their own (at 375 px, switching the page's language), verification
 * by the code from the dev outbox, picking a time, and what the owner's diary says about an online booking.
 */

export type Locale = 'uk' | 'en';
export const LOCALES: Locale[] = ['uk', 'en'];

/** The public page's words (packages/i18n/messages/web-booking) and the server's answers (messages/booking). */
export const T = {
  en: {
    lang: 'EN',
    appointment: /^Appointment/,
    classPlace: /^A place in a class/,
    voucher: /^Gift voucher/,
    next: 'Continue',
    email: 'Your email',
    sendCode: 'Send code',
    code: '6-digit code',
    confirm: 'Confirm',
    resend: 'Send the code again',
    chooseService: 'Choose a service',
    chooseClass: 'Choose a class',
    chooseVoucher: 'Choose a gift voucher',
    pickTime: 'Pick a date and time',
    loading: 'Loading…',
    details: 'Your details',
    firstName: 'First name',
    lastName: 'Last name',
    agree: 'I agree to the terms',
    book: 'Book',
    pay: /^Pay /,
    confirmed: 'Booking confirmed',
    waiting: 'Waiting for the payment to be confirmed…',
    received: 'Payment received',
    redirectIn: /^Opening your booking in \d s$/,
    manage: 'Your booking',
    manageLink: 'Manage your booking',
    paidOnline: (amount: string) => `Paid online: ${amount}`,
    voucherCode: /^Voucher code: \S+$/,
    move: 'Move to another time',
    moved: 'Your booking was moved',
    cancel: 'Cancel booking',
    cancelQuestion: 'Cancel this booking? This cannot be undone.',
    cancelYes: 'Yes, cancel',
    cancelled: 'This booking is cancelled',
    triesLeft: (n: number) => `That code isn't right. Tries left: ${n}.`,
    codeDead: 'This code has expired or was entered wrongly too many times. Ask for a new code.',
    existingOnly: (name: string) => `${name} isn't taking new client bookings`,
    placesLeft: (n: number) => `Places left: ${n}`,
  },
  uk: {
    lang: 'УКР',
    appointment: /^Запис на послугу/,
    classPlace: /^Місце на занятті/,
    voucher: /^Подарунковий сертифікат/,
    next: 'Далі',
    email: 'Ваш email',
    sendCode: 'Надіслати код',
    code: '6-значний код',
    confirm: 'Підтвердити',
    resend: 'Надіслати код ще раз',
    chooseService: 'Виберіть послугу',
    chooseClass: 'Виберіть заняття',
    chooseVoucher: 'Виберіть сертифікат',
    pickTime: 'Виберіть дату й час',
    loading: 'Завантаження…',
    details: 'Ваші дані',
    firstName: 'Ім’я',
    lastName: 'Прізвище',
    agree: 'Я погоджуюся з умовами',
    book: 'Забронювати',
    pay: /^Сплатити /,
    confirmed: 'Бронювання підтверджено',
    waiting: 'Очікуємо підтвердження оплати…',
    received: 'Оплату отримано',
    redirectIn: /^Відкриваємо ваше бронювання через \d с$/,
    manage: 'Ваше бронювання',
    manageLink: 'Керувати бронюванням',
    paidOnline: (amount: string) => `Сплачено онлайн: ${amount}`,
    voucherCode: /^Код сертифіката: \S+$/,
    move: 'Перенести на інший час',
    moved: 'Бронювання перенесено',
    cancel: 'Скасувати бронювання',
    cancelQuestion: 'Скасувати це бронювання? Цю дію не можна відмінити.',
    cancelYes: 'Так, скасувати',
    cancelled: 'Це бронювання скасовано',
    triesLeft: (n: number) => `Код неправильний. Залишилося спроб: ${n}.`,
    codeDead: 'Цей код застарів або його забагато разів ввели неправильно. Попросіть новий код.',
    existingOnly: (name: string) => `${name} не приймає записи нових клієнтів`,
    placesLeft: (n: number) => `Вільних місць: ${n}`,
  },
} as const;
export type Words = (typeof T)[Locale];

/** The owner's diary words (messages/web-online-booking). */
export const OWNER = {
  en: {
    badge: 'Online',
    plain: 'Booked online',
    paid: (a: string) => `Booked online · deposit ${a} paid`,
    cancelled: 'Booked online · cancelled',
  },
  uk: {
    badge: 'Онлайн',
    plain: 'Записано онлайн',
    paid: (a: string) => `Записано онлайн · завдаток ${a} сплачено`,
    cancelled: 'Записано онлайн · скасовано',
  },
} as const;

/** The bars are at 375 px: the flows run in the `mobile` project only (it also keeps the per-IP code limit). */
export function mobileOnly(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== 'mobile', 'booking flows are measured at 375 px');
}

export const zoneOf = (locale: Locale) => (locale === 'en' ? 'Europe/London' : 'Europe/Kyiv');

/** Today's date in a zone, plus `days`. */
export function dateIn(zone: string, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type Settings = Record<string, unknown>;
type Offer = { service_ids?: string[]; class_ids?: string[]; package_ids?: string[]; voucher_ids?: string[] };

/** Switches the owner's page on with what it offers and any other settings; answers the page's slug. */
export async function openBookingPage(owner: Page, offer: Offer & Settings): Promise<string> {
  const current = await api<Settings>(owner, 'GET', '/api/v1/user/booking-settings');
  const { page_url: _url, payment_provider: _p, offerable: _o, ...settings } = current;
  const saved = await api<Settings>(owner, 'PUT', '/api/v1/user/booking-settings', {
    ...settings,
    service_ids: [],
    class_ids: [],
    package_ids: [],
    voucher_ids: [],
    cancel_notice_hours: 0,
    ...offer,
    enabled: true,
  });
  return String(saved.slug);
}

/** A 30-minute service offered online (price and deposit in minor units). */
export function onlineService(owner: Page, name: string, price: number, deposit = 0) {
  return api(owner, 'POST', '/api/v1/services', {
    name,
    type: 'single',
    parts: [{ title: name, duration_minutes: 30, type: 'block' }],
    colour: '#2563eb',
    price,
    deposit,
    online_booking: true,
  });
}

/** An owner registered in `locale` (uk: Kyiv, UAH; en: London, GBP) with the name their page shows. */
export async function owner(page: Page, testInfo: TestInfo, locale: Locale, business_name: string) {
  await registerInLocale(page, testInfo, locale, { business_name });
  return { business_name };
}

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

export interface DiaryItem {
  id: string;
  date: string;
  start_time: string;
  type: string;
  clients: { id: string; first_name: string; last_name: string; status: string }[];
  online: { status: string; amount_due: number; paid: boolean; currency: string } | null;
}

/** The owner's diary for the next two weeks, through the API the calendar reads. */
export async function diary(owner: Page, zone: string): Promise<DiaryItem[]> {
  // REST answers a list's items as `data`.
  return api<DiaryItem[]>(owner, 'GET', `/api/v1/appointments?from=${dateIn(zone)}&to=${dateIn(zone, 14)}`);
}

/** The one booking-page item of the owner's diary. */
export async function onlineItem(owner: Page, zone: string): Promise<DiaryItem> {
  let found: DiaryItem[] = [];
  await expect
    .poll(async () => {
      found = (await diary(owner, zone)).filter((i) => i.online !== null);
      return found.length;
    })
    .toBe(1);
  return found[0] as DiaryItem;
}

/** The owner's calendar: the event carries the online marker; its view the online line. */
export async function ownerSeesOnline(owner: Page, item: DiaryItem, badge: string, line: string | RegExp) {
  await owner.goto(`/appointments/calendar/events?view=day&date=${item.date}`);
  const event = owner.locator(`.sx__event[data-event-id="${item.id}"]`).first();
  await expect(event).toBeVisible();
  await expect(event).toContainText(badge);
  await owner.goto(`/appointments/calendar/${encodeURIComponent(item.id)}`);
  await expect(owner.getByText(line)).toBeVisible();
}

/** Text with any kind of space as a plain one (Intl puts no-break spaces into uk amounts). */
export const plain = (s: string) => s.replace(/\s/g, ' ').trim();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
