import { router } from '../core/trpc';
import { list } from './list';
import { mark } from './mark';

/** Onboarding tours: GET /onboarding, POST /onboarding (step_id) (SPEC 7). */
export const onboardingRouter = router({ list, mark });
