import type { Cases, TenancyWorld } from './world';

/** Filled in by this area's procedures. */
export const cases = (_t: TenancyWorld): Cases => ({});
