import { router } from '../core/trpc';

/** Onboarding tours: GET /onboarding, POST /onboarding (step_id) (SPEC 7). */
export const onboardingRouter = router({});
