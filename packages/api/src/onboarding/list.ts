import { onboardingProcedure, readList, readListOutput } from './read-list';

/** GET /onboarding: the tours the caller has read (for is_hidden_admin and impersonation: every tour). */
export const list = onboardingProcedure('GET', 'Onboarding tours read')
  .output(readListOutput)
  .query(({ ctx }) => readList(ctx.db, ctx.auth));
