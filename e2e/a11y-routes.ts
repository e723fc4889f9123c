import { MANIFESTS } from '../apps/web/src/app/features';
import { patternToRegExp } from '../apps/web/src/app/guard-table';
import type { Access } from '../apps/web/src/app/manifest';

/**
 * The accessibility sweep's plan: every route the router knows (the feature manifests, as router.tsx builds its
 * tree from them), each scanned by the role that may open it, with its `:params` filled from the records that
 * role's test seeded. No list of paths is kept by hand: a new route is scanned as soon as its manifest declares
 * it, and a route with a `:param` this file does not know fails the plan's own test until it is named here (or
 * excused, with a reason).
 */

export type Role = 'guest' | 'owner' | 'admin' | 'affiliate';

/** Who opens a route of this access in the sweep ('open' routes: a guest, unless `SCANNED_BY` says otherwise). */
const ROLE_OF: Record<Access, Role> = {
  'guest-only': 'guest',
  open: 'guest',
  owner: 'owner',
  admin: 'admin',
  affiliate: 'affiliate',
};

/** Open routes whose real parameter only another role's records give. */
const SCANNED_BY: Record<string, Role> = {
  // The token is in the email the owner's campaign sends (an open route: a signed-in owner sees the same page).
  '/unsubscribe/:token': 'owner',
};

/** Records a sweep's `:params` are filled from (each role's test seeds the ones its routes need). */
export type RecordKind =
  | 'client'
  | 'service'
  | 'location'
  | 'discount'
  | 'class'
  | 'package'
  | 'product'
  | 'voucher'
  | 'appointment'
  | 'sale'
  | 'invoice'
  | 'expense'
  | 'campaign'
  | 'unsubscribe'
  | 'user'
  | 'news'
  | 'reset'
  | 'verify';

/** Ids by kind; one the sweep learns later (an email's token) is a promise, and its routes are opened last. */
export type Ids = Partial<Record<RecordKind, string | Promise<string>>>;

/** Each route with a `:param`: the record whose id fills it. */
export const PARAM_OF: Record<string, RecordKind> = {
  '/password/reset/:token': 'reset',
  '/verify-email/:token': 'verify',
  '/appointments/services/form/:id': 'service',
  '/account-setup/locations/form/:id': 'location',
  '/account-setup/discounts/form/:id': 'discount',
  '/appointments/classes/form/:id': 'class',
  '/appointments/classes/:id': 'class',
  '/appointments/packages/form/:id': 'package',
  '/appointments/packages/:id': 'package',
  '/sales-and-products/products/form/:id': 'product',
  '/sales-and-products/gift-vouchers/form/:id': 'voucher',
  '/sales-and-products/gift-vouchers/:id': 'voucher',
  '/sales-and-products/sales/:id': 'sale',
  '/clients/form/:id': 'client',
  '/clients/:id': 'client',
  '/appointments/calendar/form/:id': 'appointment',
  '/appointments/calendar/:id': 'appointment',
  '/financials/expenses/form/:id': 'expense',
  '/financials/invoices/form/:id': 'invoice',
  '/financials/invoices/:id': 'invoice',
  '/admin/users/:id': 'user',
  '/admin/news/form/:id': 'news',
  '/marketing/:id/edit': 'campaign',
  '/marketing/:id': 'campaign',
  '/unsubscribe/:token': 'unsubscribe',
};

/** Routes the sweep does not open, each with the reason. None today; a reason must say what covers the screen instead. */
export const EXCUSED: Record<string, string> = {};

export interface Route {
  pattern: string;
  feature: string;
  role: Role;
  regexp: RegExp;
}

/** Every route of every manifest, with the role that scans it. */
export const ROUTES: readonly Route[] = MANIFESTS.flatMap((f) =>
  f.routes.map((r) => ({
    pattern: r.path,
    feature: f.id,
    role: SCANNED_BY[r.path] ?? ROLE_OF[r.access],
    regexp: patternToRegExp(r.path),
  })),
);

const params = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':'));

/** What is wrong with the plan: a route with an unknown `:param`, or a name here that no route has any more. */
export function planProblems(): string[] {
  const known = new Set(ROUTES.map((r) => r.pattern));
  const out: string[] = [];
  for (const r of ROUTES) {
    if (EXCUSED[r.pattern] !== undefined) continue;
    const ps = params(r.pattern);
    if (ps.length > 1) out.push(`${r.pattern}: more than one :param; fill it in a11y-routes.ts`);
    if (ps.length === 1 && !PARAM_OF[r.pattern])
      out.push(`${r.pattern}: which record fills ${ps[0]}? Add it to PARAM_OF or EXCUSED`);
  }
  for (const table of [PARAM_OF, EXCUSED, SCANNED_BY]) {
    for (const p of Object.keys(table)) if (!known.has(p)) out.push(`${p}: named in a11y-routes.ts but no manifest declares it`);
  }
  for (const [p, why] of Object.entries(EXCUSED)) if (why.trim().length < 20) out.push(`${p}: excused without a reason`);
  return out;
}

export interface Visit {
  pattern: string;
  regexp: RegExp;
  path: string | Promise<string>;
}

/** The role's routes as paths to open, `:params` filled from `ids` (a missing id fails the test). */
export function visitsFor(role: Role, ids: Ids): Visit[] {
  const visits = ROUTES.filter((r) => r.role === role && EXCUSED[r.pattern] === undefined).map((r) => {
    const kind = PARAM_OF[r.pattern];
    if (!kind) return { pattern: r.pattern, regexp: r.regexp, path: r.pattern };
    const id = ids[kind];
    if (!id) throw new Error(`${r.pattern}: the ${role} sweep seeded no ${kind}`);
    const fill = (v: string) => r.pattern.replace(/:[^/]+/, encodeURIComponent(v));
    return { pattern: r.pattern, regexp: r.regexp, path: typeof id === 'string' ? fill(id) : id.then(fill) };
  });
  return [...visits.filter((v) => typeof v.path === 'string'), ...visits.filter((v) => typeof v.path !== 'string')];
}
