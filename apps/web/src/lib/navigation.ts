/**
 * Lets code outside React (the query client's error handlers) navigate with the
 * router, which registers itself here when it is created.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}

/** A `?redirect=` target is safe when it is a path on this site ("/..." but not "//..."). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

let loggedOutAt = 0;

/** After an explicit logout the guard sends the user to plain /login (no redirect back). */
export function markLoggedOut(): void {
  loggedOutAt = Date.now();
}

export function recentlyLoggedOut(): boolean {
  return Date.now() - loggedOutAt < 3000;
}
