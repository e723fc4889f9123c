import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Card, ReceiptIcon } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { BackLink, DetailBody, DetailHeader, Fact } from '../../lib/detail-parts';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatDuration } from '../../lib/money';
import { OfferingGate } from '../../lib/offering-gate';
import { EmptyState } from '../../lib/records';
import { clientName, salePath } from '../../lib/sales/format';
import { queryClient, trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { expiryText } from './format';
import { PackageIcon } from './icons';
import { PACKAGES_FORM, PACKAGES_LIST, type PackageDetail } from './records';

/** /appointments/packages/:id: what the package includes, its price and expiry, and its sales. */
export function PackageDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(trpc.packages.get.queryOptions({ id }));
  const listPath = query.data?.archived_at ? `${PACKAGES_LIST}?archived=1` : PACKAGES_LIST;

  return (
    <OfferingGate feature="packages" title={m.wo_nav_packages()}>
      <BackLink to={listPath} />
      <DetailBody query={query} listPath={PACKAGES_LIST}>
        {(p) => (
          <>
            <DetailHeader
              area="packages"
              record={p}
              formPath={PACKAGES_FORM}
              listPath={PACKAGES_LIST}
              marker={
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600"
                >
                  <PackageIcon className="size-5" />
                </span>
              }
              toasts={{
                archived: () => m.packages_archived(),
                restored: () => m.packages_restored(),
                deleted: () => m.packages_deleted(),
              }}
              deleteTitle={(name) => m.wo_package_delete_title({ name })}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: trpc.packages.get.pathKey() })}
            />
            <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
              <PackageFacts record={p} />
              <div className="flex min-w-0 flex-col gap-6">
                <PackageServices record={p} />
                <PackageSales record={p} />
              </div>
            </div>
          </>
        )}
      </DetailBody>
    </OfferingGate>
  );
}

function PackageFacts({ record: p }: { record: PackageDetail }) {
  const { locale } = useLocale();
  return (
    <Card title={m.wo_package_section_details()} className="self-start">
      <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-1">
        <Fact label={m.wo_package_price()} testId="package-price">
          {formatMoney(p.price, p.currency, locale)}
        </Fact>
        <Fact label={m.wo_col_expiry()} testId="package-expiry">
          {expiryText(p.expiry_months)}
        </Fact>
        <Fact label={m.wc_col_online()}>{p.online_booking ? m.wc_yes() : m.wc_no()}</Fact>
        <Fact label={m.wo_notes()} className="col-span-2 lg:col-span-1">
          {p.notes ? <span className="whitespace-pre-line">{p.notes}</span> : null}
        </Fact>
      </dl>
    </Card>
  );
}

function PackageServices({ record: p }: { record: PackageDetail }) {
  const { locale } = useLocale();
  const worth = p.services.reduce((sum, s) => sum + s.price * s.quantity, 0);
  return (
    <Card
      title={m.wo_package_section_services()}
      description={worth > 0 ? m.wo_package_worth({ amount: formatMoney(worth, p.currency, locale) }) : undefined}
    >
      {p.services.length ? (
        <ul className="divide-y divide-gray-100">
          {p.services.map((s) => (
            <li
              key={s.service_id}
              data-testid="package-service"
              className="flex items-center justify-between gap-3 py-2.5 text-sm"
            >
              <span className="min-w-0">
                <span className="font-medium text-gray-900">{s.name}</span>{' '}
                {s.archived ? <Badge tone="warning">{m.records_archived_badge()}</Badge> : null}
                <span className="block text-xs text-gray-500">
                  {formatDuration(s.duration_minutes)} · {formatMoney(s.price, s.currency, locale)}
                </span>
              </span>
              <span className="shrink-0 font-medium text-gray-900 tabular-nums">
                {m.wo_package_times({ quantity: s.quantity })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">
          {m.wo_package_services_gone()}{' '}
          <Link to={`${PACKAGES_FORM}/${p.id}`} className="font-medium text-brand-700 underline">
            {m.records_edit()}
          </Link>
        </p>
      )}
    </Card>
  );
}

/** docs/product/appointments.md "sales": who bought the package, when, how many and for how much; each opens the sale. */
function PackageSales({ record: p }: { record: PackageDetail }) {
  const { locale } = useLocale();
  const tz = useUser().timezone;
  return (
    <Card title={m.wo_package_sales()}>
      {p.sales.length ? (
        <ul className="divide-y divide-gray-100">
          {p.sales.map((s) => (
            <li key={`${s.id}-${s.quantity}-${s.total}`} data-testid="package-sale">
              <Link
                to={salePath(s.id)}
                className="flex items-center justify-between gap-3 rounded py-2.5 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="min-w-0">
                  <span className="font-medium wrap-anywhere text-gray-900">
                    {s.client ? clientName(s.client) : m.ws_no_client()}
                  </span>
                  <span className="block text-xs text-gray-500">
                    {formatDate(s.sold_at, locale, tz)}
                    {s.quantity > 1 ? ` · × ${s.quantity}` : ''}
                  </span>
                </span>
                <span className="shrink-0 font-medium text-gray-900 tabular-nums">
                  {formatMoney(s.total, s.currency, locale)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<ReceiptIcon className="size-6" />}
          title={m.wo_package_sales_empty()}
          text={m.wo_package_sales_empty_text()}
        />
      )}
    </Card>
  );
}
