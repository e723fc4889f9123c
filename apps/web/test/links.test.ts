import { absoluteLink, links } from '@kairos/api/shared/links';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BOOKING_PAGE_PATH as BOOKING_PAGE } from '../../edge/src/booking-page';
import { MANIFESTS } from '../src/app/features';
import { type Frame, routeTree } from '../src/app/route-tree';

/**
 * Every web address the API hands out (emails, SMS, notifications, redirects) comes from shared/links.ts, and every
 * one of them opens a screen: a route the web router declares (not its catch-all), or the booking page's bundle.
 */
const stub = async () => ({ Component: () => null });
const FRAME: Frame = {
  root: 'root',
  guard: 'guard',
  error: 'error',
  fallback: 'fallback',
  layouts: { auth: 'auth', owner: 'owner', admin: 'admin', affiliate: 'affiliate', public: 'public' },
  catchAll: { layout: 'catch-all', screen: stub },
};
const TREE = routeTree(MANIFESTS, FRAME);

/** Each link with awkward arguments (characters that need encoding) as the API would build it. */
const EVERY: Record<keyof typeof links, string> = {
  bookingPage: links.bookingPage('studio-anna', 'booking=b%201&token=t'),
  bookingManage: links.bookingManage('studio-anna', 'tok/en?1'),
  subscriptionDetails: links.subscriptionDetails(),
  subscriptionPlans: links.subscriptionPlans(),
  subscriptionHistory: links.subscriptionHistory(),
  subscriptionCards: links.subscriptionCards(),
  zoomIntegration: links.zoomIntegration(),
  googleCalendar: links.googleCalendar(),
  register: links.register('REF 42'),
  verifyEmail: links.verifyEmail('a/b c'),
  passwordReset: links.passwordReset('a/b', 'anna+1@example.com'),
  unsubscribe: links.unsubscribe('client_1.abcdefghijklmnopqrstuvwxyz234567'),
  campaign: links.campaign('c/1'),
  campaignEdit: links.campaignEdit('c/1'),
};

const pathOf = (link: string) => new URL(link, 'https://kairos.test').pathname;

describe('web links', () => {
  it.each(Object.entries(EVERY))('%s opens a screen the web knows', (_name, link) => {
    const path = pathOf(link);
    if (path.startsWith('/online-booking/')) {
      expect(BOOKING_PAGE.test(path), path).toBe(true);
      return;
    }
    const route = matchRoutes(TREE, path)?.at(-1)?.route;
    expect(route, path).toBeDefined();
    expect(route?.path, path).not.toBe('*');
  });

  it('ids, slugs and tokens stay one path segment, and the absolute form is APP_URL and the path', () => {
    expect(links.bookingManage('a/b', 'c d')).toBe('/online-booking/a%2Fb/manage/c%20d');
    expect(links.passwordReset('t', 'anna+1@example.com')).toBe('/password/reset/t?email=anna%2B1%40example.com');
    expect(absoluteLink('https://app.kairos.test', links.register('R1'))).toBe('https://app.kairos.test/register?ref=R1');
    expect(absoluteLink('https://app.kairos.test/', links.subscriptionPlans())).toBe(
      'https://app.kairos.test/account-setup/subscription/plans',
    );
  });
});
