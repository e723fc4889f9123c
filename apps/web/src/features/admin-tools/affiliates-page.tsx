import { formatMoney } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, buttonClass, ConfirmDialog, PlusIcon, useToast } from '@kairos/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { listClass, Pager, QueryState, Row } from '../../lib/admin-parts';
import { errorInfo } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AffiliateSettingsDialog } from './affiliate-settings-dialog';

type Affiliate = RouterOutputs['adminTools']['affiliatesList']['items'][number];
type Pending = { kind: 'pay' | 'delete'; affiliate: Affiliate };

const fullName = (a: Affiliate) => `${a.first_name} ${a.last_name}`;

/** Affiliates with what they earned, what is payable now and what was paid; edit settings, pay, delete. */
export function AffiliatesPage() {
  const { locale } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Affiliate | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery(trpc.adminTools.affiliatesList.queryOptions({ page }));
  const pay = useMutation(trpc.adminTools.payAffiliate.mutationOptions());
  const remove = useMutation(trpc.adminTools.affiliatesDelete.mutationOptions());
  const money = (n: number, currency: string) => formatMoney(n, currency, locale);
  const payable = (a: Affiliate) =>
    a.totals
      .filter((t) => t.payable > 0)
      .map((t) => money(t.payable, t.currency))
      .join(' + ');

  const confirm = async () => {
    if (!pending) return;
    const { kind, affiliate } = pending;
    try {
      if (kind === 'pay') {
        await pay.mutateAsync({ id: affiliate.id });
        toast({ title: m.admt_aff_paid({ name: fullName(affiliate), amount: payable(affiliate) }) });
      } else {
        await remove.mutateAsync({ id: affiliate.id });
        toast({ title: m.admt_aff_deleted({ name: fullName(affiliate) }) });
      }
    } catch (e) {
      toast({ title: errorInfo(e).message, tone: 'error' });
      throw e;
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.adminTools.affiliatesList.pathKey() });
    }
  };

  return (
    <>
      <PageHeader
        title={m.admt_aff_title()}
        description={m.admt_aff_subtitle()}
        actions={
          <Link to="/admin/add-affiliate" className={buttonClass('primary')}>
            <PlusIcon className="size-4" />
            {m.admt_aff_add()}
          </Link>
        }
      />
      <QueryState query={list} />
      {list.data && list.data.items.length === 0 ? <p className="text-sm text-gray-600">{m.admt_aff_empty()}</p> : null}
      {list.data?.items.length ? (
        <ul className={listClass} aria-label={m.admt_aff_title()}>
          {list.data.items.map((a) => (
            <Row
              key={a.id}
              actions={
                <>
                  <Button
                    size="sm"
                    disabled={!payable(a)}
                    onClick={() => setPending({ kind: 'pay', affiliate: a })}
                    aria-label={m.admt_aff_pay_named({ name: fullName(a) })}
                  >
                    {m.admt_aff_pay()}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setEditing(a)}
                    aria-label={m.admt_aff_edit_named({ name: fullName(a) })}
                  >
                    {m.admt_aff_edit()}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setPending({ kind: 'delete', affiliate: a })}
                    aria-label={m.admt_delete_named({ name: fullName(a) })}
                  >
                    {m.admt_delete()}
                  </Button>
                </>
              }
            >
              <p className="font-semibold text-gray-900">
                {fullName(a)} <span className="font-mono text-sm font-normal text-gray-600">{a.code}</span>
              </p>
              <p className="text-sm text-gray-600">
                {a.email} · {m.admt_aff_referred({ count: a.referred_count })}
              </p>
              {a.totals.length ? (
                <dl className="mt-1 grid grid-cols-3 gap-x-4 text-xs text-gray-600 sm:flex sm:gap-6">
                  {(['earned', 'payable', 'paid'] as const).map((k) => (
                    <div key={k}>
                      <dt className="text-gray-500">{totalLabel[k]()}</dt>
                      <dd className="font-medium text-gray-900 tabular-nums">
                        {a.totals.map((t) => money(t[k], t.currency)).join(' · ')}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-1 text-xs text-gray-500">{m.admt_aff_no_earnings()}</p>
              )}
            </Row>
          ))}
        </ul>
      ) : null}
      {list.data ? <Pager page={page} lastPage={list.data.last_page} onPage={setPage} /> : null}
      {editing ? <AffiliateSettingsDialog key={editing.id} affiliate={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        tone={pending?.kind === 'pay' ? 'primary' : 'danger'}
        title={
          pending?.kind === 'pay'
            ? m.admt_aff_pay_title({ name: fullName(pending.affiliate) })
            : m.admt_aff_delete_title({ name: pending ? fullName(pending.affiliate) : '' })
        }
        description={
          pending?.kind === 'pay' ? m.admt_aff_pay_body({ amount: payable(pending.affiliate) }) : m.admt_aff_delete_body()
        }
        confirmLabel={pending?.kind === 'pay' ? m.admt_aff_pay() : m.admt_delete()}
        cancelLabel={m.admt_cancel()}
        closeLabel={m.admt_close()}
        onConfirm={confirm}
      />
    </>
  );
}

const totalLabel = { earned: m.admt_aff_earned, payable: m.admt_aff_payable, paid: m.admt_aff_paid_total };
