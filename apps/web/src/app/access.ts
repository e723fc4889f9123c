import { canOpenForms, type Entitlement } from '@kairos/api/shared';
import { links } from '@kairos/api/shared/links';
import { MANIFESTS } from './features';
import { findRoute, type GuardTable, guardTable } from './guard-table';

/**
 * The guard and redirect rules of docs/product/common.md, docs/product/billing.md, as one pure function the route
 * guard runs on every navigation. The table of paths comes from the feature manifests.
 */
export interface Viewer extends Entitlement {
  is_admin: boolean;
  is_affiliate: boolean;
}

export type RouteDecision = { allow: true } | { allow: false; redirect: string };

export const HOME = { admin: '/admin/dashboard', affiliate: '/affiliate/dashboard', user: '/dashboard' } as const;
export const LOGIN = '/login';
export const NOT_FOUND_PATH = '/dashboard/404';
export const SUBSCRIPTION_DETAILS = links.subscriptionDetails();
/** The admin and affiliate areas live under their own prefix; an unknown path there goes to the area's home. */
const AREA_ROOTS = { admin: '/admin', affiliate: '/affiliate' } as const;

export const GUARD_TABLE: GuardTable = guardTable(MANIFESTS);

export function homeOf(v: Viewer): string {
  if (v.is_admin) return HOME.admin;
  if (v.is_affiliate) return HOME.affiliate;
  return HOME.user;
}

function normalise(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function loginRedirect(intended: string): string {
  return `${LOGIN}?redirect=${encodeURIComponent(intended)}`;
}

/** "?tab=sales#x" of "/financials/left-to-pay?tab=sales#x": what an alias passes on to its route. */
function searchAndHash(fullPath: string): string {
  const at = fullPath.search(/[?#]/);
  return at < 0 ? '' : fullPath.slice(at);
}

const ALLOW: RouteDecision = { allow: true };
const to = (redirect: string): RouteDecision => ({ allow: false, redirect });

/**
 * @param pathname the path being opened
 * @param viewer the logged-in user, or null
 * @param fullPath path plus query and hash, kept in the login redirect and passed on by an alias
 * @param table the routes and aliases (the manifests' unless a test passes its own)
 */
export function decideRoute(
  pathname: string,
  viewer: Viewer | null,
  fullPath = pathname,
  table: GuardTable = GUARD_TABLE,
): RouteDecision {
  const path = normalise(pathname);
  const route = findRoute(table, path);
  const deny = (intended: string) => to(loginRedirect(intended));
  if (route?.access === 'open') return ALLOW;
  if (route?.access === 'guest-only') return viewer ? to(homeOf(viewer)) : ALLOW;

  for (const area of ['admin', 'affiliate'] as const) {
    const root = AREA_ROOTS[area];
    if (path === root) return viewer ? to(homeOf(viewer)) : deny(HOME[area]);
    if (!path.startsWith(`${root}/`)) continue;
    if (!viewer) return deny(fullPath);
    if (!(area === 'admin' ? viewer.is_admin : viewer.is_affiliate)) return to(homeOf(viewer));
    return route?.access === area ? ALLOW : to(HOME[area]);
  }

  const staff = viewer !== null && (viewer.is_admin || viewer.is_affiliate);
  const alias = table.aliases[path];
  if (alias) return viewer ? to(staff ? homeOf(viewer) : alias + searchAndHash(fullPath)) : deny(fullPath);
  if (route?.access !== 'owner') {
    // Logged out, the path itself goes to login: after login it shows the 404 (or the screen, once it exists);
    // /login?redirect=/dashboard/404 would send the owner to an error after signing in.
    if (!viewer) return deny(fullPath);
    return to(staff ? homeOf(viewer) : NOT_FOUND_PATH);
  }
  // The 404 screen itself is never the place to return to after login.
  if (!viewer) return path === NOT_FOUND_PATH ? to(LOGIN) : deny(fullPath);
  if (staff) return to(homeOf(viewer));
  if (route.form && !canOpenForms(viewer)) return to(SUBSCRIPTION_DETAILS);
  return ALLOW;
}
