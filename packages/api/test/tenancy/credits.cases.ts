import type { Cases, TenancyWorld } from './world';

/** Cross-tenant (and unauthenticated) cases of this area; filled in by its issue. */
export function cases(_t: TenancyWorld): Cases {
  return {};
}
