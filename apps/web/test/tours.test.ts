import { describe, expect, it } from 'vitest';
import { MANIFESTS } from '../src/app/features';
import { isTourHome, TOUR_HOME, type TourId, tourForPath } from '../src/features/onboarding/routes';
import { TOURS, targetOf } from '../src/features/onboarding/tours';

const screens = new Set(MANIFESTS.flatMap((f) => f.routes.filter((r) => r.screen).map((r) => r.path)));
const ids = Object.keys(TOUR_HOME) as TourId[];

describe('onboarding tours (issue 25)', () => {
  it('each tour is about a screen the app has, under its own prefix', () => {
    expect(ids.sort()).toEqual((Object.keys(TOURS) as TourId[]).sort());
    for (const id of ids) {
      expect(screens.has(TOUR_HOME[id]), `${id}: ${TOUR_HOME[id]}`).toBe(true);
      expect(tourForPath(TOUR_HOME[id]), id).toBe(id);
      expect(isTourHome(id, `${TOUR_HOME[id]}/`)).toBe(true);
    }
    // Other pages under a tour's prefix replay it but do not start it.
    expect(tourForPath('/account-setup/customisation/calendar-and-time')).toBe('settings');
    expect(isTourHome('settings', '/account-setup/customisation/calendar-and-time')).toBe(false);
  });

  it('every step names the element it is about, at every width; menu entries are behind ☰ below lg', () => {
    for (const id of ids)
      for (const step of TOURS[id])
        for (const menu of [false, true])
          expect(targetOf(step, { phone: menu, menu, label: '' }), `${id}: ${step.title()}`).toMatch(/\S/);
    const entry = TOURS.dashboard[1];
    if (!entry) throw new Error('no step');
    expect(targetOf(entry, { phone: false, menu: false, label: '' })).toBe('aside a[href="/appointments/services/list"]');
    expect(targetOf(entry, { phone: true, menu: true, label: '' })).toBe('header button[aria-controls="mobile-menu"]');
  });
});
