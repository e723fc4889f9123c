// The sale builder's search box: finds products, packages and gift vouchers by name and picks one.
import { formatMoney, searchKey } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Combobox, Field } from '@kairos/ui';
import { type RefObject, useState } from 'react';
import { useLocale } from '../i18n';
import { KIND_LABEL, type SaleItem } from './sale-lines';

export interface SaleItemPickerProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  items: readonly SaleItem[];
  loading: boolean;
  failed: boolean;
  disabled?: boolean;
  onPick: (item: SaleItem) => void;
}

export function SaleItemPicker({ id, inputRef, items, loading, failed, disabled, onPick }: SaleItemPickerProps) {
  const { locale } = useLocale();
  const [text, setText] = useState('');
  // matched as the server's searches match (shared/collation.ts): case, accents, Ґ/Г, Є/Е, І/Ї/И aside
  const typed = searchKey(text.trim());
  const results = items.filter((i) => !typed || searchKey(i.name).includes(typed)).slice(0, 30);

  let status: string | null = null;
  if (failed) status = m.web_connection_error();
  else if (loading && !results.length) status = m.ws_items_loading();
  else if (!results.length) status = typed ? m.ws_items_none({ search: text.trim() }) : m.ws_items_empty();

  return (
    <Field id={id} label={m.ws_add_item()} hint={m.ws_add_item_hint()}>
      <Combobox
        id={id}
        inputRef={inputRef}
        type="search"
        listLabel={m.ws_add_item()}
        placeholder={m.ws_search_items()}
        disabled={disabled}
        inputValue={text}
        onInputChange={setText}
        options={results}
        optionKey={(i) => `${i.kind}:${i.id}`}
        onSelect={(item) => {
          onPick(item);
          setText('');
        }}
        busy={loading}
        status={status}
        statusTone={failed ? 'error' : 'muted'}
        announcement={results.length ? m.ws_items_found({ count: results.length }) : ''}
        renderOption={(i) => (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{i.name}</span>
              <span className="block truncate text-xs text-gray-500">
                {KIND_LABEL[i.kind]()}
                {i.stock !== null ? ` · ${m.ws_in_stock({ count: i.stock })}` : ''}
              </span>
            </span>
            <span className="shrink-0 text-sm text-gray-700 tabular-nums">{formatMoney(i.price, i.currency, locale)}</span>
          </>
        )}
      />
    </Field>
  );
}
