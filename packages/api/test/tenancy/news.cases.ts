import type { Cases, TenancyWorld } from './world';

/** Cross-tenant (and for admin procedures: owner-refused) cases of this area; filled in by its issue. */
export function cases(_t: TenancyWorld): Cases {
  return {};
}
