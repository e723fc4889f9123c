import { m } from '@kairos/i18n';
import { Button, CloseIcon, cn, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { useOnline } from '../../lib/connectivity';
import * as recordIcons from '../../lib/records/icons';
import { useDebounced } from '../../lib/records/list-state';
import { trpc } from '../../lib/trpc';
import { CLIENTS_LIST, clientName, clientPath, contactLine } from './client';
import { ClientAvatar } from './client-avatar';

/** SPEC 9: quick search starts at 2 characters, 200 ms after typing stops. */
export const QUICK_SEARCH_MIN = 2;
export const QUICK_SEARCH_LIMIT = 8;

/**
 * The header's client search: an inline combobox from lg (992 px) up; below it an
 * icon button that opens a full-width search panel.
 */
export function QuickSearch() {
  const [panelOpen, setPanelOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Navigation closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setPanelOpen(false), [pathname]);

  const closePanel = () => {
    setPanelOpen(false);
    window.requestAnimationFrame(() => openerRef.current?.focus());
  };

  return (
    <div className="flex flex-1 justify-end lg:ml-8 lg:justify-start">
      <div className="hidden w-full max-w-sm lg:block">
        <SearchCombobox />
      </div>
      {/* 32 px square: the header has to fit at 375 px next to the other controls. */}
      <button
        ref={openerRef}
        type="button"
        className="inline-flex size-8 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:bg-gray-200 lg:hidden"
        aria-label={m.quick_search_open()}
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
      >
        <recordIcons.SearchIcon className="size-5" />
      </button>
      {panelOpen
        ? createPortal(
            <div className="lg:hidden">
              <div className="fixed inset-0 z-40 bg-gray-950/40 animate-fade-in" aria-hidden="true" onClick={closePanel} />
              <div
                role="dialog"
                aria-label={m.quick_search_label()}
                className="fixed inset-x-0 top-0 z-50 border-b border-gray-200 bg-white px-3 py-3 shadow-lg animate-fade-in"
              >
                <div className="flex items-start gap-2">
                  <SearchCombobox autoFocus onEscape={closePanel} className="flex-1" />
                  <Button variant="ghost" size="md" className="px-2" aria-label={m.quick_search_close()} onClick={closePanel}>
                    <CloseIcon className="size-5" />
                  </Button>
                </div>
              </div>
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}

function SearchCombobox({ autoFocus, onEscape, className }: { autoFocus?: boolean; onEscape?: () => void; className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const online = useOnline();
  const term = useDebounced(text.trim());
  const enabled = term.length >= QUICK_SEARCH_MIN;
  const query = useQuery({
    ...trpc.clients.list.queryOptions({ search: term, per_page: QUICK_SEARCH_LIMIT }),
    enabled,
    retry: false,
    staleTime: 10_000,
  });

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const typed = text.trim();
  const results = enabled && query.data && term === typed ? query.data.items : [];
  // Options: the clients, then "See all results".
  const optionCount = results.length ? results.length + 1 : 0;
  const showPopup = open && typed.length >= QUICK_SEARCH_MIN;
  // Offline the query pauses instead of failing: that is a connection error too (SPEC 8).
  const failed = query.isError || (!online && !query.data);
  const waiting = !failed && (typed !== term || (enabled && query.isFetching && !query.data));

  const reset = () => {
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const openClient = (clientId: string) => {
    reset();
    navigate(clientPath(clientId));
  };
  const openAll = () => {
    const search = typed;
    reset();
    navigate(`${CLIENTS_LIST}?search=${encodeURIComponent(search)}`);
  };
  const choose = (index: number) => {
    const client = results[index];
    if (client) openClient(client.id);
    else if (index === results.length) openAll();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!optionCount) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      if (!showPopup) return;
      event.preventDefault();
      if (active >= 0) choose(active);
      else if (results.length) choose(0);
      else if (typed.length >= QUICK_SEARCH_MIN) openAll();
    } else if (event.key === 'Escape') {
      if (showPopup) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (onEscape) {
        event.preventDefault();
        onEscape();
      } else if (text) setText('');
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  let status: string | null = null;
  if (showPopup) {
    if (waiting) status = m.quick_search_searching();
    else if (failed) status = m.web_connection_error();
    else if (!results.length) status = m.quick_search_none({ search: typed });
  }

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {m.quick_search_label()}
      </label>
      <recordIcons.SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPopup && optionCount > 0}
        aria-controls={listId}
        aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={m.quick_search_placeholder()}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="block h-10 w-full rounded-lg border border-gray-300 bg-gray-50 pr-9 pl-9 text-sm text-gray-900 transition-colors placeholder:text-gray-400 hover:border-gray-400 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500"
      />
      {waiting && showPopup ? (
        <span className="absolute top-1/2 right-3 -translate-y-1/2 text-gray-400">
          <Spinner />
        </span>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {showPopup && !waiting && results.length ? m.quick_search_results({ count: query.data?.total ?? results.length }) : ''}
      </p>
      {showPopup ? (
        <div className="absolute inset-x-0 top-full z-50 mt-1.5 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-lg">
          {status ? (
            <p className={cn('px-4 py-3 text-sm', failed ? 'text-red-700' : 'text-gray-500')} role={failed ? 'alert' : undefined}>
              {status}
            </p>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={m.quick_search_label()}
            className={cn('max-h-[60vh] overflow-y-auto p-1', !optionCount && 'hidden')}
          >
            {results.map((c, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive: the combobox input keeps focus and points at the option (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the combobox input
              <div
                key={c.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => openClient(c.id)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2',
                  i === active ? 'bg-brand-50' : 'hover:bg-gray-50',
                )}
              >
                <ClientAvatar client={c} />
                <span className="min-w-0 flex-1" title={contactLine(c, true)}>
                  <span className="block truncate text-sm font-medium text-gray-900">{clientName(c)}</span>
                  <span className="block truncate text-xs text-gray-500">{contactLine(c)}</span>
                </span>
              </div>
            ))}
            {results.length ? (
              // biome-ignore lint/a11y/useFocusableInteractive: the combobox input keeps focus and points at the option (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the combobox input
              <div
                id={optionId(results.length)}
                role="option"
                aria-selected={active === results.length}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(results.length)}
                onClick={openAll}
                className={cn(
                  'mt-1 cursor-pointer rounded-lg border-t border-gray-100 px-3 py-2 text-sm font-medium text-brand-700',
                  active === results.length ? 'bg-brand-50' : 'hover:bg-gray-50',
                )}
              >
                {m.quick_search_all()}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
