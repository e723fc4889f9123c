import { updatePasswordInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../lib/form-error';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { PageHeader } from '../../lib/page-header';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { useUser } from '../../lib/viewer';
import { OwnTimeZoneCard } from './own-time-zone-card';

const empty = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password (owners at /account-setup/customisation/password, affiliates at /affiliate/password, admins at
 * /admin/password, where an admin also picks the zone the admin screens show times in).
 */
export function PasswordPage() {
  const user = useUser();
  const toast = useToast();
  const update = useMutation(trpc.account.updatePassword.mutationOptions());
  const form = useForm({
    schema: updatePasswordInput,
    initial: empty,
    onSubmit: async (data) => {
      const result = await update.mutateAsync(data);
      form.reset();
      toast({ title: m.popup_success(), description: result.message });
    },
  });

  return (
    <>
      <PageHeader title={m.nav_password()} description={m.password_subtitle()} />
      <Card>
        <form noValidate onSubmit={form.handleSubmit} className="flex max-w-md flex-col gap-5">
          <FormError message={form.formError} />
          <TextField
            label={m.label_current_password()}
            type="password"
            autoComplete="current-password"
            {...form.field('current_password')}
          />
          <NewPasswordFields
            label={m.label_new_password()}
            password={form.field('password')}
            confirmation={form.field('password_confirmation')}
          />
          <div>
            <SubmitButton loading={form.submitting} className="w-full sm:w-auto">
              {m.password_submit()}
            </SubmitButton>
          </div>
        </form>
      </Card>
      {user.is_admin && !user.business ? <OwnTimeZoneCard /> : null}
    </>
  );
}
