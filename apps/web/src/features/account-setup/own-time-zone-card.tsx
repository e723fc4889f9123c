import { updateProfileInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../lib/form-error';
import { SubmitButton } from '../../lib/submit-button';
import { TimeZoneField } from '../../lib/time-zone-field';
import { setViewer, trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { useUser } from '../../lib/viewer';

/** An admin's own time zone (an admin has no business): every time on the admin screens is shown in it. */
export function OwnTimeZoneCard() {
  const user = useUser();
  const toast = useToast();
  const update = useMutation(trpc.account.updateProfile.mutationOptions());
  const form = useForm({
    schema: updateProfileInput,
    initial: { first_name: user.first_name, last_name: user.last_name, locale: user.locale as string, timezone: user.timezone },
    onSubmit: async (data) => {
      setViewer(await update.mutateAsync(data));
      toast({ title: m.popup_success(), description: m.auth_profile_updated() });
    },
  });
  return (
    <Card title={m.label_timezone()} description={m.acc_own_zone_hint()}>
      <form noValidate onSubmit={form.handleSubmit} className="flex max-w-md flex-col gap-5" data-testid="own-time-zone">
        <FormError message={form.formError} />
        <TimeZoneField label={m.label_timezone()} {...form.field('timezone')} />
        <div>
          <SubmitButton loading={form.submitting} className="w-full sm:w-auto">
            {m.web_save()}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
