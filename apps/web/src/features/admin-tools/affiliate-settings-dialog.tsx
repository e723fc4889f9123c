import { m } from '@kairos/i18n';
import { Button, Dialog, useToast } from '@kairos/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverChecked } from '../../lib/admin-parts';
import { FormError } from '../../lib/form-error';
import { SubmitButton } from '../../lib/submit-button';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { AffiliateSettingsFields, settingsInput, settingsValues } from './affiliate-settings-fields';

type Affiliate = RouterOutputs['adminTools']['affiliatesList']['items'][number];

/** Edit one affiliate's settings (PUT /admin/affiliate/{id}). Mounted per affiliate, so it starts from their values. */
export function AffiliateSettingsDialog({ affiliate, onClose }: { affiliate: Affiliate; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.adminTools.affiliatesUpdate.mutationOptions());
  const form = useForm({
    schema: serverChecked,
    initial: settingsValues(affiliate),
    toInput: (v) => ({ id: affiliate.id, ...settingsInput(v) }),
    onSubmit: async (data) => {
      await update.mutateAsync(data as Parameters<typeof update.mutateAsync>[0]);
      toast({ title: m.admt_aff_saved() });
      await queryClient.invalidateQueries({ queryKey: trpc.adminTools.affiliatesList.pathKey() });
      onClose();
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m.admt_aff_settings_of({ name: `${affiliate.first_name} ${affiliate.last_name}` })}
      description={m.admt_aff_settings_hint()}
      closeLabel={m.admt_close()}
      className="max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.admt_cancel()}
          </Button>
          <SubmitButton form="affiliate-settings-form" loading={form.submitting}>
            {m.admt_save()}
          </SubmitButton>
        </>
      }
    >
      <form id="affiliate-settings-form" noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        <AffiliateSettingsFields field={form.field} />
      </form>
    </Dialog>
  );
}
