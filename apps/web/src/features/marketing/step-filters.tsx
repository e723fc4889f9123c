import type { CampaignFiltersInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, errorText, SelectField, TextField } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ClientPicker } from '../../lib/clients/client-picker';
import { errorInfo } from '../../lib/errors';
import { zonedFormat } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { CheckboxField } from '../../lib/records/fields';
import { trpc } from '../../lib/trpc';
import { marketingCalls } from './api';
import { CountFacts, type CountResult } from './count-facts';
import type { StepProps } from './wizard-state';
import { type Draft, filtersOf } from './wizard-state';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Step 3: which clients get it (every filter given must hold), and the Count button (POST /marketing/count). */
export function FiltersStep({ draft, update, errors }: StepProps) {
  const { locale } = useLocale();
  const services = useQuery(trpc.services.list.queryOptions({ is_lite: true }));
  const locations = useQuery(trpc.locations.list.queryOptions({ per_page: 100 }));
  const month = zonedFormat(locale, 'UTC', { month: 'long' });
  const err = (key: string) => errors[`filters.${key}`];
  const date = (key: 'visited_from' | 'visited_to' | 'not_seen_since' | 'created_from' | 'created_to', label: string) => (
    <TextField
      id={`filter-${key}`}
      type="date"
      label={label}
      value={draft[key]}
      error={err(key)}
      onChange={(e) => update({ [key]: e.target.value })}
    />
  );
  const toggle = (key: 'service_ids' | 'location_ids', id: string, on: boolean) =>
    update({ [key]: on ? [...draft[key], id] : draft[key].filter((x) => x !== id) });
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-gray-600">{m.wmkt_filters_intro()}</p>
      {errorText(errors.filters) ? (
        <Alert tone="error" role="alert">
          {errorText(errors.filters)}
        </Alert>
      ) : null}
      <CheckboxField
        id="filter-all"
        label={m.wmkt_filter_all()}
        hint={m.wmkt_filter_all_hint()}
        checked={draft.all_clients}
        onChange={(e) => update({ all_clients: e.target.checked })}
      />
      <FilterGroup legend={m.wmkt_filter_visited()}>
        {date('visited_from', m.wmkt_filter_date_from())}
        {date('visited_to', m.wmkt_filter_date_to())}
      </FilterGroup>
      <FilterGroup legend={m.wmkt_filter_created()}>
        {date('created_from', m.wmkt_filter_date_from())}
        {date('created_to', m.wmkt_filter_date_to())}
      </FilterGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        {date('not_seen_since', m.wmkt_filter_not_seen())}
        <SelectField
          id="filter-birthday"
          label={m.wmkt_filter_birthday()}
          value={draft.birthday_month}
          error={err('birthday_month')}
          onChange={(e) => update({ birthday_month: e.target.value })}
        >
          <option value="">{m.wmkt_filter_any_month()}</option>
          {MONTHS.map((n) => (
            <option key={n} value={String(n)}>
              {month.format(new Date(Date.UTC(2000, n - 1, 1)))}
            </option>
          ))}
        </SelectField>
      </div>
      <ChecklistGroup
        legend={m.wmkt_filter_services()}
        idPrefix="filter-service"
        items={(services.data?.items ?? []).map((s) => ({ id: s.id, label: s.name }))}
        chosen={draft.service_ids}
        onToggle={(id, on) => toggle('service_ids', id, on)}
        empty={m.wmkt_filter_no_services()}
      />
      <ChecklistGroup
        legend={m.wmkt_filter_locations()}
        idPrefix="filter-location"
        items={(locations.data?.items ?? []).map((l) => ({ id: l.id, label: l.title }))}
        chosen={draft.location_ids}
        onToggle={(id, on) => toggle('location_ids', id, on)}
        empty={m.wmkt_filter_no_locations()}
      />
      <ClientPicker
        id="filter-clients"
        label={m.wmkt_filter_clients()}
        value={draft.clients}
        error={err('client_ids')}
        onChange={(clients) => update({ clients })}
      />
      <CountPanel draft={draft} />
    </div>
  );
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface ChecklistProps {
  legend: string;
  idPrefix: string;
  items: { id: string; label: string }[];
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
  empty: string;
}

function ChecklistGroup({ legend, idPrefix, items, chosen, onToggle, empty }: ChecklistProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      {items.length === 0 ? <p className="text-sm text-gray-500">{empty}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {items.map((i) => (
          <CheckboxField
            key={i.id}
            id={`${idPrefix}-${i.id}`}
            label={i.label}
            checked={chosen.includes(i.id)}
            onChange={(e) => onToggle(i.id, e.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Count": who the filters match, who of them gets it (and why not the others), credits required and
 * available, for the filters and text as they are now. Counted on opening the step when a filter is set.
 */
function CountPanel({ draft }: { draft: Draft }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ count: CountResult; filters: CampaignFiltersInput } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const count = async () => {
    setBusy(true);
    setError(null);
    try {
      const filters = filtersOf(draft);
      setResult({ count: await marketingCalls.count({ channel: draft.channel, text: draft.text, filters }), filters });
    } catch (e) {
      setResult(null);
      setError(errorInfo(e).message);
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the step opens
  useEffect(() => {
    if (Object.keys(filtersOf(draft)).length) void count();
  }, []);
  return (
    <div className="flex flex-col gap-3 border-t border-gray-100 pt-4">
      <div>
        <Button type="button" variant="secondary" loading={busy} onClick={() => void count()} data-testid="campaign-count-button">
          {m.wmkt_count()}
        </Button>
      </div>
      <div aria-live="polite">
        {error ? (
          <Alert tone="error" role="alert">
            {error}
          </Alert>
        ) : result ? (
          <CountFacts channel={draft.channel} count={result.count} filters={result.filters} />
        ) : null}
      </div>
    </div>
  );
}
