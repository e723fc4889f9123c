import { m } from '@kairos/i18n';
import { Combobox, describedBy, errorText, Field, PlusIcon } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { clientLabel } from '../appointments/appointment';
import { useDebounced } from '../records/list-state';
import { trpc } from '../trpc';
import type { PickedClient } from './client';
import { ClientAvatar } from './client-avatar';
import { contactLine } from './contact-line';
import { NewClientDialog } from './new-client-dialog';

export type { PickedClient } from './client';

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
  /**
   * One client at most (a payer): a choice replaces the chosen one and closes the list, and focus alone does not
   * open it again. Otherwise the list stays open for the next client.
   */
  single?: boolean;
}

const LIMIT = 8;

/**
 * A searchable multi-select of clients on the kit's Combobox (or a single choice, `single`): chips for the chosen
 * ones (each with a remove button) and a box that searches `clients.list` as you type.
 * Arrow keys move through the results, Enter adds one, Escape closes the list,
 * Backspace in an empty box removes the last chip.
 */
export function ClientPicker({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  hideChips,
  allowCreate,
  single,
}: ClientPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const typed = text.trim();
  const term = useDebounced(typed);
  const query = useQuery({
    ...trpc.clients.list.queryOptions({ search: term || undefined, per_page: LIMIT + value.length }),
    enabled: open,
    staleTime: 10_000,
    // The last results stay while the next search loads: the options do not blink away under the arrow keys.
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(value.map((c) => c.id));
  const results = (query.data?.items ?? []).filter((c) => !chosen.has(c.id)).slice(0, LIMIT);
  const waiting = open && (term !== typed || query.isPending || query.isPlaceholderData);

  const add = (client: PickedClient) => {
    const picked = { id: client.id, first_name: client.first_name, last_name: client.last_name };
    onChange(single ? [picked] : [...value, picked]);
    setText('');
    inputRef.current?.focus();
  };
  const remove = (clientId: string) => {
    onChange(value.filter((c) => c.id !== clientId));
    inputRef.current?.focus();
  };
  const startCreate = () => setCreating(true);

  let status: string | null = null;
  if (waiting && !results.length) status = m.wap_clients_searching();
  else if (query.isError) status = m.web_connection_error();
  else if (!results.length) status = typed ? m.wap_clients_none({ search: typed }) : m.wap_clients_none_left();

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Combobox
        id={id}
        inputRef={inputRef}
        type="search"
        listLabel={label}
        placeholder={m.wap_clients_placeholder()}
        disabled={disabled}
        invalid={!!errorText(error)}
        aria-describedby={describedBy(id, error, hint)}
        inputValue={text}
        onInputChange={setText}
        onOpenChange={setOpen}
        options={results}
        optionKey={(c) => c.id}
        onSelect={add}
        keepOpen={!single}
        openOnFocus={!single}
        busy={waiting}
        status={status}
        statusTone={query.isError ? 'error' : 'muted'}
        announcement={!waiting && results.length ? m.quick_search_results({ count: results.length }) : ''}
        onEnter={() => {
          if (allowCreate && typed && !waiting) startCreate();
        }}
        trailing={
          allowCreate
            ? {
                onSelect: startCreate,
                content: (
                  <>
                    <PlusIcon className="size-5 shrink-0" />
                    <span className="min-w-0 truncate">
                      {typed ? m.wap_new_client_named({ name: typed }) : m.wap_new_client()}
                    </span>
                  </>
                ),
              }
            : null
        }
        renderOption={(c) => (
          <>
            <ClientAvatar client={c} className="size-7" />
            <span className="min-w-0 flex-1" title={contactLine(c, true)}>
              <span className="block truncate font-medium">{clientLabel(c)}</span>
              {c.email || c.phone ? <span className="block truncate text-xs text-gray-500">{contactLine(c)}</span> : null}
            </span>
          </>
        )}
        chipsLabel={m.wap_clients_chosen()}
        chips={
          hideChips
            ? undefined
            : value.map((c) => ({
                key: c.id,
                removeLabel: m.wap_clients_remove({ name: clientLabel(c) }),
                onRemove: () => remove(c.id),
                content: (
                  <>
                    <ClientAvatar client={c} className="size-6 text-[10px]" />
                    <span className="truncate" title={clientLabel(c)}>
                      {clientLabel(c)}
                    </span>
                  </>
                ),
              }))
        }
      />
      {allowCreate ? <NewClientDialog open={creating} onOpenChange={setCreating} search={text} onCreated={add} /> : null}
    </Field>
  );
}
