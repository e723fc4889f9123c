import { summarise } from '@kairos/api/shared';
import type { Viewer } from '../../src/app/access';

/** Viewers for the route-guard tests: an owner on a trial (or lapsed), with overrides for admins and affiliates. */
export function viewers(now: Date) {
  const trial = summarise(
    { plan_name: null, trial_ends_at: new Date(now.getTime() + 86_400_000), ends_at: null, has_incomplete_payment: false },
    now,
  );
  const lapsed = summarise(
    { plan_name: null, trial_ends_at: new Date(now.getTime() - 86_400_000), ends_at: null, has_incomplete_payment: false },
    now,
  );
  const viewer = (o: Partial<Viewer> = {}): Viewer => ({
    is_admin: false,
    is_affiliate: false,
    is_api_user: false,
    is_premium: false,
    subscription: trial,
    ...o,
  });
  return { lapsed, viewer };
}
