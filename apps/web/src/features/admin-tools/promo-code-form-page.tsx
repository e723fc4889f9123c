import { parseAmount } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { buttonClass, Card, SelectField, TextField, useToast } from '@kairos/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { serverChecked } from '../../lib/admin-parts';
import { FormActions } from '../../lib/form-actions';
import { FormError } from '../../lib/form-error';
import { numberOf } from '../../lib/number-text';
import { PageHeader } from '../../lib/page-header';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';

const count = (text: string) => numberOf(text) ?? null;

/** docs/product/admin.md "promo-codes (form)": a new code (codes are not edited; delete and create another). */
export function PromoCodeFormPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.adminTools.promoCodesCreate.mutationOptions());
  const form = useForm({
    schema: serverChecked,
    initial: {
      code: '',
      discount_type: 'percent',
      amount: '',
      currency: 'GBP',
      duration: 'on_going',
      duration_months: '',
      max_redemptions: '',
      expires_at: '',
    },
    toInput: (v) => {
      const fixed = v.discount_type === 'fixed';
      const amount = fixed ? parseAmount(v.amount, v.currency) : v.amount.trim() ? Number(v.amount) : null;
      return {
        code: v.code,
        discount_type: v.discount_type,
        amount: amount ?? (v.amount.trim() || undefined),
        currency: fixed ? v.currency : null,
        duration: v.duration,
        duration_months: v.duration === 'fixed_period' ? count(v.duration_months) : null,
        max_redemptions: count(v.max_redemptions),
        expires_at: v.expires_at || null,
      };
    },
    onSubmit: async (data) => {
      const created = await create.mutateAsync(data as Parameters<typeof create.mutateAsync>[0]);
      toast({ title: m.admt_promo_created({ code: created.code }) });
      await queryClient.invalidateQueries({ queryKey: trpc.adminTools.promoCodesList.pathKey() });
      await navigate('/admin/promo-codes');
    },
  });
  const fixed = form.values.discount_type === 'fixed';

  return (
    <>
      <PageHeader title={m.admt_promo_new()} description={m.admt_promo_form_hint()} />
      <form noValidate onSubmit={form.handleSubmit} className="flex max-w-2xl flex-col gap-6">
        <FormError message={form.formError} />
        <Card title={m.admt_promo_discount()}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={m.admt_promo_code()} hint={m.admt_promo_code_hint()} autoComplete="off" {...form.field('code')} />
            <SelectField label={m.admt_promo_type()} {...form.field('discount_type')}>
              <option value="percent">{m.admt_promo_type_percent()}</option>
              <option value="fixed">{m.admt_promo_type_fixed()}</option>
            </SelectField>
            <TextField
              label={fixed ? m.admt_promo_amount() : m.admt_promo_percent()}
              inputMode="decimal"
              {...form.field('amount')}
            />
            {fixed ? (
              <SelectField label={m.admt_currency()} {...form.field('currency')}>
                <option value="GBP">GBP £</option>
                <option value="UAH">UAH ₴</option>
              </SelectField>
            ) : null}
          </div>
        </Card>
        <Card title={m.admt_promo_limits()}>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField label={m.admt_promo_duration()} {...form.field('duration')}>
              <option value="on_going">{m.admt_duration_on_going()}</option>
              <option value="one_time">{m.admt_duration_one_time()}</option>
              <option value="fixed_period">{m.admt_duration_fixed_period()}</option>
            </SelectField>
            {form.values.duration === 'fixed_period' ? (
              <TextField label={m.admt_promo_months()} inputMode="numeric" {...form.field('duration_months')} />
            ) : null}
            <TextField
              label={m.admt_promo_max()}
              hint={m.admt_optional()}
              inputMode="numeric"
              {...form.field('max_redemptions')}
            />
            <TextField label={m.admt_promo_expires_on()} hint={m.admt_optional()} type="date" {...form.field('expires_at')} />
          </div>
        </Card>
        <FormActions>
          <Link to="/admin/promo-codes" className={buttonClass('secondary')}>
            {m.admt_cancel()}
          </Link>
          <SubmitButton loading={form.submitting}>{m.admt_save()}</SubmitButton>
        </FormActions>
      </form>
    </>
  );
}
