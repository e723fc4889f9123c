import { TRIAL_DAYS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, buttonClass, Card, Stat } from '@kairos/ui';
import { Link } from 'react-router';
import { daysUntil, formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatTimeZone } from '../../lib/time-zones';
import { useUser } from '../../lib/viewer';
import { SubscriptionStateBadge } from '../billing/labels';
import { PageHeader } from '../shell/page-header';
import { greetingAt } from './greeting';
import { IncomeWidget, LeftToPayWidget } from './money-widgets';
import { TodayAppointments } from './today-appointments';
import { VerifyEmailNotice } from './verify-email-notice';

/** The owner's landing page: greeting, trial state, credits and shortcuts. */
export function DashboardPage() {
  const user = useUser();
  const { locale } = useLocale();
  const sub = user.subscription;
  const business = user.business;
  const tz = business?.timezone;
  // Account setup → dashboard settings chooses which widgets show (all when the user carries no settings).
  const widgets = new Set(
    user.settings?.dashboard_settings.widgets ?? ['trial', 'credits', 'today_appointments', 'income', 'left_to_pay'],
  );

  return (
    <>
      <PageHeader
        title={`${greetingAt(tz)}, ${user.first_name}`}
        description={business ? m.dash_subtitle({ business: business.name }) : undefined}
      />
      <div className="flex flex-col gap-6">
        {user.email_verified_at ? null : <VerifyEmailNotice email={user.email} />}

        {sub && widgets.has('trial') ? (
          <Card title={m.dash_plan_title()} actions={<SubscriptionStateBadge state={sub.state} />}>
            {sub.is_trialing ? (
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="text-3xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid="trial-days-left">
                    {formatNumber(daysUntil(sub.trial_ends_at), locale)}
                  </p>
                  <p className="text-sm text-gray-500">{m.dash_trial_days_left_label()}</p>
                </div>
                <p className="text-sm text-gray-600">{m.dash_trial_ends({ date: formatDate(sub.trial_ends_at, locale, tz) })}</p>
              </div>
            ) : null}
            {sub.is_trialing ? (
              <div className="mt-4 h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${Math.min(100, Math.round((daysUntil(sub.trial_ends_at) / TRIAL_DAYS) * 100))}%` }}
                />
              </div>
            ) : (
              <p className="text-sm text-gray-600">{m.dash_plan_level({ plan: sub.plan_name ?? m.plan_trial() })}</p>
            )}
          </Card>
        ) : null}

        {widgets.has('today_appointments') ? <TodayAppointments timeZone={tz} /> : null}

        {widgets.has('income') || widgets.has('left_to_pay') ? (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {widgets.has('income') ? <IncomeWidget timeZone={tz} /> : null}
            {widgets.has('left_to_pay') ? <LeftToPayWidget /> : null}
          </div>
        ) : null}

        {widgets.has('credits') ? (
          <dl className="grid grid-cols-2 gap-4">
            <Stat label={m.dash_sms_credits()} value={formatNumber(user.credits_amount, locale)} />
            <Stat label={m.dash_email_credits()} value={formatNumber(user.email_credits_amount, locale)} />
          </dl>
        ) : null}

        {business ? (
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
        ) : null}
      </div>
    </>
  );
}
