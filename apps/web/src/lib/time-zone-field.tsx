import { m } from '@kairos/i18n';
import { Combobox, cn, describedBy, Field } from '@kairos/ui';
import { useMemo, useState } from 'react';
import { useLocale } from './i18n';
import { filterZones, zoneOption, zoneOptions } from './time-zones';

interface Props {
  id: string;
  name: string;
  value: string;
  error?: string[];
  label: string;
  onChange: (e: { target: { value: string } }) => void;
}

/**
 * A time zone (the business's, or an admin's or affiliate's own) on the kit's Combobox: the field shows "Київ (UTC+02:00)";
 * typing filters by city in either language, country, zone name or offset; arrows move,
 * Enter chooses, Escape puts the chosen zone back.
 */
export function TimeZoneField({ id, name, value, error, label, onChange }: Props) {
  const { locale } = useLocale();
  const all = useMemo(() => zoneOptions(locale, value), [locale, value]);
  const chosen = useMemo(() => zoneOption(value, locale), [value, locale]);
  // The search text while the list is open; null shows the chosen zone.
  const [text, setText] = useState<string | null>(null);
  const results = useMemo(() => filterZones(all, text ?? ''), [all, text]);
  const hint = chosen.detail || undefined;

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Combobox
        id={id}
        name={name}
        listLabel={label}
        aria-describedby={describedBy(id, error, hint)}
        invalid={!!error?.length}
        spellCheck={false}
        placeholder={m.tz_search_placeholder()}
        openOnFocus={false}
        onFocus={(e) => e.target.select()}
        inputValue={text ?? chosen.label}
        onInputChange={setText}
        // Opening starts an empty search (every zone); closing, however it happens, shows the chosen zone again.
        onOpenChange={(open) => setText((t) => (open ? (t ?? '') : null))}
        options={results}
        optionKey={(zone) => zone.id}
        onSelect={(zone) => onChange({ target: { value: zone.id } })}
        status={text !== null && !results.length ? m.tz_none() : null}
        announcement={results.length ? m.tz_results({ count: results.length }) : m.tz_none()}
        renderOption={(zone) => (
          <span className={cn('block', zone.id === chosen.id && 'font-semibold')}>
            <span className="block">{zone.label}</span>
            {zone.detail ? <span className="block text-xs font-normal text-gray-500">{zone.detail}</span> : null}
          </span>
        )}
      />
    </Field>
  );
}
