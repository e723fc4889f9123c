import { useMutation, useQuery } from '@tanstack/react-query';
import type { User } from '../../lib/trpc';
import { queryClient, trpc } from '../../lib/trpc';
import type { TourId } from './routes';

/**
 * Users whose tours are never recorded: is_hidden_admin (docs/product/onboarding.md: every step counts as read, nothing is sent) and an
 * admin signed in as the user (the tours are the user's to read). Neither loads the list nor posts a step.
 */
export const silentUser = (user: User): boolean => user.is_hidden_admin || user.impersonating || !user.business;

/** The tours the user has read (GET /onboarding); `undefined` while loading or for a silent user. */
export function useReadTours(user: User): readonly TourId[] | undefined {
  const silent = silentUser(user);
  const query = useQuery({ ...trpc.onboarding.list.queryOptions(), enabled: !silent, staleTime: Number.POSITIVE_INFINITY });
  return silent ? undefined : query.data?.read;
}

/** POST /onboarding with an optimistic update of the cached list; a failure reloads the list. */
export function useMarkTour() {
  const key = trpc.onboarding.list.queryKey();
  return useMutation({
    ...trpc.onboarding.mark.mutationOptions(),
    onMutate: async ({ step_id }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (old) => {
        const read = old?.read ?? [];
        return { read: read.includes(step_id) ? read : [...read, step_id] };
      });
      return undefined;
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Closing a tour, finished or skipped: marks it read unless it was already, or the user is silent. */
export function useTourClosed(user: User, read: readonly TourId[] | undefined) {
  const mark = useMarkTour();
  return (tour: TourId) => {
    if (!silentUser(user) && !read?.includes(tour)) mark.mutate({ step_id: tour });
  };
}
