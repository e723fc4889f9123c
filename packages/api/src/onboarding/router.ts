import { router } from '../core/trpc';
import { list } from './list';
import { mark } from './mark';

/** Onboarding tours: GET /onboarding, POST /onboarding (step_id) (docs/product/onboarding.md). */
export const onboardingRouter = router({ list, mark });
