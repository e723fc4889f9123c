/**
 * The web app's addresses the API hands out (emails, SMS, in-app notifications, redirects) and the web app builds
 * itself: one function per screen, from its ids, slug or token. `links.x(...)` is the path; `absoluteLink(appUrl,
 * path)` the address in a message. apps/web/test/links.test.ts checks every path here opens a screen the web
 * router (or the booking page's bundle) knows. Pure: the booking bundle imports it too.
 */

const seg = encodeURIComponent;

export const links = {
  /** The public booking page (its own bundle, booking.html). `query` is appended as is (already encoded). */
  bookingPage: (slug: string, query?: string) => `/online-booking/${seg(slug)}${query ? `?${query}` : ''}`,
  /** The booking's cancel/move page (the confirmation's and reminder's link). */
  bookingManage: (slug: string, token: string) => `/online-booking/${seg(slug)}/manage/${seg(token)}`,
  subscriptionDetails: () => '/account-setup/subscription/details',
  subscriptionPlans: () => '/account-setup/subscription/plans',
  subscriptionHistory: () => '/account-setup/subscription/history',
  subscriptionCards: () => '/account-setup/subscription/cards',
  zoomIntegration: () => '/account-setup/integrations/zoom-integration',
  googleCalendar: () => '/account-setup/integrations/google-calendar',
  /** Sign up, with an affiliate's referral code. */
  register: (ref?: string) => (ref ? `/register?ref=${seg(ref)}` : '/register'),
  verifyEmail: (token: string) => `/verify-email/${seg(token)}`,
  passwordReset: (token: string, email: string) => `/password/reset/${seg(token)}?email=${seg(email)}`,
  /** A client leaves a business's marketing messages (no session). */
  unsubscribe: (token: string) => `/unsubscribe/${seg(token)}`,
  campaign: (id: string) => `/marketing/${seg(id)}`,
  campaignEdit: (id: string) => `/marketing/${seg(id)}/edit`,
} as const;

/** The address of a web path for a message or a redirect: APP_URL (no trailing slash) and the path. */
export const absoluteLink = (appUrl: string, path: string): string => `${appUrl.replace(/\/+$/, '')}${path}`;
