import { describe, expect, it } from 'vitest';
import { filterZones, formatTimeZone, zoneOption, zoneOptions } from '../src/lib/time-zones';

const winter = new Date('2027-01-15T12:00:00Z');
const summer = new Date('2027-07-15T12:00:00Z');

describe('time zone names', () => {
  it('shows the city and the UTC offset in the locale, legacy ids as the current zone', () => {
    expect(zoneOption('Europe/Kyiv', 'uk', winter).label).toBe('Київ (UTC+02:00)');
    expect(zoneOption('Europe/Kiev', 'uk', summer).label).toBe('Київ (UTC+03:00)');
    expect(zoneOption('Europe/Kiev', 'en', winter)).toMatchObject({ id: 'Europe/Kyiv', label: 'Kyiv (UTC+02:00)' });
    expect(zoneOption('Asia/Calcutta', 'en', winter).label).toBe('Kolkata (UTC+05:30)');
    expect(zoneOption('America/New_York', 'uk', winter).label).toBe('Нью-Йорк (UTC−05:00)');
    expect(zoneOption('Europe/Kyiv', 'uk', winter).detail).toContain('Україна');
    expect(formatTimeZone('UTC', 'en')).toBe('Coordinated Universal Time (UTC+00:00)');
  });

  it('lists current zones only, west to east, and finds them by city in either language, country or offset', () => {
    const list = zoneOptions('uk');
    const ids = list.map((z) => z.id);
    expect(ids).toContain('Europe/Kyiv');
    expect(ids).not.toContain('Europe/Kiev');
    expect(list[0]?.offset).toBeLessThanOrEqual(list[list.length - 1]?.offset ?? 0);
    expect(filterZones(list, 'київ').map((z) => z.id)).toEqual(['Europe/Kyiv']);
    expect(filterZones(list, 'kyiv').map((z) => z.id)).toEqual(['Europe/Kyiv']);
    expect(filterZones(list, 'Україна').map((z) => z.id)).toContain('Europe/Kyiv');
    expect(filterZones(list, 'лондон').map((z) => z.id)).toEqual(['Europe/London']);
    expect(filterZones(list, '+05:30').map((z) => z.id)).toContain('Asia/Kolkata');
    // A stored id that is not offered stays choosable.
    expect(zoneOptions('en', 'America/Fort_Wayne')[0]?.id).toBe('America/Fort_Wayne');
  });
});
