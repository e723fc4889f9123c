import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { decideRoute, GUARD_TABLE, type Viewer } from '../src/app/access';
import { MANIFESTS } from '../src/app/features';
import { type GuardTable, guardTable, patternToRegExp } from '../src/app/guard-table';
import type { Access, FeatureManifest } from '../src/app/manifest';
import { buildNav } from '../src/app/nav';
import { type Frame, type RouteFacts, routeTree } from '../src/app/route-tree';
import { viewers } from './support/viewers';

/**
 * The router's route tree (built from the manifests exactly as router.tsx builds it, with stand-in
 * layouts) checked against the route guard built from the same manifests.
 */
const now = new Date();
const { lapsed, viewer } = viewers(now);
const VIEWERS = {
  guest: null,
  owner: viewer(),
  admin: viewer({ is_admin: true }),
  affiliate: viewer({ is_affiliate: true }),
} as const;
type Who = keyof typeof VIEWERS;
const lapsedOwner = viewer({ subscription: lapsed });
const lapsedApiUser = viewer({ subscription: lapsed, is_api_user: true });

/** Who may open a route with this access; everyone else is sent elsewhere. */
const ALLOWED: Record<Access, Who[]> = {
  'guest-only': ['guest'],
  open: ['guest', 'owner', 'admin', 'affiliate'],
  owner: ['owner'],
  admin: ['admin'],
  affiliate: ['affiliate'],
};

const stub = async () => ({ Component: () => null });
const FRAME: Frame = {
  root: 'root',
  guard: 'guard',
  error: 'error',
  fallback: 'fallback',
  layouts: { auth: 'auth', owner: 'owner', admin: 'admin', affiliate: 'affiliate', public: 'public' },
  catchAll: { layout: 'catch-all', screen: stub },
};

/** A concrete path for a pattern: every `:param` filled in. */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'x1y2');

function walk(routes: RouteObject[], visit: (r: RouteObject) => void): void {
  for (const r of routes) {
    visit(r);
    if (r.children) walk(r.children, visit);
  }
}

const decide = (path: string, v: Viewer | null, table: GuardTable) => {
  const d = decideRoute(path, v, path, table);
  return d.allow ? 'allow' : d.redirect;
};

/** What the guard does with a path against what its facts say. */
function guardProblems(path: string, facts: Partial<RouteFacts> | undefined, table: GuardTable): string[] {
  const allowed = facts?.access ? ALLOWED[facts.access] : undefined;
  if (!allowed) return [`${path}: no guard facts (access) on the route`];
  const out: string[] = [];
  if (/\/form(\/[^/]+)?$/.test(path) && !facts.form) {
    out.push(`${path}: a form route without \`form: true\` (docs/product/billing.md: forms need a valid subscription)`);
  }
  for (const who of Object.keys(VIEWERS) as Who[]) {
    const got = decide(path, VIEWERS[who], table);
    const want = allowed.includes(who);
    if ((got === 'allow') !== want) out.push(`${path} as ${who}: ${got}, expected ${want ? 'allow' : 'a redirect'}`);
  }
  if (facts.access === 'owner') {
    const lapsedGot = decide(path, lapsedOwner, table);
    const lapsedWant = facts.form ? '/account-setup/subscription/details' : 'allow';
    if (lapsedGot !== lapsedWant) out.push(`${path} as a lapsed owner: ${lapsedGot}, expected ${lapsedWant}`);
    if (facts.form && decide(path, lapsedApiUser, table) !== 'allow') out.push(`${path}: API users may open forms`);
  }
  return out;
}

/** Every route of the tree with a path: does the router render it there, and does the guard agree with its facts? */
function treeProblems(tree: RouteObject[], table: GuardTable): string[] {
  const out: string[] = [];
  let catchAll = false;
  walk(tree, (route) => {
    if (route.path === undefined) return;
    if (route.path === '*') {
      catchAll = true;
      return;
    }
    const path = sample(route.path);
    const rendered = matchRoutes(tree, path)?.at(-1)?.route;
    if (rendered !== route) out.push(`${path}: the router renders ${rendered?.path ?? 'nothing'} instead of ${route.path}`);
    out.push(...guardProblems(path, route.handle as Partial<RouteFacts> | undefined, table));
  });
  if (!catchAll) out.push('no catch-all route');
  return out;
}

