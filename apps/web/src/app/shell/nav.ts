import { MANIFESTS } from '../features';
import type { Area, NavGroup } from '../manifest';
import { buildNav } from '../nav';

/** The side menu of each area, from the feature manifests (order and groups as they declare). */
export const NAV: Record<Area, NavGroup[]> = buildNav(MANIFESTS);

export function areaOf(user: { is_admin: boolean; is_affiliate: boolean }): Area {
  if (user.is_admin) return 'admin';
  if (user.is_affiliate) return 'affiliate';
  return 'user';
}
