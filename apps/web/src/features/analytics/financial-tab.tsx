import type { PaymentType } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card } from '@kairos/ui';
import { BarList, DonutChart } from '@kairos/ui/charts';
import { type DetailsOf, StatGrid } from '../../lib/analytics/figure';
import { chartTexts, type FigureText } from '../../lib/analytics/format';
import { CATEGORY_LABEL } from '../../lib/expenses/labels';
import { methodLabel, TYPE_LABEL } from '../../lib/payments/labels';

const categoryName = (c: string) => (CATEGORY_LABEL as Record<string, (() => string) | undefined>)[c]?.() ?? c;

/** Financial info: the money in and out, by method, type, service, location and expense category. */
export function FinancialTab({ data, text }: { data: DetailsOf<'financial'>; text: FigureText }) {
  const other = m.wan_other();
  const list = (title: string, items: { key: string; name: string; value: number }[], color?: 'brand' | 'amber' | 'sky') => (
    <Card title={title}>
      {items.length ? (
        <BarList label={title} data={items} valueFormatter={text.money} color={color} />
      ) : (
        <p className="text-sm text-gray-500">{m.wan_none()}</p>
      )}
    </Card>
  );
  return (
    <>
      <StatGrid
        items={[
          { label: m.wan_income(), value: text.money(data.income), testId: 'figure-fin-income' },
          { label: m.wan_refunds(), value: text.money(data.refunds) },
          { label: m.wan_expenses(), value: text.money(data.expenses) },
          { label: m.wan_profit(), value: text.money(data.profit), testId: 'figure-fin-profit' },
          { label: m.wan_left_to_pay(), value: text.money(data.left_to_pay) },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={m.wan_by_method()}>
          {data.by_method.length ? (
            <DonutChart
              data={data.by_method.map((r) => ({ method: methodLabel(r.method), amount: r.amount }))}
              index="method"
              category="amount"
              valueFormatter={text.money}
              label={text.money(data.by_method.reduce((sum, r) => sum + r.amount, 0))}
              summary={m.wan_by_method()}
              indexLabel={m.wan_col_method()}
              valueLabel={m.wan_col_amount()}
              texts={chartTexts()}
            />
          ) : (
            <p className="text-sm text-gray-500">{m.wan_none()}</p>
          )}
        </Card>
        {list(
          m.wan_by_type(),
          data.by_type.map((r) => ({ key: r.type, name: TYPE_LABEL[r.type as PaymentType](), value: r.amount })),
        )}
        {list(
          m.wan_income_by_service(),
          data.by_service.map((r, i) => ({ key: r.id ?? `other-${i}`, name: r.name || other, value: r.amount })),
        )}
        {list(
          m.wan_income_by_location(),
          data.by_location.map((r, i) => ({ key: r.id ?? `other-${i}`, name: r.name || other, value: r.amount })),
          'sky',
        )}
        {list(
          m.wan_expenses_by_category(),
          data.expenses_by_category.map((r) => ({ key: r.category, name: categoryName(r.category), value: r.amount })),
          'amber',
        )}
      </div>
    </>
  );
}