const TREE = routeTree(MANIFESTS, FRAME);

describe('the router and the route guard come from the same manifests', () => {
  it('every concrete route of the router is allowed by the guard for the viewers its manifest names, and only them', () => {
    let count = 0;
    walk(TREE, (r) => {
      if (r.path && r.path !== '*') count += 1;
    });
    expect(count).toBeGreaterThan(40);
    expect(treeProblems(TREE, GUARD_TABLE)).toEqual([]);
  });

  it('routes without a screen yet (the catch-all answers) are in the guard table too', () => {
    const pending = MANIFESTS.flatMap((f) => f.routes.filter((r) => !r.screen));
    // The public booking page is served by the server (booking.html, its own bundle), not by this app.
    expect(pending.map((r) => r.path)).not.toContain('/online-booking/:slug');
    for (const r of pending) {
      expect(guardProblems(sample(r.path), { access: r.access, form: r.form === true }, GUARD_TABLE)).toEqual([]);
      expect(matchRoutes(TREE, sample(r.path))?.at(-1)?.route.path).toBe('*');
    }
  });

  it('every menu entry points at a route the router renders and the guard opens for that menu’s viewer', () => {
    const nav = buildNav(MANIFESTS);
    const who = { user: VIEWERS.owner, admin: VIEWERS.admin, affiliate: VIEWERS.affiliate };
    let entries = 0;
    for (const area of ['user', 'admin', 'affiliate'] as const) {
      for (const item of nav[area].flatMap((g) => g.items)) {
        entries += 1;
        const route = matchRoutes(TREE, item.to)?.at(-1)?.route;
        expect(route?.path, item.to).not.toBe('*');
        expect((route?.handle as RouteFacts | undefined)?.feature, item.to).toBeTruthy();
        expect(decide(item.to, who[area], GUARD_TABLE), item.to).toBe('allow');
      }
    }
    expect(entries).toBe(MANIFESTS.flatMap((f) => f.menu ?? []).length);
  });

  it('every alias leads an owner to a declared route', () => {
    for (const [from, to] of Object.entries(GUARD_TABLE.aliases)) {
      expect(decide(from, VIEWERS.owner, GUARD_TABLE), from).toBe(to);
      expect(decide(to, VIEWERS.owner, GUARD_TABLE), to).toBe('allow');
    }
  });

  it('an alias passes the query and hash on to its route; logged out, they stay in the login redirect', () => {
    const full = (path: string, v: Viewer | null) => {
      const d = decideRoute(path.replace(/[?#].*$/, ''), v, path, GUARD_TABLE);
      return d.allow ? 'allow' : d.redirect;
    };
    expect(GUARD_TABLE.aliases['/financials/left-to-pay']).toBe('/financials/left-to-pay/list');
    expect(full('/financials/left-to-pay?tab=sales', VIEWERS.owner)).toBe('/financials/left-to-pay/list?tab=sales');
    expect(full('/financials/left-to-pay/?tab=sales&page=2#row-3', VIEWERS.owner)).toBe(
      '/financials/left-to-pay/list?tab=sales&page=2#row-3',
    );
    expect(full('/financials/left-to-pay#top', VIEWERS.owner)).toBe('/financials/left-to-pay/list#top');
    expect(full('/financials/left-to-pay', VIEWERS.owner)).toBe('/financials/left-to-pay/list');
    expect(full('/financials/left-to-pay?tab=sales', null)).toBe('/login?redirect=%2Ffinancials%2Fleft-to-pay%3Ftab%3Dsales');
    // Staff go to their own home, without the owner's query.
    expect(full('/financials/left-to-pay?tab=sales', VIEWERS.admin)).toBe('/admin/dashboard');
    for (const [from, to] of Object.entries(GUARD_TABLE.aliases))
      expect(full(`${from}?q=1#h`, VIEWERS.owner), from).toBe(`${to}?q=1#h`);
  });

  it('a path nobody declared goes to /dashboard/404 (the router would only have the catch-all for it)', () => {
    for (const path of ['/nobody/declared/this', '/clients/x1y2/more', '/account-setup/nothing', '/dashboard/extra']) {
      expect(matchRoutes(TREE, path)?.at(-1)?.route.path).toBe('*');
      expect(decide(path, VIEWERS.owner, GUARD_TABLE)).toBe('/dashboard/404');
    }
  });
});

describe('the checks fail when a route lacks guard facts or they disagree with the guard', () => {
  const extra = (routes: FeatureManifest['routes']): FeatureManifest[] => [...MANIFESTS, { id: 'extra', shell: 'owner', routes }];

  it('a route added to the tree without facts is reported', () => {
    const tree = routeTree(MANIFESTS, FRAME);
    const shellWithRoutes = tree[0]?.children?.[0]?.children?.[1];
    shellWithRoutes?.children?.push({ path: '/reports/list', lazy: stub });
    expect(treeProblems(tree, GUARD_TABLE)).toContain('/reports/list: no guard facts (access) on the route');
  });

  it('a manifest route whose facts were left out is reported', () => {
    const features = extra([{ path: '/reports/list', screen: stub } as never]);
    expect(treeProblems(routeTree(features, FRAME), guardTable(features))).toContain(
      '/reports/list: no guard facts (access) on the route',
    );
  });

  it('an admin route outside /admin is refused to the admin, so it is reported', () => {
    const features = extra([{ path: '/reports/list', access: 'admin', screen: stub }]);
    expect(treeProblems(routeTree(features, FRAME), guardTable(features))).toContain(
      '/reports/list as admin: /admin/dashboard, expected allow',
    );
  });

  it('a route the router knows but the guard table does not is reported', () => {
    const features = extra([{ path: '/reports/list', access: 'owner', screen: stub }]);
    const problems = treeProblems(routeTree(features, FRAME), GUARD_TABLE);
    expect(problems).toContain('/reports/list as owner: /dashboard/404, expected allow');
  });

  it('a create/edit form (`…/form`, `…/form/:id`) without `form: true` is reported', () => {
    const features = extra([{ path: '/reports/form/:id', access: 'owner', screen: stub }]);
    expect(treeProblems(routeTree(features, FRAME), guardTable(features))).toContain(
      '/reports/form/x1y2: a form route without `form: true` (docs/product/billing.md: forms need a valid subscription)',
    );
  });

  it('a menu entry in a group nobody declares is refused', () => {
    const entry = { area: 'user', group: 'nope', order: 1, to: '/dashboard', label: () => 'x', icon: () => null } as const;
    const features: FeatureManifest[] = [...MANIFESTS, { id: 'x', shell: 'owner', routes: [], menu: [entry] }];
    expect(() => buildNav(features)).toThrow(/group "nope"/);
  });
});

describe('guard table', () => {
  it('turns patterns into anchored expressions and refuses what it cannot express', () => {
    expect(patternToRegExp('/password/reset/:token').test('/password/reset/abc')).toBe(true);
    expect(patternToRegExp('/password/reset/:token').test('/password/reset/abc/def')).toBe(false);
    expect(patternToRegExp('/account-setup/customisation/tax_settings').test('/account-setup/customisation/tax_settings')).toBe(
      true,
    );
    expect(() => patternToRegExp('/files/*')).toThrow();
    expect(() => patternToRegExp('/clients/form/:id?')).toThrow();
  });

  it('prefers the more literal pattern: /clients/form is a form, /clients/abc is not', () => {
    expect(decide('/clients/form', lapsedOwner, GUARD_TABLE)).toBe('/account-setup/subscription/details');
    expect(decide('/clients/abc', lapsedOwner, GUARD_TABLE)).toBe('allow');
    expect(decide('/appointments/calendar/events', lapsedOwner, GUARD_TABLE)).toBe('allow');
    expect(decide('/appointments/calendar/form', lapsedOwner, GUARD_TABLE)).toBe('/account-setup/subscription/details');
  });

  it('refuses a path declared twice and an alias that is also a route', () => {
    expect(() =>
      guardTable([...MANIFESTS, { id: 'x', shell: 'owner', routes: [{ path: '/dashboard', access: 'owner' }] }]),
    ).toThrow(/declared twice/);
    expect(() => guardTable([...MANIFESTS, { id: 'x', shell: 'owner', routes: [], aliases: { '/dashboard': '/' } }])).toThrow(
      /also a route/,
    );
  });
});
