import { useQuery } from '@tanstack/react-query';
import { queryClient, type RouterOutputs, trpc, type User, viewerKey } from '../trpc';
import { useUser } from '../viewer';

export type Settings = RouterOutputs['settings']['get'];

/** The business's settings: the copy on the user when there is one, else `settings.get`. */
export function useSettings(): { settings: Settings | null; loading: boolean } {
  const user = useUser();
  const query = useQuery({ ...trpc.settings.get.queryOptions(), enabled: !user.settings });
  if (user.settings) return { settings: user.settings, loading: false };
  return { settings: query.data ?? null, loading: query.isPending };
}

/** Every settings update answers all settings: keep the user and `settings.get` in step with it. */
export function applySettings(saved: Settings): void {
  queryClient.setQueryData<User | null>(viewerKey(), (user) => (user ? { ...user, settings: saved } : user));
  queryClient.setQueryData(trpc.settings.get.queryKey(), saved);
}
