import { router } from '../core/trpc';
import { createCode } from './create-code';
import { referredUser } from './referred-user';
import { statistic } from './statistic';

export const affiliateRouter = router({ statistic, createCode, referredUser });
