import { applyLocale, currentLocale } from './i18n';
import { markLoggedOut } from './navigation';
import { forgetUserData } from './offline-cache';
import { setViewer, trpcClient, type User } from './trpc';

/** Ends the session on the server (if it can) and forgets everything cached for the user. */
export async function logout(): Promise<void> {
  try {
    await trpcClient.auth.logout.mutate();
  } catch {
    // The session is ended locally either way.
  }
  markLoggedOut();
  // Client names in the saved answers must not outlive the session on a shared device.
  await forgetUserData();
  setViewer(null);
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
