import { m } from '@kairos/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager, QueryState } from '../../lib/admin-parts';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';

/** /admin/audit: who did what to whom, newest first. */
export function AuditPage() {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...trpc.admin.audit.queryOptions({ page }), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader title={m.adm_audit_title()} description={m.adm_audit_subtitle()} />
      <QueryState query={query} />
      {query.data ? (
        <>
          <ul
            className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-xs"
            aria-label={m.adm_audit_title()}
          >
            {query.data.items.length === 0 ? <li className="p-4 text-sm text-gray-600">{m.adm_nothing_yet()}</li> : null}
            {query.data.items.map((e) => (
              <li key={e.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:gap-4" data-testid="audit-row">
                <span className="shrink-0 text-gray-500 tabular-nums sm:w-44">
                  {formatDateTime(e.created_at, locale, timeZone)}
                </span>
                <span className="min-w-0 flex-1 wrap-anywhere">
                  <span className="font-mono font-medium text-gray-900">{e.action}</span>{' '}
                  {e.target_email ? <span className="text-gray-700">{e.target_email}</span> : null}
                </span>
                <span className="min-w-0 wrap-anywhere text-gray-600 sm:w-56 sm:text-right">
                  {e.actor_email ?? e.actor_user_id}
                  {e.impersonated_user_id && e.target_email && e.action.startsWith('impersonation.')
                    ? ` (${m.adm_as_user({ email: e.target_email })})`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
          <Pager page={query.data.page} lastPage={query.data.last_page} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
