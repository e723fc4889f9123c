import * as m from '@kairos/i18n/messages';

/** Goals (SPEC 3: one goal per category). Spread into core/errors.ts. */
export const GOALS_ERRORS = {
  GOAL_CATEGORY_TAKEN: { http: 409, trpc: 'CONFLICT', message: m.error_goal_category_taken },
} as const;
