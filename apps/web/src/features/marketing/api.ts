import type {
  CampaignOutput,
  campaignInput,
  campaignListInput,
  campaignListOutput,
  campaignSalesInput,
  campaignSalesOutput,
  campaignShowInput,
  campaignShowOutput,
  countInput,
  countOutput,
  marketingAccessOutput,
  marketingClientOutput,
  optedOutListInput,
  optedOutListOutput,
  optOutInput,
} from '@kairos/api/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryClient, trpcClient } from '../../lib/trpc';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;
interface Query<I, O> {
  query(input: I): Promise<O>;
}
interface Mutation<I, O> {
  mutate(input: I): Promise<O>;
}

/**
 * The /marketing procedures (packages/api/src/marketing/router.ts) typed by the shared contract
 * (shared/marketing-schemas.ts), so the screens depend on the contract and the procedure names
 * live in this one file.
 */
interface MarketingClient {
  list: Query<In<typeof campaignListInput>, Out<typeof campaignListOutput>>;
  show: Query<In<typeof campaignShowInput>, Out<typeof campaignShowOutput>>;
  count: Mutation<In<typeof countInput>, Out<typeof countOutput>>;
  sales: Query<In<typeof campaignSalesInput>, Out<typeof campaignSalesOutput>>;
  requestAccess: Query<void, Out<typeof marketingAccessOutput>>;
  optedOut: Query<In<typeof optedOutListInput>, Out<typeof optedOutListOutput>>;
  create: Mutation<In<typeof campaignInput>, CampaignOutput>;
  update: Mutation<In<typeof campaignInput> & { id: string }, CampaignOutput>;
  cancel: Mutation<{ id: string }, CampaignOutput>;
  run: Mutation<{ id: string }, CampaignOutput>;
  duplicate: Mutation<{ id: string }, CampaignOutput>;
  optOut: Mutation<In<typeof optOutInput>, Out<typeof marketingClientOutput>>;
}

const client = (trpcClient as unknown as { marketing: MarketingClient }).marketing;

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

export const marketingCalls = {
  count: (input: In<typeof countInput>) => client.count.mutate(input),
  create: (input: In<typeof campaignInput>) => client.create.mutate(input),
  update: (input: In<typeof campaignInput> & { id: string }) => client.update.mutate(input),
  cancel: (id: string) => client.cancel.mutate({ id }),
  run: (id: string) => client.run.mutate({ id }),
  duplicate: (id: string) => client.duplicate.mutate({ id }),
  optOut: (id: string, opt_out: boolean) => client.optOut.mutate({ id, opt_out }),
};

/** After any change: every marketing list, page and count is read again. */
export const refreshMarketing = () => queryClient.invalidateQueries({ queryKey: [KEY] });
