/** Plain fetch to the public booking REST calls (/api/v1/online-booking/{slug}/…): no client library. */
import { m } from '@kairos/i18n';
import { getLocale } from './locale';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function csrf(): Promise<string> {
  if (!cookie('XSRF-TOKEN')) await fetch('/api/csrf-cookie', { credentials: 'include' });
  return cookie('XSRF-TOKEN') ?? '';
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-locale': getLocale() };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    headers['x-xsrf-token'] = await csrf();
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(m.bk_error_network(), 'NETWORK', 0);
  }
  const json = (await res.json().catch(() => null)) as {
    data?: T;
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (!res.ok || !json) {
    // A field's own message (translated by the server) says more than the summary.
    const first = Object.values(json?.errors ?? {}).flat()[0];
    throw new ApiError(first ?? json?.message ?? m.bk_error_network(), json?.code ?? 'NETWORK', res.status, json?.errors ?? {});
  }
  return json.data as T;
}

/** The calls of one page, by its slug. */
export function bookingApi(slug: string) {
  const base = `/api/v1/online-booking/${encodeURIComponent(slug)}`;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return {
    page: <T>() => call<T>('GET', base),
    slots: <T>(service_id: string, from: string, to: string) => call<T>('GET', `${base}/slots?${q({ service_id, from, to })}`),
    sessions: <T>(class_id: string, from: string, to: string) => call<T>('GET', `${base}/sessions?${q({ class_id, from, to })}`),
    sendCode: <T>(body: unknown) => call<T>('POST', `${base}/verification`, body),
    checkCode: <T>(body: unknown) => call<T>('POST', `${base}/verification/check`, body),
    forget: () => call<unknown>('POST', `${base}/verification/forget`, {}),
    book: <T>(body: unknown) => call<T>('POST', `${base}/bookings`, body),
    status: <T>(id: string, token: string) => call<T>('GET', `${base}/bookings/${encodeURIComponent(id)}?${q({ token })}`),
    manage: <T>(token: string) => call<T>('GET', `${base}/manage/${encodeURIComponent(token)}`),
    cancel: <T>(token: string) => call<T>('POST', `${base}/manage/${encodeURIComponent(token)}/cancel`, {}),
    move: <T>(token: string, body: unknown) => call<T>('POST', `${base}/manage/${encodeURIComponent(token)}/move`, body),
    joinWaitlist: (body: unknown) => call<unknown>('POST', `${base}/waitlist`, body),
    waitlistOffer: <T>(token: string) => call<T>('GET', `${base}/waitlist/offers/${encodeURIComponent(token)}`),
    confirmOffer: <T>(token: string, body: unknown) =>
      call<T>('POST', `${base}/waitlist/offers/${encodeURIComponent(token)}/confirm`, body),
  };
}
export type BookingApi = ReturnType<typeof bookingApi>;
