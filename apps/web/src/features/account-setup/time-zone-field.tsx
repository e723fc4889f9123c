import { m } from '@kairos/i18n';
import { cn, describedBy, Field, Input } from '@kairos/ui';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { filterZones, zoneOption, zoneOptions } from '../../lib/time-zones';

interface Props {
  id: string;
  name: string;
  value: string;
  error?: string[];
  label: string;
  onChange: (e: { target: { value: string } }) => void;
}

/**
 * The business's time zone as a searchable combobox (ARIA 1.2 pattern, like the clients' quick search): the field
 * shows "Київ (UTC+02:00)"; typing filters by city in either language, country, zone name or offset; arrows move,
 * Enter chooses, Escape puts the chosen zone back.
 */
export function TimeZoneField({ id, name, value, error, label, onChange }: Props) {
  const { locale } = useLocale();
  const all = useMemo(() => zoneOptions(locale, value), [locale, value]);
  const chosen = useMemo(() => zoneOption(value, locale), [value, locale]);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const open = text !== null;
  const results = useMemo(() => (open ? filterZones(all, text) : []), [all, open, text]);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => {
    setText(null);
    setActive(-1);
  };
  const choose = (index: number) => {
    const zone = results[index];
    if (zone) onChange({ target: { value: zone.id } });
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const list = open ? results : all;
      if (!open) setText('');
      if (!list.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + list.length) % list.length);
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      choose(active >= 0 ? active : 0);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Field id={id} label={label} error={error} hint={chosen.detail || undefined}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy(id, error, chosen.detail || undefined)}
          invalid={!!error?.length}
          autoComplete="off"
          spellCheck={false}
          placeholder={m.tz_search_placeholder()}
          value={open ? text : chosen.label}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
          }}
          onFocus={(e) => e.target.select()}
          onClick={() => {
            if (!open) setText('');
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <p role="status" aria-live="polite" className="sr-only">
          {open ? (results.length ? m.tz_results({ count: results.length }) : m.tz_none()) : ''}
        </p>
        {open && !results.length ? (
          <div className="absolute inset-x-0 top-full z-50 mt-1.5 rounded-xl border border-gray-200 bg-white px-3 py-2 text-sm text-gray-500 shadow-lg">
            {m.tz_none()}
          </div>
        ) : null}
        {open && results.length ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-72 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
          >
            {results.map((zone, i) => (
              <li
                key={zone.id}
                id={optionId(i)}
                role="option"
                aria-selected={zone.id === chosen.id}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(i);
                }}
                onMouseMove={() => setActive(i)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  i === active ? 'bg-brand-50 text-brand-900' : 'text-gray-900',
                  zone.id === chosen.id && 'font-semibold',
                )}
              >
                <span className="block">{zone.label}</span>
                {zone.detail ? <span className="block text-xs text-gray-500">{zone.detail}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
