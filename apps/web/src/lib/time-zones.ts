import { CANONICAL_TIME_ZONES, canonicalTimeZone, zoneCity, zoneOffset } from '@kairos/api/shared';
import type { Locale } from '@kairos/i18n';

/** One time zone as the app shows it: "Київ (UTC+02:00)", with the country and the zone's name below. */
export interface ZoneOption {
  id: string;
  label: string;
  detail: string;
  /** Offset in minutes now (sorting). */
  offset: number;
  /** Lower-case text the picker's search matches: city in both languages, id, country, zone name, offset. */
  search: string;
}

const intlLocale = (locale: Locale) => (locale === 'uk' ? 'uk-UA' : 'en-GB');

function zoneName(id: string, locale: Locale, style: 'longGeneric', now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: id, timeZoneName: style }).formatToParts(now);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

function regionName(country: string | null, locale: Locale): string {
  if (!country) return '';
  try {
    return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function zoneOption(rawId: string, locale: Locale, now = new Date()): ZoneOption {
  const id = canonicalTimeZone(rawId);
  const country = CANONICAL_TIME_ZONES.find((z) => z.id === id)?.country ?? null;
  const city = zoneCity(id, locale);
  const { minutes, text } = zoneOffset(id, now);
  const generic = id === 'UTC' ? '' : zoneName(id, locale, 'longGeneric', now);
  const region = regionName(country, locale);
  const detail = [region, generic && !generic.startsWith('GMT') ? generic : ''].filter(Boolean).join(' · ');
  const search = [city, zoneCity(id, 'en'), id, rawId, region, generic, text, text.replace('−', '-')].join(' ').toLowerCase();
  return { id, label: `${city} (${text})`, detail, offset: minutes, search };
}

const cache = new Map<string, ZoneOption[]>();

/** Every offered zone in the locale, west to east then by name; the current value is kept when it is not listed. */
export function zoneOptions(locale: Locale, current?: string): ZoneOption[] {
  const key = `${locale}:${new Date().toISOString().slice(0, 10)}`;
  let list = cache.get(key);
  if (!list) {
    const now = new Date();
    const collator = new Intl.Collator(intlLocale(locale));
    list = CANONICAL_TIME_ZONES.map((z) => zoneOption(z.id, locale, now)).sort(
      (a, b) => a.offset - b.offset || collator.compare(a.label, b.label),
    );
    cache.set(key, list);
  }
  const id = current ? canonicalTimeZone(current) : undefined;
  return id && !list.some((z) => z.id === id) ? [zoneOption(id, locale), ...list] : list;
}

/** The business's zone as every screen shows it: "Київ (UTC+02:00)". */
export function formatTimeZone(id: string, locale: Locale): string {
  return zoneOption(id, locale).label;
}

/** Options whose text holds every word typed, in any order. */
export function filterZones(list: ZoneOption[], query: string): ZoneOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length ? list.filter((z) => words.every((w) => z.search.includes(w))) : list;
}
