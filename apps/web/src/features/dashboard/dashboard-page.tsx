import { DASHBOARD_WIDGETS, type DashboardStatistic } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, buttonClass, Card } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFigureText } from '../../lib/analytics/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { ListSkeleton, LoadError } from '../../lib/records';
import { formatTimeZone } from '../../lib/time-zones';
import { trpc, type User } from '../../lib/trpc';
import { useTimeZone, useUser } from '../../lib/viewer';
import { greetingAt } from './greeting';
import { LastWeek } from './last-week';
import { PlanCard } from './plan-card';
import { TodayAppointments } from './today-appointments';
import { VerifyEmailNotice } from './verify-email-notice';
import { CreditsWidget, GoalsWidget, IncomeWidget, LeftToPayWidget, NewClientsWidget, TaxWidget } from './widgets';

/** The owner's landing page: greeting, then the widgets the dashboard settings choose, all from ONE request. */
export function DashboardPage() {
  const user = useUser();
  const business = user.business;
  const tz = useTimeZone();
  // Account setup → dashboard settings chooses which widgets show (all when the user carries no settings).
  const widgets = new Set<string>(user.settings?.dashboard_settings.widgets ?? DASHBOARD_WIDGETS);
  const statistic = useQuery(trpc.analytics.statistic.queryOptions());
  const needsData = [...widgets].some((w) => w !== 'trial');

  return (
    <>
      <PageHeader
        title={`${greetingAt(tz)}, ${user.first_name}`}
        description={business ? m.dash_subtitle({ business: business.name }) : undefined}
      />
      <div className="flex flex-col gap-6">
        {user.email_verified_at ? null : <VerifyEmailNotice email={user.email} />}
        {user.subscription && widgets.has('trial') ? <PlanCard sub={user.subscription} timeZone={tz} /> : null}
        {!needsData ? null : statistic.isPending ? (
          <ListSkeleton label={m.wdb_loading()} rows={4} />
        ) : statistic.isError ? (
          <LoadError error={statistic.error} onRetry={() => void statistic.refetch()} />
        ) : (
          <Widgets data={statistic.data} widgets={widgets} timeZone={tz} />
        )}
        {business ? <BusinessCard business={business} /> : null}
      </div>
    </>
  );
}

function Widgets({ data, widgets, timeZone }: { data: DashboardStatistic; widgets: Set<string>; timeZone: string }) {
  const text = useFigureText(data.currency);
  const props = { data, text };
  const pair = (a: React.ReactNode, b: React.ReactNode) =>
    a || b ? <div className="grid grid-cols-1 gap-6 md:grid-cols-2">{[a, b]}</div> : null;
  return (
    <>
      {widgets.has('today_appointments') ? <TodayAppointments today={data.today} timeZone={timeZone} /> : null}
      {widgets.has('last_week') ? <LastWeek week={data.last_week} text={text} /> : null}
      {pair(
        widgets.has('goals') ? <GoalsWidget key="goals" {...props} /> : null,
        widgets.has('tax') ? <TaxWidget key="tax" {...props} /> : null,
      )}
      {pair(
        widgets.has('income') ? <IncomeWidget key="income" {...props} /> : null,
        widgets.has('left_to_pay') ? <LeftToPayWidget key="ltp" {...props} /> : null,
      )}
      {pair(
        widgets.has('new_clients') ? <NewClientsWidget key="new" {...props} /> : null,
        widgets.has('credits') ? <CreditsWidget key="credits" {...props} /> : null,
      )}
    </>
  );
}

function BusinessCard({ business }: { business: NonNullable<User['business']> }) {
  const { locale } = useLocale();
  return (
    <Card
      title={m.dash_business_title()}
      actions={
        <Link to="/account-setup/customisation/business-profile" className={buttonClass('secondary', 'sm')}>
          {m.dash_edit_profile()}
        </Link>
      }
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500">{m.label_business_name()}</dt>
          <dd className="mt-0.5 font-medium wrap-anywhere text-gray-900">{business.name}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.label_booking_page()}</dt>
          <dd className="mt-0.5 font-medium break-all text-gray-900">/online-booking/{business.slug}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.label_timezone()}</dt>
          <dd className="mt-0.5 font-medium text-gray-900">{formatTimeZone(business.timezone, locale)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{m.label_currency()}</dt>
          <dd className="mt-0.5">
            <Badge>{business.currency}</Badge>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
