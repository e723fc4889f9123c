import type { Area, FeatureManifest, MenuEntry, MenuGroup, NavGroup } from './manifest';

export const AREAS: readonly Area[] = ['user', 'admin', 'affiliate'];

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The side menu of each area from the manifests: groups by their order, entries by
 * theirs within the group. An entry whose group no manifest declares is an error.
 */
export function buildNav(features: readonly FeatureManifest[]): Record<Area, NavGroup[]> {
  const groups: MenuGroup[] = features.flatMap((f) => f.menuGroups ?? []);
  const entries: MenuEntry[] = features.flatMap((f) => f.menu ?? []);
  const nav = {} as Record<Area, NavGroup[]>;
  for (const area of AREAS) {
    const mine = groups.filter((g) => g.area === area).sort(byOrder);
    nav[area] = mine.map((g) => ({
      id: g.id,
      ...(g.label ? { label: g.label } : {}),
      items: entries
        .filter((e) => e.area === area && e.group === g.id)
        .sort(byOrder)
        .map(({ to, label, icon }) => ({ to, label, icon })),
    }));
  }
  for (const e of entries) {
    if (!groups.some((g) => g.area === e.area && g.id === e.group)) {
      throw new Error(`Menu entry ${e.to} names group "${e.group}" that no manifest declares for the ${e.area} area`);
    }
  }
  return nav;
}
