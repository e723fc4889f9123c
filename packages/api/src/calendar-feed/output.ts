import * as z from 'zod';
import type { Config } from '../core/services';
import { absoluteLink } from '../shared/links';
import type { FeedRow } from './store';
import { feedPath, feedTokenFor } from './token';

export const calendarFeedOutput = z.object({
  /** The subscription URL (private: whoever has it reads the diary; regenerate to stop it). */
  url: z.string(),
  include_client_names: z.boolean(),
  /** When the current URL was made (first use or the last regeneration). */
  created_at: z.string(),
});
export type CalendarFeedOutput = z.infer<typeof calendarFeedOutput>;

export function toFeedOutput(config: Config, feed: FeedRow): CalendarFeedOutput {
  return {
    url: absoluteLink(config.appUrl, feedPath(feedTokenFor(config.secret, feed.business_id, feed.nonce))),
    include_client_names: feed.include_client_names,
    created_at: feed.updated_at.toISOString(),
  };
}
