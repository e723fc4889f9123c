import { formatMoney } from '@kairos/api/shared';
import { absoluteLink, links } from '@kairos/api/shared/links';
import { m } from '@kairos/i18n';
import { Alert, Button, Card, CopyIcon, Input, Spinner, Stat, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorInfo } from '../../lib/errors';
import { FormError } from '../../lib/form-error';
import { formatDate, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { useTimeZone } from '../../lib/viewer';
import { EarningsList, ReferralsList } from './affiliate-lists';

/** The link an owner signs up through; the register page fills `referral_code` from `ref`. */
export function referralLink(code: string): string {
  return absoluteLink(window.location.origin, links.register(code));
}

function CodeForm({ code }: { code: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.affiliate.createCode.mutationOptions());
  const form = useFormCore({ initial: { code } });
  const onValid = async (input: typeof form.values) => {
    await save.mutateAsync(input);
    await queryClient.invalidateQueries({ queryKey: trpc.affiliate.statistic.queryKey() });
    toast({ title: m.popup_success(), description: m.lv_aff_code_saved(), tone: 'success' });
  };
  return (
    <form noValidate ref={form.formRef} onSubmit={(event) => form.submit(event, onValid)} className="flex flex-col gap-3">
      <FormError message={form.formError} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={m.lv_aff_change_code()}
          hint={m.lv_aff_code_hint()}
          maxLength={40}
          autoComplete="off"
          fieldClassName="grow"
          {...form.field('code')}
        />
        <SubmitButton loading={form.submitting} className="shrink-0 sm:mt-6">
          {m.lv_aff_save_code()}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Refer a friend: the code and a copyable link, changing the code, referrals and earnings. */
export function AffiliateDashboardPage() {
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const toast = useToast();
  const data = useQuery(trpc.affiliate.statistic.queryOptions());

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: m.aff_copied() });
    } catch {
      toast({ title: m.aff_copy_failed(), tone: 'error' });
    }
  };
  const s = data.data;
  const totals = s?.totals ?? [];
  const sum = (pick: (t: (typeof totals)[number]) => number) =>
    totals.length ? totals.map((t) => formatMoney(pick(t), t.currency, locale)).join(' · ') : m.lv_aff_none();
  const next = totals
    .map((t) => t.next_payable_at)
    .filter((d): d is string => !!d)
    .sort()[0];

  return (
    <>
      <PageHeader title={m.nav_refer_a_friend()} description={m.aff_subtitle()} />
      {data.isPending ? <Spinner className="size-6 text-brand-600" label={m.web_loading()} /> : null}
      {data.isError ? (
        <Alert tone="error" role="alert">
          {errorInfo(data.error).message}
        </Alert>
      ) : null}
      {s ? (
        <div className="flex flex-col gap-6">
          <Card title={m.aff_link_title()} description={m.aff_link_description()}>
            <div className="flex flex-col gap-5">
              <div className="flex flex-col gap-3 sm:flex-row">
                <label htmlFor="referral-link" className="sr-only">
                  {m.aff_link_title()}
                </label>
                <Input id="referral-link" readOnly value={referralLink(s.code)} onFocus={(e) => e.currentTarget.select()} />
                <Button onClick={() => void copy(referralLink(s.code))} className="shrink-0">
                  <CopyIcon className="size-4" />
                  {m.aff_copy_link()}
                </Button>
              </div>
              <CodeForm key={s.code} code={s.code} />
            </div>
          </Card>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Stat
              className="col-span-2 lg:col-span-1"
              label={m.aff_code()}
              value={<span className="font-mono wrap-anywhere">{s.code}</span>}
            />
            <Stat label={m.aff_referred()} value={formatNumber(s.referred_count, locale)} />
            <Stat label={m.lv_aff_subscribers()} value={formatNumber(s.subscribers_count, locale)} />
            <Stat label={m.lv_aff_earned()} value={sum((t) => t.earned)} />
            <Stat label={m.lv_aff_payable_now()} value={sum((t) => t.payable_now)} />
            <Stat label={m.lv_aff_paid()} value={sum((t) => t.paid)} />
            <Stat label={m.lv_aff_next_payable()} value={next ? formatDate(next, locale, timeZone) : m.lv_aff_none()} />
          </dl>
          <ReferralsList rows={s.referrals} />
          <EarningsList rows={s.recent_earnings} />
        </div>
      ) : null}
    </>
  );
}
