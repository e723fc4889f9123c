import * as m from '@kairos/i18n/messages';
import type { ErrorCatalogue } from '../core/errors';

/** Goals (docs/product/goals.md: one goal per category). Composed into the app's catalogue in src/errors.ts. */
export const GOALS_ERRORS = {
  GOAL_CATEGORY_TAKEN: { http: 409, trpc: 'CONFLICT', message: m.error_goal_category_taken },
} as const satisfies ErrorCatalogue;
