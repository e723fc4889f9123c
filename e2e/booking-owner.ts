import { expect, type Page, type TestInfo } from '@playwright/test';
import type { Locale } from './booking-words';
import { api, dateIn, registerInLocale } from './support';

export { dateIn };

/** The owner's side of the booking flows: a business with its page open (set up through the API) and its diary. */

export const zoneOf = (locale: Locale) => (locale === 'en' ? 'Europe/London' : 'Europe/Kyiv');

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
