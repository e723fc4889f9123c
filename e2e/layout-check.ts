import { expect, type Page } from '@playwright/test';
import { api, clearOfMidnight, dateIn, settle, xsrf } from './support';

/**
 * What "fits the screen" means for the layout tests: the page does not scroll
 * sideways, no visible element is wider than the viewport or pokes out past
 * its right edge (unless a clipping ancestor hides it), no scroll box
 * scrolls sideways (tab strips, which scroll on purpose, aside), and text cut
 * with an ellipsis has its whole text as a tooltip.
 */
export async function expectFits(page: Page, where: string): Promise<void> {
  await settle(page);
  const problems = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    const name = (el: Element) => {
      const text = (el.textContent ?? '').trim().slice(0, 30);
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
      return `<${el.tagName.toLowerCase()} ${cls}> "${text}"`;
    };
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' && p.getBoundingClientRect().right <= vw + 1) return true;
      }
      return false;
    };
    const extra = document.documentElement.scrollWidth - vw;
    if (extra > 0) out.push(`the page scrolls sideways by ${extra}px`);
    // Each too-wide element is reported at the innermost level (its cause), not with all its ancestors.
    const wide: Element[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden') continue;
      if ((r.width > vw + 1 || r.right > vw + 1) && !clipped(el)) wide.push(el);
      // Text cut with an ellipsis keeps its whole text as a tooltip.
      if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        const whole = (el.textContent ?? '').trim();
        if (!el.closest(`[title]`)?.getAttribute('title')?.includes(whole)) out.push(`${name(el)} is cut without a tooltip`);
      }
      const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll';
      if (scrolls && el.scrollWidth > el.clientWidth + 1 && !el.querySelector('[role="tablist"]')) {
        out.push(`${name(el)} scrolls sideways by ${el.scrollWidth - el.clientWidth}px`);
      }
    }
    for (const el of wide) {
      if (wide.some((other) => other !== el && el.contains(other))) continue;
      const r = el.getBoundingClientRect();
      out.push(`${name(el)} spans ${Math.round(r.left)}–${Math.round(r.right)}px`);
    }
    return [...new Set(out)].slice(0, 8);
  });
  expect.soft(problems, `${where} at ${page.viewportSize()?.width}px`).toEqual([]);
}

/** A local date in a zone, as the API wants it. */
export const localDate = (timeZone: string, days = 0): string => dateIn(timeZone, days);

/** One unbroken word of `n` wide letters, starting with `tag` so tests can find it. */
export const longWord = (tag: string, n = 120) => `${tag}${'W'.repeat(n - tag.length)}`;

export interface LongRecords {
  client: string;
  archivedClient: string;
  service: string;
  location: string;
  discount: string;
  cls: string;
  pkg: string;
  appointment: string;
  privateTime: string;
  session: string;
}

/** Every record type with the longest unbroken name the forms allow, booked today so the dashboard shows them. */
export async function seedLongRecords(page: Page, timeZone: string): Promise<LongRecords> {
  const post = async (path: string, data: unknown) => (await api(page, 'POST', `/api/v1/${path}`, data)).id;
  await clearOfMidnight(timeZone);
  const today = localDate(timeZone);
  const client = await post('clients', {
    first_name: longWord('Client', 100),
    last_name: longWord('Surname', 100),
    email: `${'averyveryverylongmailboxname'.repeat(3)}@${'subdomain'.repeat(5)}.example.com`,
    phone: '+380671234567',
  });
  const archivedClient = await post('clients', { first_name: longWord('Gone', 100), last_name: longWord('Away', 100) });
  const archived = await page.request.delete(`/api/v1/clients/${archivedClient}`, {
    headers: { 'x-xsrf-token': await xsrf(page.request), accept: 'application/json' },
  });
  expect(archived.ok()).toBeTruthy();
  const service = await post('services', {
    name: longWord('Service'),
    type: 'single',
    parts: [{ title: longWord('Part', 100), duration_minutes: 60, type: 'block' }],
    colour: '#2563eb',
    price: 5000,
  });
  const location = await post('locations', { title: longWord('Location'), address_1: longWord('Street', 200), city: 'Kyiv' });
  const discount = await post('discounts', { name: longWord('Discount'), type: 'percentage', value: 1000 });
  const cls = await post('classes', { name: longWord('Class'), duration_minutes: 60, spaces: 5, limit_spaces: true });
  const pkg = await post('packages', {
    name: longWord('Package'),
    services: [{ service_id: service, quantity: 2 }],
    price: 9000,
  });
  const appointment = await post('appointments', {
    type: 'appointment',
    service_id: service,
    client_ids: [client],
    date: today,
    start_time: '09:00',
    location_type: 'mine',
    location_id: location,
    discount_id: discount,
    notes: longWord('Note', 300),
    allow_overlap: true,
  });
  const privateTime = await post('appointments', {
    type: 'blocked',
    title: longWord('Private'),
    date: today,
    start_time: '12:00',
    duration_minutes: 60,
    allow_overlap: true,
  });
  const session = await post('appointments', {
    type: 'class_session',
    class_id: cls,
    client_ids: [client],
    date: today,
    start_time: '15:00',
    allow_overlap: true,
  });
  return { client, archivedClient, service, location, discount, cls, pkg, appointment, privateTime, session };
}
