export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

let pending: Promise<void> | null = null;

/** The CSRF token for a mutation; fetches the cookie first when it is missing (docs/product/common.md). */
export async function csrfToken(): Promise<string> {
  let token = readCookie(CSRF_COOKIE);
  if (token) return token;
  pending ??= fetch('/api/csrf-cookie', { credentials: 'include' })
    .then(() => undefined)
    .finally(() => {
      pending = null;
    });
  await pending;
  token = readCookie(CSRF_COOKIE);
  return token ?? '';
}
