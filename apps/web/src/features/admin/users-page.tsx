import { m } from '@kairos/i18n';
import { TabList } from '@kairos/ui';
import { type DataColumn, DataTable } from '@kairos/ui/data-table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** docs/product/admin.md quick search: a search starts at 2 characters. */
const MIN_SEARCH = 2;

const TABS = [
  { id: 'all', label: m.adm_tab_all, input: {} },
  { id: 'live', label: m.adm_tab_live, input: { subscription: 'live' } },
  { id: 'unsubscribed', label: m.adm_tab_unsubscribed, input: { subscription: 'unsubscribed' } },
  { id: 'affiliates', label: m.adm_tab_affiliates, input: { is_affiliate: true } },
  { id: 'trashed', label: m.adm_tab_trashed, input: { is_trashed_user: true } },
] as const;
const TAB_IDS = TABS.map((t) => t.id);

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
        <TabList
          tabs={TAB_IDS}
          value={tab.id}
          onChange={(id) => set({ tab: id === 'all' ? null : id })}
          label={(id) => TABS.find((t) => t.id === id)?.label() ?? id}
          ariaLabel={m.adm_tabs_label()}
          tabId={(id) => `admin-users-tab-${id}`}
          panelId="admin-users-panel"
          className="flex flex-wrap"
          tabClassName="px-3"
        />
        <SearchBox value={text} onChange={setText} placeholder={m.adm_search_placeholder()} className="max-w-md" />
      </div>
      <div id="admin-users-panel" role="tabpanel" aria-labelledby={`admin-users-tab-${tab.id}`}>
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

/** The kit's table (cards on phones): each row opens the user's page. */
function UserRows({ rows }: { rows: AdminUser[] }) {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const n = (v: number) => formatNumber(v, locale);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, timeZone) : '—');
  const columns: DataColumn<AdminUser>[] = [
    {
      id: 'user',
      header: m.adm_col_user(),
      primary: true,
      cell: (u) => (
        <>
          <Link
            to={userPath(u.id)}
            className="font-medium text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {userName(u)}
          </Link>
          <span className="block text-sm text-gray-500">{u.email}</span>
        </>
      ),
    },
    { id: 'business', header: m.adm_col_business(), text: true, cell: (u) => u.business?.name ?? '—' },
    { id: 'state', header: m.adm_col_state(), cell: userPlanLabel },
    { id: 'trial', header: m.adm_col_trial_end(), className: 'whitespace-nowrap', cell: (u) => date(u.trial_ends_at) },
    { id: 'source', header: m.adm_source(), desktopOnly: true, cell: (u) => u.sign_up_source ?? '—' },
    {
      id: 'created',
      header: m.adm_col_created(),
      desktopOnly: true,
      className: 'whitespace-nowrap',
      cell: (u) => date(u.created_at),
    },
    {
      id: 'credits',
      header: m.adm_col_credits(),
      className: 'tabular-nums',
      cell: (u) => `${n(u.sms_credits)} / ${n(u.email_credits)}`,
    },
  ];
  return <DataTable rows={rows} columns={columns} caption={m.adm_users_title()} rowId={(u) => u.id} rowTestId="admin-user-row" />;
}
