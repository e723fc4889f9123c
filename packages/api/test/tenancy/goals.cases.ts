import type { Cases, TenancyWorld } from './world';

/** Cross-tenant and unauthenticated cases for the goals area (issue 15). */
export const cases = (_t: TenancyWorld): Cases => ({});
