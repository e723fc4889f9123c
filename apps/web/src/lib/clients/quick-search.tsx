import { m } from '@kairos/i18n';
import { Button, CloseIcon, Combobox } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { useOnline } from '../connectivity';
import * as recordIcons from '../records/icons';
import { useDebounced } from '../records/list-state';
import { trpc } from '../trpc';
import { CLIENTS_LIST, clientName, clientPath, contactText } from './client';
import { ClientAvatar } from './client-avatar';
import { usePhoneFormat } from './phone-format';

/** docs/product/clients.md: quick search starts at 2 characters, 200 ms after typing stops. */
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
  const online = useOnline();
  const typed = text.trim();
  const term = useDebounced(typed);
  const enabled = term.length >= QUICK_SEARCH_MIN;
  // Loads with the first keystroke, alongside the search's own request.
  const phone = usePhoneFormat(typed.length > 0);
  const query = useQuery({
    ...trpc.clients.list.queryOptions({ search: term, per_page: QUICK_SEARCH_LIMIT }),
    enabled,
    retry: false,
    staleTime: 10_000,
  });

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const results = enabled && query.data && term === typed && phone ? query.data.items : [];
  // Offline the query pauses instead of failing: that is a connection error too (docs/product/clients.md).
  const failed = query.isError || (!online && !query.data);
  const waiting = !failed && (typed !== term || (enabled && ((query.isFetching && !query.data) || !phone)));

  const openClient = (clientId: string) => {
    setText('');
    navigate(clientPath(clientId));
  };
  const openAll = () => {
    setText('');
    navigate(`${CLIENTS_LIST}?search=${encodeURIComponent(typed)}`);
  };

  let status: string | null = null;
  if (waiting) status = m.quick_search_searching();
  else if (failed) status = m.web_connection_error();
  else if (!results.length) status = m.quick_search_none({ search: typed });

  return (
    <div className={className}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {m.quick_search_label()}
      </label>
      <Combobox
        id={`${id}-input`}
        inputRef={inputRef}
        type="search"
        enterKeyHint="search"
        listLabel={m.quick_search_label()}
        placeholder={m.quick_search_placeholder()}
        leading={<recordIcons.SearchIcon className="size-4" />}
        variant="search"
        listClassName="max-h-[60vh]"
        minChars={QUICK_SEARCH_MIN}
        inputValue={text}
        onInputChange={setText}
        options={results}
        optionKey={(c) => c.id}
        onSelect={(c) => openClient(c.id)}
        trailing={results.length ? { content: m.quick_search_all(), onSelect: openAll } : null}
        onEnter={openAll}
        onEscape={onEscape ?? (() => setText(''))}
        busy={waiting}
        status={status}
        statusTone={failed ? 'error' : 'muted'}
        announcement={!waiting && results.length ? m.quick_search_results({ count: query.data?.total ?? results.length }) : ''}
        renderOption={(c) => (
          <>
            <ClientAvatar client={c} />
            <span className="min-w-0 flex-1" title={contactText(c, phone ?? String, true)}>
              <span className="block truncate text-sm font-medium text-gray-900">{clientName(c)}</span>
              <span className="block truncate text-xs text-gray-500">{contactText(c, phone ?? String)}</span>
            </span>
          </>
        )}
      />
    </div>
  );
}
