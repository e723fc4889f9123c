import { type DashboardStatistic, failureText, LOW_CREDITS_AT } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card } from '@kairos/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FigureText } from '../../lib/analytics/format';
import { GOALS_PATH, GoalList, GoalsPremiumNote, PLANS_PATH } from '../../lib/analytics/goal-progress';
import { formatDay } from '../../lib/format';
import { useLocale } from '../../lib/i18n';

type Stat = DashboardStatistic;
interface WidgetProps {
  data: Stat;
  text: FigureText;
}

/** A dashboard card with one big figure, a line under it and a link to its full screen. */
function FigureCard({
  title,
  to,
  linkLabel,
  figure,
  testId,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  figure: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card
      title={title}
      actions={
        <Link to={to} className={buttonClass('secondary', 'sm')}>
          {linkLabel}
        </Link>
      }
    >
      <p className="text-3xl font-semibold tracking-tight text-gray-900 tabular-nums" data-testid={testId}>
        {figure}
      </p>
      {children ? <p className="mt-1 text-sm text-gray-500">{children}</p> : null}
    </Card>
  );
}

export function IncomeWidget({ data, text }: WidgetProps) {
  return (
    <FigureCard
      title={m.wi_widget_income()}
      to="/financials/income/list"
      linkLabel={m.wi_widget_income_open()}
      figure={text.money(data.income.net)}
      testId="widget-income"
    >
      {m.wi_widget_income_text({ count: data.income.count })}
    </FigureCard>
  );
}

export function LeftToPayWidget({ data, text }: WidgetProps) {
  const owed = data.left_to_pay;
  return (
    <FigureCard
      title={m.wi_nav_left_to_pay()}
      to="/financials/left-to-pay/list"
      linkLabel={m.wi_widget_ltp_open()}
      figure={text.money(owed.total)}
      testId="widget-left-to-pay"
    >
      {m.wdb_ltp_text({ appointments: text.money(owed.appointments), sales: text.money(owed.sales) })}
      <span className="mt-1 block text-xs">{m.wdb_ltp_rule()}</span>
    </FigureCard>
  );
}

export function NewClientsWidget({ data, text }: WidgetProps) {
  return (
    <FigureCard
      title={m.wc_widget_new_clients()}
      to="/clients/list"
      linkLabel={m.wdb_new_clients_open()}
      figure={text.count(data.new_clients.this_month)}
      testId="widget-new-clients"
    >
      {m.wdb_new_clients_text({ count: text.count(data.new_clients.last_month) })}
    </FigureCard>
  );
}

export function CreditsWidget({ data, text }: WidgetProps) {
  const { unsent } = data.credits;
  const low = (['sms', 'email'] as const).filter((c) => data.credits[c] <= LOW_CREDITS_AT[c]);
  return (
    <Card
      title={m.wdb_credits_title()}
      actions={
        <Link to="/account-setup/notifications/sms" className={buttonClass('secondary', 'sm')}>
          {m.wdb_credits_open()}
        </Link>
      }
    >
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-gray-500">{m.dash_sms_credits()}</dt>
          <dd className="text-2xl font-semibold text-gray-900 tabular-nums" data-testid="widget-sms-credits">
            {text.count(data.credits.sms)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">{m.dash_email_credits()}</dt>
          <dd className="text-2xl font-semibold text-gray-900 tabular-nums" data-testid="widget-email-credits">
            {text.count(data.credits.email)}
          </dd>
        </div>
      </dl>
      {low.map((channel) => (
        <p key={channel} className="mt-3 text-sm text-amber-800" data-testid={`credits-low-${channel}`}>
          {m.wdb_credits_low({ channel: channel === 'sms' ? 'SMS' : 'Email' })}
        </p>
      ))}
      {unsent.count ? (
        <div className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="credits-unsent">
          <p className="font-medium">{m.wdb_unsent_title({ days: '7', count: text.count(unsent.count) })}</p>
          <ul className="mt-1">
            {unsent.causes.map((c) => (
              <li key={`${c.failure}-${c.channel}`}>
                {failureText(c.failure, c.channel)}: <span className="tabular-nums">{text.count(c.count)}</span>
              </li>
            ))}
          </ul>
          <Link to="/account-setup/notifications/messages?status=error" className="mt-1 inline-block font-medium underline">
            {m.wdb_unsent_open()}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}

export function GoalsWidget({ data, text }: WidgetProps) {
  return (
    <Card
      title={m.wdb_widget_goals()}
      actions={
        data.goals ? (
          <Link to={GOALS_PATH} className={buttonClass('secondary', 'sm')}>
            {m.wdb_goals_open()}
          </Link>
        ) : null
      }
    >
      {data.goals ? <GoalList goals={data.goals} text={text} /> : <GoalsPremiumNote />}
    </Card>
  );
}

export function TaxWidget({ data, text }: WidgetProps) {
  const { locale } = useLocale();
  const tax = data.tax;
  if (!tax) {
    return (
      <Card title={m.wdb_widget_tax()}>
        <p className="text-sm text-gray-600">{m.wdb_tax_premium()}</p>
        <Link to={PLANS_PATH} className={`mt-3 ${buttonClass('secondary', 'sm')}`} data-testid="tax-premium">
          {m.shell_see_plans()}
        </Link>
      </Card>
    );
  }
  return (
    <FigureCard
      title={m.wdb_widget_tax()}
      to="/financials/tax"
      linkLabel={m.wdb_tax_open()}
      figure={text.money(tax.tax)}
      testId="widget-tax"
    >
      {m.wdb_tax_text({ label: tax.label, profit: text.money(tax.profit) })}
      <span className="mt-1 block text-xs" data-testid="widget-tax-traded">
        {m.wtx_traded({ months: tax.months_traded, date: formatDay(tax.traded_since, locale) })}
      </span>
    </FigureCard>
  );
}
