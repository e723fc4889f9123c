import type { Harness } from './harness';
import { registerOwner } from './harness';

/** Fixtures the classes and packages tests share. */

export const DAY = 86_400_000;

/** An owner whose business is in London (en) or Kyiv (uk), calling in that language. */
export async function owner(h: Harness, locale: 'en' | 'uk' = 'en') {
  const o = await registerOwner(h, { locale, timezone: locale === 'en' ? 'Europe/London' : 'Europe/Kyiv' });
  o.client.setLocale(locale);
  return o;
}

export const yoga = { name: 'Morning yoga', duration_minutes: 75, price: 1200, colour: '#16a34a', spaces: 2, limit_spaces: true };

export const service = (name: string, price = 3000) => ({
  name,
  type: 'single',
  parts: [{ title: name, duration_minutes: 45, type: 'block' }],
  colour: '#2563eb',
  price,
});

export const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);
