import { businesses } from '@kairos/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CANONICAL_TIME_ZONES, canonicalTimeZone, LEGACY_TIME_ZONES } from '../src/shared/time-zones';
import { type Harness, makeHarness, registerOwner } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await makeHarness();
});
afterEach(() => h.close());

describe('time zones', () => {
  it('the offered list holds current names only, every one known to Intl', () => {
    const ids = CANONICAL_TIME_ZONES.map((z) => z.id);
    expect(ids).toContain('Europe/Kyiv');
    expect(ids).toContain('Asia/Kolkata');
    expect(ids).not.toContain('Europe/Kiev');
    expect(ids).not.toContain('Asia/Calcutta');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(() => new Intl.DateTimeFormat('en', { timeZone: id })).not.toThrow();
    // Every legacy name maps to an offered zone.
    for (const target of Object.values(LEGACY_TIME_ZONES)) expect(ids).toContain(target);
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London');
  });

  it('a legacy id sent at registration or in the business profile is stored as the current one', async () => {
    const { client, user } = await registerOwner(h, { timezone: 'Europe/Kiev' });
    const stored = async () => (await h.db.query.businesses.findFirst({ where: eq(businesses.id, user.business.id) }))?.timezone;
    expect(await stored()).toBe('Europe/Kyiv');

    const res = await client.put('/api/v1/user/profile', {
      first_name: 'Olena',
      last_name: 'Koval',
      locale: 'en',
      business: { name: 'Olena Hair', slug: 'olena-hair', timezone: 'Asia/Calcutta' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.business.timezone).toBe('Asia/Kolkata');
    expect(await stored()).toBe('Asia/Kolkata');
  });
});
