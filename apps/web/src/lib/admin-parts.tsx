import { m } from '@kairos/i18n';
import { Alert, Button, Spinner, useToast } from '@kairos/ui';
import { z } from 'zod';
import { errorInfo } from './errors';
import { scaledOf } from './number-text';

/**
 * The admin tools' forms leave checking to the server (its schemas live with the procedures), whose
 * translated field messages the form shows under each field.
 */
export const serverChecked = z.record(z.string(), z.unknown());

/**
 * "12.5" → 1250 (hundredths: pence, kopiyky, basis points), "-5" → -500 (the server says "Must be 0 or more");
 * '' → null; anything else goes as typed for the server to refuse.
 */
export function hundredths(text: string): number | string | null {
  const n = scaledOf(text, 2);
  if (n === undefined) return null;
  return Number.isNaN(n) ? text.trim() : n;
}

/** 1250 → "12.5" for a form field; null → ''. */
export function fromHundredths(n: number | null): string {
  if (n === null) return '';
  const cents = n % 100;
  return cents ? `${Math.trunc(n / 100)}.${String(cents).padStart(2, '0').replace(/0$/, '')}` : String(n / 100);
}

/** A query's loading and error states. */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown } }) {
  if (query.isPending) return <Spinner className="size-6 text-brand-600" label={m.web_loading()} />;
  if (query.isError)
    return (
      <Alert tone="error" role="alert">
        {errorInfo(query.error).message}
      </Alert>
    );
  return null;
}

/** Previous / next under a paged list (hidden on a single page). */
export function Pager({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={m.admt_pages()} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.admt_previous()}
      </Button>
      <span className="text-sm text-gray-600">{m.admt_page_of({ page, last: lastPage })}</span>
      <Button variant="secondary" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {m.admt_next()}
      </Button>
    </nav>
  );
}

/** Copies text and says so. */
export function useCopy() {
  const toast = useToast();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: m.admt_copied() });
    } catch {
      toast({ title: m.admt_copy_failed(), tone: 'error' });
    }
  };
}

/** A row of a list: readable stacked at 375 px, one line from `sm` up. */
export function Row({ children, actions }: { children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 wrap-anywhere">{children}</div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}

export const listClass = 'divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-xs';
