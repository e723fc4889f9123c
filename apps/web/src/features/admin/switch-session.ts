import { queryClient, setViewer, type User, viewerKey } from '../../lib/trpc';

/**
 * The server switched this browser's session (signing in as a user, or back to the admin): the new viewer
 * replaces the old and everything cached for the previous account is dropped.
 */
export function switchViewer(user: User | null): void {
  setViewer(user);
  const keep = queryClient.getQueryCache().find({ queryKey: viewerKey(), exact: true });
  queryClient.removeQueries({ predicate: (q) => q !== keep });
}
