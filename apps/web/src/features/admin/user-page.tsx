import { m } from '@kairos/i18n';
import { Badge, Card } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../lib/admin-parts';
import { formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { trpc } from '../../lib/trpc';
import { useTimeZone } from '../../lib/viewer';
import { userName, userPlanLabel } from './labels';
import { UserActions } from './user-actions';

/** /admin/users/:id: one account, where its plan stands, and the admin's actions on it. */
export function UserPage() {
  const { id = '' } = useParams();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const query = useQuery(trpc.admin.user.queryOptions({ id }));
  const u = query.data;
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, timeZone) : '—');
  const rows: [string, string][] = u
    ? [
        [m.adm_email(), u.email],
        [m.adm_col_business(), u.business?.name ?? '—'],
        [m.adm_col_state(), userPlanLabel(u)],
        [m.adm_col_trial_end(), date(u.trial_ends_at)],
        [m.adm_source(), u.sign_up_source ?? '—'],
        [m.adm_col_created(), date(u.created_at)],
        [m.adm_sms_credits(), formatNumber(u.sms_credits, locale)],
        [m.adm_email_credits(), formatNumber(u.email_credits, locale)],
      ]
    : [];
  return (
    <>
      <Link to="/admin/users" className="mb-2 inline-block text-sm text-brand-700 hover:underline">
        ← {m.adm_back_to_users()}
      </Link>
      <PageHeader title={u ? userName(u) : m.adm_user_details()} />
      <QueryState query={query} />
      {u ? (
        <div className="flex flex-col gap-6">
          {u.deleted_at ? <Badge tone="error">{m.adm_deleted_on({ date: date(u.deleted_at) })}</Badge> : null}
          <Card title={m.adm_user_details()}>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid="admin-user-details">
              {rows.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-gray-500">{label}</dt>
                  <dd className="font-medium wrap-anywhere text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          {u.deleted_at ? null : (
            <Card title={m.adm_actions()}>
              <UserActions user={u} />
            </Card>
          )}
        </div>
      ) : null}
    </>
  );
}
