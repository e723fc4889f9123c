import { LOCALE_HEADER, type Locale, m } from '@kairos/i18n';
import { getLocale } from '@kairos/i18n/runtime';
import { Alert, Button, Card, CheckIcon, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CSRF_HEADER, csrfToken } from '../../lib/csrf';
import { useTitle } from '../../lib/hooks';
import { useLocale } from '../../lib/i18n';

/** What GET/POST /api/marketing/unsubscribe/{token} answer (the body or its `data`). */
interface Unsubscribe {
  business: string;
  opted_out: boolean;
  /** The client's language (theirs, else the business owner's): the page is shown in it. */
  locale: Locale | null;
}

class UnsubscribeError extends Error {}

function read(body: unknown): Unsubscribe {
  const root = (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body) as Record<
    string,
    unknown
  > | null;
  const business = root?.business_name ?? root?.business;
  const optedOut = root?.opted_out ?? root?.opt_out ?? (root?.status === 'opted_out' || root?.status === 'unsubscribed');
  const locale = root?.locale === 'uk' || root?.locale === 'en' ? root.locale : null;
  return { business: typeof business === 'string' ? business : '', opted_out: optedOut === true, locale };
}

async function call(token: string, method: 'GET' | 'POST'): Promise<Unsubscribe> {
  const headers: Record<string, string> = { accept: 'application/json', [LOCALE_HEADER]: getLocale() };
  if (method === 'POST') headers[CSRF_HEADER] = await csrfToken();
  const res = await fetch(`/api/marketing/unsubscribe/${encodeURIComponent(token)}`, { method, headers, credentials: 'include' });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = body && typeof body === 'object' && 'message' in body ? String((body as { message: unknown }).message) : '';
    throw new UnsubscribeError(res.status === 404 ? m.wmkt_unsub_unknown() : message || m.wmkt_unsub_failed());
  }
  return read(body);
}

/**
 * /unsubscribe/:token: a client leaves a business's marketing messages (no session). The page switches to
 * the client's language from the answer (theirs, else the owner's), then the public layout's switch rules.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  useTitle(m.wmkt_unsub_title());
  const state = useQuery({ queryKey: ['unsubscribe', token, getLocale()], queryFn: () => call(token, 'GET'), retry: false });
  // Shown in the client's language, as their email was (issue 25), once; the language switch still works after.
  const { locale, changeLocale } = useLocale();
  const answered = state.data?.locale;
  const applied = useRef(false);
  useEffect(() => {
    if (!answered || applied.current) return;
    applied.current = true;
    if (answered !== locale) changeLocale(answered);
  }, [answered, locale, changeLocale]);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsubscribe = async () => {
    setBusy(true);
    setError(null);
    try {
      await call(token, 'POST');
      setDone(true);
    } catch (e) {
      setError(e instanceof UnsubscribeError ? e.message : m.wmkt_unsub_failed());
    } finally {
      setBusy(false);
    }
  };
  const business = state.data?.business ?? '';
  return (
    <div className="mx-auto max-w-lg">
      <Card>
        <h1 className="text-xl font-semibold text-gray-900">{m.wmkt_unsub_title()}</h1>
        {state.isPending ? (
          <div className="mt-4">
            <Spinner label={m.wmkt_loading()} />
          </div>
        ) : state.isError ? (
          <Alert tone="error" role="alert" className="mt-4">
            {state.error instanceof UnsubscribeError ? state.error.message : m.wmkt_unsub_failed()}
          </Alert>
        ) : done || state.data.opted_out ? (
          <p className="mt-4 flex items-start gap-2 text-sm text-gray-700" role="status" data-testid="unsubscribe-done">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {m.wmkt_unsub_done({ business })}
          </p>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            <p className="text-sm wrap-anywhere text-gray-700">{m.wmkt_unsub_text({ business })}</p>
            {error ? (
              <Alert tone="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <div>
              <Button loading={busy} onClick={() => void unsubscribe()} data-testid="unsubscribe-button">
                {m.wmkt_unsub_button()}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
