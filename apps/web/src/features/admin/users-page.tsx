import { m } from '@kairos/i18n';
import { cn } from '@kairos/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager, QueryState } from '../../lib/admin-parts';
import { formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { SearchBox } from '../../lib/records';
import { useDebouncedInput } from '../../lib/records/list-state';
import { trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { type AdminUser, userName, userPath, userPlanLabel } from './labels';

/** SPEC 9 quick search: a search starts at 2 characters. */
const MIN_SEARCH = 2;

const TABS = [
  { id: 'all', label: m.adm_tab_all, input: {} },
  { id: 'live', label: m.adm_tab_live, input: { subscription: 'live' } },
  { id: 'unsubscribed', label: m.adm_tab_unsubscribed, input: { subscription: 'unsubscribed' } },
  { id: 'affiliates', label: m.adm_tab_affiliates, input: { is_affiliate: true } },
  { id: 'trashed', label: m.adm_tab_trashed, input: { is_trashed_user: true } },
] as const;

/** /admin/users: every account by tab (all, live, unsubscribed, affiliates, trashed), searched by name or email. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [text, setText] = useDebouncedInput(search, (value) => set({ search: value.trim().length >= MIN_SEARCH ? value : null }));
  const query = useQuery({
    ...trpcUsers({ page, search: search.length >= MIN_SEARCH ? search : undefined, ...tab.input }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeader title={m.adm_users_title()} description={m.adm_users_subtitle()} />
      <div className="mb-4 flex flex-col gap-3">
        <Tabs value={tab.id} onChange={(id) => set({ tab: id === 'all' ? null : id })} />
        <SearchBox value={text} onChange={setText} placeholder={m.adm_search_placeholder()} className="max-w-md" />
      </div>
      <div id="admin-users-panel" role="tabpanel">
        <QueryState query={query} />
        {query.data ? (
          query.data.items.length ? (
            <>
              <UserRows rows={query.data.items} />
              <Pager
                page={query.data.page}
                lastPage={query.data.last_page}
                onPage={(p) => set({ page: p > 1 ? String(p) : null })}
              />
            </>
          ) : (
            <p className="rounded-xl border border-gray-200 bg-white p-6 text-center text-sm text-gray-600">
              {m.adm_none_found()}
            </p>
          )
        ) : null}
      </div>
    </>
  );
}

const trpcUsers = (input: Parameters<typeof trpc.admin.users.queryOptions>[0]) => trpc.admin.users.queryOptions(input);

function Tabs({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.id === value);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (at + step + TABS.length) % TABS.length;
    refs.current[next]?.focus();
    onChange(TABS[next]?.id ?? 'all');
  };
  return (
    <div
      role="tablist"
      aria-label={m.adm_tabs_label()}
      className="flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
      onKeyDown={onKeyDown}
    >
      {TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={t.id === value}
          aria-controls="admin-users-panel"
          tabIndex={t.id === value ? 0 : -1}
          onClick={() => onChange(t.id)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500',
            t.id === value ? 'bg-white text-gray-900 shadow-xs' : 'text-gray-600 hover:text-gray-900',
          )}
        >
          {t.label()}
        </button>
      ))}
    </div>
  );
}

/** Cards below md, a table above: each row opens the user's page. */
function UserRows({ rows }: { rows: AdminUser[] }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const n = (v: number) => formatNumber(v, locale);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, timeZone) : '—');
  const link =
    'font-medium text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500';
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium tracking-wide text-gray-500 uppercase">
            <tr>
              {[
                m.adm_col_user(),
                m.adm_col_business(),
                m.adm_col_state(),
                m.adm_col_trial_end(),
                m.adm_source(),
                m.adm_col_created(),
                m.adm_col_credits(),
              ].map((h) => (
                <th key={h} scope="col" className="px-3 py-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((u) => (
              <tr key={u.id} data-testid="admin-user-row" className="hover:bg-gray-50">
                <td className="px-3 py-3 wrap-anywhere">
                  <Link to={userPath(u.id)} className={link}>
                    {userName(u)}
                  </Link>
                  <div className="text-gray-500">{u.email}</div>
                </td>
                <td className="px-3 py-3 wrap-anywhere">{u.business?.name ?? '—'}</td>
                <td className="px-3 py-3">{userPlanLabel(u)}</td>
                <td className="px-3 py-3 whitespace-nowrap">{date(u.trial_ends_at)}</td>
                <td className="px-3 py-3">{u.sign_up_source ?? '—'}</td>
                <td className="px-3 py-3 whitespace-nowrap">{date(u.created_at)}</td>
                <td className="px-3 py-3 tabular-nums">
                  {n(u.sms_credits)} / {n(u.email_credits)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={m.adm_users_title()}>
        {rows.map((u) => (
          <li key={u.id} data-testid="admin-user-row">
            <Link
              to={userPath(u.id)}
              className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-xs hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="font-medium wrap-anywhere text-gray-900">{userName(u)}</span>
              <span className="wrap-anywhere text-gray-600">{u.email}</span>
              <span className="wrap-anywhere text-gray-600">
                {u.business?.name ?? '—'} · {userPlanLabel(u)}
              </span>
              <span className="text-gray-500">
                {m.adm_col_trial_end()}: {date(u.trial_ends_at)} · {m.adm_col_credits()}: {n(u.sms_credits)} /{' '}
                {n(u.email_credits)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
