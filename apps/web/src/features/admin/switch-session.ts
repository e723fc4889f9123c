/**
 * The server switched this browser's session (signing in as a user, or back to the admin): the app starts
 * again at `to` as the new account, with nothing cached or in memory from the previous one and no route
 * guard deciding on a half-switched viewer.
 */
export function switchSession(to: string): void {
  window.location.replace(to);
}
