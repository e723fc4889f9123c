import { m } from '@kairos/i18n';
import { CloseIcon, cn, describedBy, errorText, Field, PlusIcon, Spinner } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useDebounced } from '../../lib/records/list-state';
import { trpc } from '../../lib/trpc';
import { contactLine } from '../clients/client';
import { ClientAvatar } from '../clients/client-avatar';
import { clientLabel } from './appointment';
import { NewClientDialog } from './new-client-dialog';

export interface PickedClient {
  id: string;
  first_name: string;
  last_name: string;
}

interface ClientPickerProps {
  id: string;
  label: string;
  /** The chosen clients, in order. */
  value: PickedClient[];
  onChange: (clients: PickedClient[]) => void;
  error?: string[];
  hint?: string;
  disabled?: boolean;
  /** Leave the chips out (the caller lists the chosen clients itself); picking then just reports the addition. */
  hideChips?: boolean;
  /** Offer "New client" at the end of the list: a dialog that saves a client and picks them. */
  allowCreate?: boolean;
}

const LIMIT = 8;

/**
 * A searchable multi-select of clients: chips for the chosen ones (each with a
 * remove button) and a combobox that searches `clients.list` as you type.
 * Arrow keys move through the results, Enter adds one, Escape closes the list,
 * Backspace in an empty box removes the last chip.
 */
export function ClientPicker({ id, label, value, onChange, error, hint, disabled, hideChips, allowCreate }: ClientPickerProps) {
  const uid = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [creating, setCreating] = useState(false);
  const term = useDebounced(text.trim());
  const query = useQuery({
    ...trpc.clients.list.queryOptions({ search: term || undefined, per_page: LIMIT + value.length }),
    enabled: open,
    staleTime: 10_000,
  });
  const chosen = new Set(value.map((c) => c.id));
  const results = (query.data?.items ?? []).filter((c) => !chosen.has(c.id)).slice(0, LIMIT);
  const waiting = open && (term !== text.trim() || query.isPending);
  const listId = `${uid}-list`;
  const optionId = (i: number) => `${uid}-opt-${i}`;
  const showList = open && !disabled;
  // The options: the matching clients, then "New client" when offered.
  const createIndex = allowCreate ? results.length : -1;
  const optionCount = results.length + (allowCreate ? 1 : 0);
  const startCreate = () => {
    setOpen(false);
    setActive(-1);
    setCreating(true);
  };

  const add = (client: PickedClient) => {
    onChange([...value, { id: client.id, first_name: client.first_name, last_name: client.last_name }]);
    setText('');
    setActive(-1);
    inputRef.current?.focus();
  };
  const remove = (clientId: string) => {
    onChange(value.filter((c) => c.id !== clientId));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!optionCount) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      if (!showList) return;
      event.preventDefault();
      if (active >= 0 && active === createIndex) return startCreate();
      const pick = results[active >= 0 ? active : 0];
      if (pick && (active >= 0 || text.trim())) add(pick);
      else if (!pick && allowCreate && text.trim() && !waiting) startCreate();
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && !text && value.length && !hideChips) {
      onChange(value.slice(0, -1));
    }
  };

  let status: string | null = null;
  if (showList) {
    if (waiting && !results.length) status = m.wap_clients_searching();
    else if (query.isError) status = m.web_connection_error();
    else if (!results.length) status = text.trim() ? m.wap_clients_none({ search: text.trim() }) : m.wap_clients_none_left();
  }

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {value.length && !hideChips ? (
        <ul className="flex flex-wrap gap-2" aria-label={m.wap_clients_chosen()}>
          {value.map((c) => (
            <li
              key={c.id}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-1 pl-0.5 text-sm text-brand-800"
            >
              <ClientAvatar client={c} className="size-6 text-[10px]" />
              <span className="truncate" title={clientLabel(c)}>
                {clientLabel(c)}
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(c.id)}
                aria-label={m.wap_clients_remove({ name: clientLabel(c) })}
                className="rounded-full p-0.5 text-brand-600 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList && optionCount > 0}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-invalid={errorText(error) ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoComplete="off"
          disabled={disabled}
          placeholder={m.wap_clients_placeholder()}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(
            'block h-10 w-full rounded-lg border bg-white px-3 pr-9 text-sm text-gray-900 shadow-xs transition-colors',
            'placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500',
            errorText(error) ? 'border-red-400 focus:outline-red-500' : 'border-gray-300 hover:border-gray-400',
          )}
        />
        {waiting && showList ? (
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-gray-400">
            <Spinner />
          </span>
        ) : null}
        {showList ? (
          <div className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-xl border border-gray-200 bg-white p-1 shadow-lg">
            {status ? <p className="px-3 py-2 text-sm text-gray-500">{status}</p> : null}
            <div id={listId} role="listbox" aria-label={label} hidden={!optionCount}>
              {results.map((c, i) => (
                // biome-ignore lint/a11y/useFocusableInteractive: the combobox input keeps focus and points at the option (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the combobox input
                <div
                  key={c.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  // Keep focus in the box: choosing with the mouse must not blur it first.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => add(c)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-gray-800',
                    i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-gray-50',
                  )}
                >
                  <ClientAvatar client={c} className="size-7" />
                  <span className="min-w-0 flex-1" title={contactLine(c, true)}>
                    <span className="block truncate font-medium">{clientLabel(c)}</span>
                    {c.email || c.phone ? <span className="block truncate text-xs text-gray-500">{contactLine(c)}</span> : null}
                  </span>
                </div>
              ))}
              {allowCreate ? (
                // biome-ignore lint/a11y/useFocusableInteractive: the combobox input keeps focus and points at the option (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: arrows and Enter are handled by the combobox input
                <div
                  id={optionId(createIndex)}
                  role="option"
                  aria-selected={active === createIndex}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(createIndex)}
                  onClick={startCreate}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-brand-700',
                    results.length ? 'mt-1 border-t border-gray-100' : '',
                    active === createIndex ? 'bg-brand-50 text-brand-900' : 'hover:bg-gray-50',
                  )}
                >
                  <PlusIcon className="size-5 shrink-0" />
                  <span className="min-w-0 truncate">
                    {text.trim() ? m.wap_new_client_named({ name: text.trim() }) : m.wap_new_client()}
                  </span>
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
      {allowCreate ? <NewClientDialog open={creating} onOpenChange={setCreating} search={text} onCreated={add} /> : null}
    </Field>
  );
}
