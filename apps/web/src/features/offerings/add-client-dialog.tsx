import { m } from '@kairos/i18n';
import { Alert, Button, Dialog, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ClientAvatar } from '../../lib/clients/client-avatar';
import { contactLine } from '../../lib/clients/contact-line';
import { errorInfo } from '../../lib/errors';
import { recordIcons } from '../../lib/records';
import { useDebounced } from '../../lib/records/list-state';
import { trpc } from '../../lib/trpc';
import { useReturnFocus } from '../../lib/use-return-focus';
import { type PickedClient, personName } from './session-actions';

const LIMIT = 8;

/**
 * A searchable client picker in a dialog: type to search `clients.list`,
 * ArrowDown/ArrowUp move through the results, Enter or a click books the
 * client in. When the server refuses (e.g. the session is full) its message
 * stays in the dialog.
 */
export function AddClientDialog({
  open,
  onOpenChange,
  when,
  exclude,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  when: string;
  /** Clients already in the session. */
  exclude: string[];
  onPick: (client: PickedClient) => Promise<void>;
}) {
  const id = useId();
  const change = useReturnFocus(open, onOpenChange);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const term = useDebounced(text.trim());
  const query = useQuery({
    ...trpc.clients.list.queryOptions({ search: term || undefined, per_page: LIMIT + exclude.length }),
    enabled: open,
    staleTime: 10_000,
  });
  const results = (query.data?.items ?? []).filter((c) => !exclude.includes(c.id)).slice(0, LIMIT);
  const waiting = term !== text.trim() || query.isPending;

  useEffect(() => {
    if (!open) {
      setText('');
      setError(null);
      setBusy(null);
    }
  }, [open]);

  const pick = async (client: PickedClient) => {
    setBusy(client.id);
    setError(null);
    try {
      await onPick(client);
      change(false);
    } catch (e) {
      setError(errorInfo(e).message);
    } finally {
      setBusy(null);
    }
  };

  const buttons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const move = (event: KeyboardEvent, step: number) => {
    const all = buttons();
    if (!all.length) return;
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    all[(at + step + all.length) % all.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') move(event, 1);
    else if (event.key === 'ArrowUp') move(event, -1);
  };

  let status: string | null = null;
  if (waiting) status = m.web_loading();
  else if (query.isError) status = errorInfo(query.error).message;
  else if (!results.length) status = term ? m.wo_client_none({ search: term }) : m.wo_client_none_at_all();

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={m.wo_client_add()}
      description={when}
      closeLabel={m.web_close()}
      footer={
        <Button variant="secondary" onClick={() => change(false)}>
          {m.records_cancel()}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {error ? (
          <Alert tone="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <div className="relative">
          <label htmlFor={`${id}-search`} className="sr-only">
            {m.wo_client_search()}
          </label>
          <recordIcons.SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder={m.wo_client_search()}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            className="block h-10 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm text-gray-900 placeholder:text-muted hover:border-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
          />
        </div>
        <p role="status" aria-live="polite" className={status ? 'text-sm text-gray-500' : 'sr-only'}>
          {waiting ? <Spinner className="mr-2 inline size-4" /> : null}
          {status ?? m.wo_client_results({ count: results.length })}
        </p>
        {results.length ? (
          <ul ref={listRef} className="-mx-2 max-h-72 overflow-y-auto" aria-label={m.wo_client_results_label()}>
            {results.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() => void pick(c)}
                  onKeyDown={onKeyDown}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm hover:bg-gray-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
                >
                  <ClientAvatar client={c} />
                  <span className="min-w-0 flex-1" title={contactLine(c, true)}>
                    <span className="block truncate font-medium text-gray-900">{personName(c)}</span>
                    {c.email || c.phone ? <span className="block truncate text-xs text-gray-500">{contactLine(c)}</span> : null}
                  </span>
                  {busy === c.id ? <Spinner className="size-4" /> : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
