import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { instant } from './columns';

/** docs/product/onboarding.md "Onboarding step": the tours a user has read (docs/product/onboarding.md: a step read is added to the read list). */
export const onboardingSteps = sqliteTable(
  'onboarding_steps',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step_id: text('step_id').notNull(),
    read_at: instant('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.step_id] })],
);
