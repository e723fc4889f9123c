import type { marketingClientOutput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Switch, TextField, useToast } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ClientPicker } from '../../lib/clients/client-picker';
import { errorInfo } from '../../lib/errors';
import { marketingCalls, marketingQueries, refreshMarketing } from './api';
import { Paged } from './paged';

type MarketingClient = z.output<typeof marketingClientOutput>;

interface PanelProps {
  params: URLSearchParams;
  set: (changes: Record<string, string>) => void;
}

/** The opted-out clients: a switch gives each one marketing back; the picker opts another client out. */
export function OptedOutPanel({ params, set }: PanelProps) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery({
    ...marketingQueries.optedOut({ page, search: search.trim() || undefined }),
    placeholderData: keepPreviousData,
  });
  const toggle = async (id: string, name: string, optOut: boolean) => {
    setBusy(id);
    try {
      await marketingCalls.optOut(id, optOut);
      await refreshMarketing();
      toast({
        title: m.popup_success(),
        description: optOut ? m.wmkt_opted_out_done({ name }) : m.wmkt_opted_in_done({ name }),
        tone: 'success',
      });
    } catch (e) {
      toast({ title: m.popup_failed(), description: errorInfo(e).message, tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 md:grid-cols-2">
        <ClientPicker
          id="marketing-opt-out-client"
          label={m.wmkt_opt_out_pick()}
          hint={m.wmkt_opt_out_pick_hint()}
          value={[]}
          hideChips
          onChange={(picked) => {
            const c = picked[picked.length - 1];
            if (c) void toggle(c.id, `${c.first_name} ${c.last_name}`.trim(), true);
          }}
        />
        <TextField
          id="marketing-opted-out-search"
          type="search"
          label={m.wmkt_opted_out_search()}
          value={search}
          onChange={(e) => set({ search: e.target.value })}
        />
      </div>
      <Paged
        query={query}
        empty={{ title: search ? m.wmkt_opted_out_none_found() : m.wmkt_opted_out_empty() }}
        onPage={(p) => set({ page: String(p) })}
      >
        {(rows) => (
          <ul
            className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-xs"
            aria-label={m.wmkt_tab_opted_out()}
          >
            {rows.map((c) => (
              <OptedOutRow key={c.id} client={c} busy={busy === c.id} onToggle={(on) => void toggle(c.id, c.name, on)} />
            ))}
          </ul>
        )}
      </Paged>
    </div>
  );
}

function OptedOutRow({ client: c, busy, onToggle }: { client: MarketingClient; busy: boolean; onToggle: (on: boolean) => void }) {
  const contact = [c.email, c.phone].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="opted-out-row">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-gray-900">{c.name}</p>
        {contact ? <p className="text-sm wrap-anywhere text-gray-500">{contact}</p> : null}
      </div>
      <Switch
        id={`opt-out-${c.id}`}
        checked={c.opt_out}
        disabled={busy}
        onChange={onToggle}
        label={m.wmkt_opted_out_switch()}
        aria-label={m.wmkt_opted_out_switch_for({ name: c.name })}
      />
    </li>
  );
}
