import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, Button, buttonClass, ConfirmDialog, PlusIcon, useToast } from '@kairos/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { listClass, Pager, QueryState, Row } from '../../lib/admin-parts';
import { errorInfo } from '../../lib/errors';
import { formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { type RouterOutputs, trpc } from '../../lib/trpc';

type Promo = RouterOutputs['adminTools']['promoCodesList']['items'][number];

export function promoDiscount(p: Promo, locale: 'uk' | 'en'): string {
  if (p.discount_type === 'percent') return `${formatNumber(p.amount / 100, locale)} %`;
  return formatMoney(p.amount, p.currency ?? 'GBP', locale);
}

function promoDuration(p: Promo): string {
  if (p.duration === 'on_going') return m.admt_duration_on_going();
  if (p.duration === 'one_time') return m.admt_duration_one_time();
  return m.admt_duration_months({ count: p.duration_months ?? 0 });
}

/** docs/product/admin.md "promo-codes (list, form)": the codes, each with its discount, duration, uses and expiry; delete with confirm. */
export function PromoCodesPage() {
  const { locale } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Promo | null>(null);
  const list = useQuery(trpc.adminTools.promoCodesList.queryOptions({ page }));
  const remove = useMutation(trpc.adminTools.promoCodesDelete.mutationOptions());

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({ title: m.admt_promo_deleted({ code: deleting.code }) });
      await queryClient.invalidateQueries({ queryKey: trpc.adminTools.promoCodesList.pathKey() });
    } catch (e) {
      toast({ title: errorInfo(e).message, tone: 'error' });
      throw e;
    }
  };

  return (
    <>
      <PageHeader
        title={m.admt_promo_title()}
        description={m.admt_promo_subtitle()}
        actions={
          <Link to="/admin/promo-codes/form" className={buttonClass('primary')}>
            <PlusIcon className="size-4" />
            {m.admt_promo_new()}
          </Link>
        }
      />
      <QueryState query={list} />
      {list.data && list.data.items.length === 0 ? <p className="text-sm text-gray-600">{m.admt_promo_empty()}</p> : null}
      {list.data?.items.length ? (
        <ul className={listClass} aria-label={m.admt_promo_title()}>
          {list.data.items.map((p) => (
            <Row
              key={p.id}
              actions={
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(p)}
                  aria-label={m.admt_delete_named({ name: p.code })}
                >
                  {m.admt_delete()}
                </Button>
              }
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold text-gray-900">{p.code}</span>
                <Badge tone="info">{promoDiscount(p, locale)}</Badge>
                <span className="text-sm text-gray-600">{promoDuration(p)}</span>
              </p>
              <p className="mt-1 text-sm text-gray-500">
                {p.max_redemptions
                  ? m.admt_promo_used_of({ used: p.redemptions, max: p.max_redemptions })
                  : m.admt_promo_used({ used: p.redemptions })}
                {p.expires_at ? ` · ${m.admt_promo_expires({ date: formatDate(p.expires_at, locale, 'UTC') })}` : ''}
              </p>
            </Row>
          ))}
        </ul>
      ) : null}
      {list.data ? <Pager page={page} lastPage={list.data.last_page} onPage={setPage} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.admt_promo_delete_title({ code: deleting?.code ?? '' })}
        description={m.admt_promo_delete_body()}
        confirmLabel={m.admt_delete()}
        cancelLabel={m.admt_cancel()}
        closeLabel={m.admt_close()}
        onConfirm={confirmDelete}
      />
    </>
  );
}
