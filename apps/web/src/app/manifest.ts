import type { ComponentType, SVGProps } from 'react';

/**
 * What one feature folder contributes to the app: its routes with the guard's facts,
 * its side-menu entries and its aliases. `features.ts` lists every manifest; the
 * router, the menu (`features/shell/nav.ts`) and the guard table (`access.ts`) are
 * built from that list, so a feature never imports the shell and adding an area is
 * one `features/<area>/manifest.tsx` plus one line in `features.ts`.
 */
export interface FeatureManifest {
  id: string;
  /** The layout a route renders in unless the route names another. */
  shell: Shell;
  routes: FeatureRoute[];
  /** Menu groups this feature heads (entries of other features may join them). */
  menuGroups?: MenuGroup[];
  menu?: MenuEntry[];
  /** Parent path → its default child (the owner is redirected there). */
  aliases?: Record<string, string>;
}

/** Where a route renders: the auth card, the owner's/admin's/affiliate's shell, or the public page. */
export type Shell = 'auth' | 'owner' | 'admin' | 'affiliate' | 'public';

/** Which side menu: the business owner's, the admin's or the affiliate's. */
export type Area = 'user' | 'admin' | 'affiliate';

/**
 * Who may open a route (docs/product/common.md, docs/product/billing.md):
 * guest-only: guests (a logged-in user goes to their dashboard); open: everyone;
 * owner: a logged-in business user; admin / affiliate: only that role.
 */
export type Access = 'guest-only' | 'open' | 'owner' | 'admin' | 'affiliate';

/** A route's lazy loader: `screen(load, pick)` from lib/lazy; `prefetch` loads its chunks without rendering. */
export type LazyScreen = (() => Promise<{ Component: ComponentType }>) & { prefetch?: () => Promise<unknown> };

export interface FeatureRoute {
  /** react-router pattern: literal segments and `:param` segments only. */
  path: string;
  access: Access;
  /** A create/edit form: needs a valid subscription, a trial or an API user (docs/product/billing.md). */
  form?: true;
  shell?: Shell;
  /** Without a screen the guard still allows the path and the catch-all says it is not built yet. */
  screen?: LazyScreen;
}

export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export interface MenuGroup {
  area: Area;
  id: string;
  /** Groups are shown by ascending order within their area. */
  order: number;
  /** Without a label the group is shown untitled (the first group). */
  label?: () => string;
}

export interface MenuEntry {
  area: Area;
  /** A group id some manifest declares for the same area. */
  group: string;
  /** Entries are shown by ascending order within their group. */
  order: number;
  to: string;
  label: () => string;
  icon: Icon;
}

/** The side menu as the shell renders it. */
export interface NavItem {
  to: string;
  label: () => string;
  icon: Icon;
}

export interface NavGroup {
  id: string;
  label?: () => string;
  items: NavItem[];
}
