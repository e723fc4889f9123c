import { canOpenForms, type Entitlement } from './plans';

/**
 * The guard and redirect table of SPEC 2, 6 and 8, as one pure function the
 * web router calls on every navigation (and the unit tests call directly).
 */
export interface Viewer extends Entitlement {
  is_admin: boolean;
  is_affiliate: boolean;
}

export type RouteDecision = { allow: true } | { allow: false; redirect: string };

export const HOME = { admin: '/admin/dashboard', affiliate: '/affiliate/dashboard', user: '/dashboard' } as const;
export const LOGIN = '/login';
export const NOT_FOUND_PATH = '/dashboard/404';
export const SUBSCRIPTION_DETAILS = '/account-setup/subscription/details';

export function homeOf(v: Viewer): string {
  if (v.is_admin) return HOME.admin;
  if (v.is_affiliate) return HOME.affiliate;
  return HOME.user;
}

const GUEST_ONLY = [/^\/login$/, /^\/register$/, /^\/register-affiliate$/, /^\/forgot-password$/, /^\/password\/reset\/[^/]+$/];
const OPEN = [/^\/online-booking\/[^/]+$/, /^\/404$/, /^\/dev\/outbox$/, /^\/verify-email\/[^/]+$/];

/** Areas that exist in the app. Paths not listed here go to /dashboard/404 (logged out: to login first). */
export const ADMIN_ROUTES: RegExp[] = [/^\/admin\/dashboard$/];
export const AFFILIATE_ROUTES: RegExp[] = [/^\/affiliate\/dashboard$/, /^\/affiliate\/profile$/, /^\/affiliate\/password$/];
export const USER_ROUTES: RegExp[] = [
  /^\/dashboard$/,
  /^\/dashboard\/404$/,
  /^\/account-setup\/customisation\/(business-profile|calendar-and-time|dashboard-settings|password|payment_settings|tax_settings)$/,
  /^\/account-setup\/subscription\/details$/,
  /^\/account-setup\/locations\/list$/,
  /^\/account-setup\/discounts\/list$/,
  /^\/account-setup\/helpful-tools\/(export-information|import-clients)$/,
  /^\/clients\/list$/,
  /^\/clients\/[^/]+$/,
  /^\/appointments\/services\/list$/,
  /^\/appointments\/calendar\/events$/,
  /^\/appointments\/calendar\/[^/]+$/,
  /^\/appointments\/(classes|packages)\/list$/,
  /^\/appointments\/(classes|packages)\/[^/]+$/,
];
/** Areas whose `<base>/form` and `<base>/form/{id}` routes exist (they need a valid subscription). */
export const FORM_BASES = [
  '/clients',
  '/appointments/services',
  '/appointments/calendar',
  '/appointments/classes',
  '/appointments/packages',
  '/account-setup/locations',
  '/account-setup/discounts',
];
/** Parent paths that redirect to their default child. */
export const ALIASES: Record<string, string> = {
  '/': '/dashboard',
  '/account-setup': '/account-setup/customisation/business-profile',
  '/account-setup/customisation': '/account-setup/customisation/business-profile',
  '/account-setup/locations': '/account-setup/locations/list',
  '/account-setup/discounts': '/account-setup/discounts/list',
  '/account-setup/helpful-tools': '/account-setup/helpful-tools/export-information',
  '/clients': '/clients/list',
  '/appointments': '/appointments/calendar/events',
  '/appointments/calendar': '/appointments/calendar/events',
  '/appointments/services': '/appointments/services/list',
  '/appointments/classes': '/appointments/classes/list',
  '/appointments/packages': '/appointments/packages/list',
};

const matches = (list: RegExp[], path: string) => list.some((r) => r.test(path));
const isFormRoute = (path: string) => FORM_BASES.some((base) => new RegExp(`^${base}/form(/[^/]+)?$`).test(path));

function normalise(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function loginRedirect(intended: string): string {
  return `${LOGIN}?redirect=${encodeURIComponent(intended)}`;
}

/**
 * @param pathname the path being opened
 * @param viewer the logged-in user, or null
 * @param fullPath path plus query, kept in the login redirect
 */
export function decideRoute(pathname: string, viewer: Viewer | null, fullPath = pathname): RouteDecision {
  const path = normalise(pathname);
  if (matches(OPEN, path)) return { allow: true };
  if (matches(GUEST_ONLY, path)) return viewer ? { allow: false, redirect: homeOf(viewer) } : { allow: true };

  if (path === '/admin') return viewer ? { allow: false, redirect: homeOf(viewer) } : deny(HOME.admin);
  if (path === '/affiliate') return viewer ? { allow: false, redirect: homeOf(viewer) } : deny(HOME.affiliate);

  if (path.startsWith('/admin/')) {
    if (!viewer) return deny(fullPath);
    if (!viewer.is_admin) return { allow: false, redirect: homeOf(viewer) };
    return matches(ADMIN_ROUTES, path) ? { allow: true } : { allow: false, redirect: HOME.admin };
  }
  if (path.startsWith('/affiliate/')) {
    if (!viewer) return deny(fullPath);
    if (!viewer.is_affiliate) return { allow: false, redirect: homeOf(viewer) };
    return matches(AFFILIATE_ROUTES, path) ? { allow: true } : { allow: false, redirect: HOME.affiliate };
  }

  const alias = ALIASES[path];
  if (alias)
    return viewer ? { allow: false, redirect: viewer.is_admin || viewer.is_affiliate ? homeOf(viewer) : alias } : deny(fullPath);
  if (!matches(USER_ROUTES, path) && !isFormRoute(path)) {
    // Logged out, the path itself goes to login: after login it shows the 404 (or the screen, once it exists);
    // /login?redirect=/dashboard/404 would send the owner to an error after signing in.
    if (!viewer) return deny(fullPath);
    return { allow: false, redirect: viewer.is_admin || viewer.is_affiliate ? homeOf(viewer) : NOT_FOUND_PATH };
  }
  // The 404 screen itself is never the place to return to after login.
  if (!viewer) return path === NOT_FOUND_PATH ? { allow: false, redirect: LOGIN } : deny(fullPath);
  if (viewer.is_admin || viewer.is_affiliate) return { allow: false, redirect: homeOf(viewer) };
  if (isFormRoute(path) && !canOpenForms(viewer)) return { allow: false, redirect: SUBSCRIPTION_DETAILS };
  return { allow: true };

  function deny(intended: string): RouteDecision {
    return { allow: false, redirect: loginRedirect(intended) };
  }
}
