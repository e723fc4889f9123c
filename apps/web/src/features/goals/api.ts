import type { GoalInput } from '@kairos/api/shared';
import { queryOptions } from '@tanstack/react-query';
import { queryClient, trpcClient } from '../../lib/trpc';

/** The /goal procedures (packages/api/src/goals/router.ts) behind one query key. */
const client = trpcClient.goals;
const KEY = 'goals';

export const goalQueries = {
  list: () => queryOptions({ queryKey: [KEY, 'list'], queryFn: () => client.list.query() }),
};

export const goalCalls = {
  create: (input: GoalInput) => client.create.mutate(input),
  update: (id: string, input: GoalInput) => client.update.mutate({ id, ...input }),
  remove: (id: string) => client.delete.mutate({ id }),
};

/** After any change: the list, and the dashboard and analytics that show progress too. */
export const refreshGoals = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [KEY] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['analytics'] }),
  ]);
