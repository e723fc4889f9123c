import { forgetOfflineCopies } from '../features/calendar/offline-copy';
import { applyLocale, currentLocale } from './i18n';
import { markLoggedOut } from './navigation';
import { queryClient, setViewer, trpcClient, type User, viewerKey } from './trpc';

/** Ends the session on the server (if it can) and forgets everything cached for the user. */
export async function logout(): Promise<void> {
  try {
    await trpcClient.auth.logout.mutate();
  } catch {
    // The session is ended locally either way.
  }
  markLoggedOut();
  // Client names in the calendar's offline copy must not outlive the session on a shared device.
  forgetOfflineCopies();
  // Keep the viewer query (its observers stay subscribed) and drop everything else.
  setViewer(null);
  const keep = queryClient.getQueryCache().find({ queryKey: viewerKey(), exact: true });
  queryClient.removeQueries({ predicate: (q) => q !== keep });
}

/**
 * After login: remember the user and use their saved language.
 * Returns the locale to switch the UI to, or null when it already matches.
 */
export function signedIn(user: User): User['locale'] | null {
  setViewer(user);
  if (user.locale !== currentLocale()) {
    applyLocale(user.locale);
    return user.locale;
  }
  return null;
}
