import { router } from '../core/trpc';
import { details } from './details';
import { overview } from './overview';
import { statistic } from './statistic';

/** Insight (issue 15): GET /data/statistic (the dashboard in one request), /data/analytics, /data/analytics-details. */
export const analyticsRouter = router({ statistic, overview, details });
