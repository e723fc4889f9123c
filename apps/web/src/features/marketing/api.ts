import type { campaignListInput, campaignSalesInput, campaignShowInput, countInput, optedOutListInput } from '@kairos/api/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryClient, trpcClient } from '../../lib/trpc';

type In<S extends z.ZodType> = z.input<S>;

/**
 * The /marketing procedures (packages/api/src/marketing/router.ts) behind one query key prefix, so
 * one invalidation refreshes every list, page and count after a change.
 */
const client = trpcClient.marketing;
const KEY = 'marketing';

export const marketingQueries = {
  access: () => queryOptions({ queryKey: [KEY, 'access'], queryFn: () => client.requestAccess.query() }),
  list: (input: In<typeof campaignListInput>) =>
    queryOptions({ queryKey: [KEY, 'list', input], queryFn: () => client.list.query(input) }),
  show: (input: In<typeof campaignShowInput>) =>
    queryOptions({ queryKey: [KEY, 'show', input], queryFn: () => client.show.query(input) }),
  sales: (input: In<typeof campaignSalesInput>) =>
    queryOptions({ queryKey: [KEY, 'sales', input], queryFn: () => client.sales.query(input) }),
  optedOut: (input: In<typeof optedOutListInput>) =>
    queryOptions({ queryKey: [KEY, 'opted-out', input], queryFn: () => client.optedOut.query(input) }),
};

type CampaignBody = Parameters<typeof client.create.mutate>[0];

export const marketingCalls = {
  count: (input: In<typeof countInput>) => client.count.mutate(input),
  create: (input: CampaignBody) => client.create.mutate(input),
  update: (input: CampaignBody & { id: string }) => client.update.mutate(input),
  cancel: (id: string) => client.cancel.mutate({ id }),
  run: (id: string) => client.run.mutate({ id }),
  /** "Send now" in one call: nothing is saved when it is refused (no recipients, not enough credits). */
  sendNow: (input: Omit<CampaignBody, 'scheduled_at'> & { id?: string }) => client.sendNow.mutate(input),
  duplicate: (id: string) => client.duplicate.mutate({ id }),
  optOut: (id: string, opt_out: boolean) => client.optOut.mutate({ id, opt_out }),
};

/** After any change: every marketing list, page and count is read again. */
export const refreshMarketing = () => queryClient.invalidateQueries({ queryKey: [KEY] });
