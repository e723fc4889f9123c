import { clientFormInput } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, Dialog, TextField, useToast } from '@kairos/ui';
import { useEffect, useMemo } from 'react';
import { FormError } from '../form-error';
import { refreshLists } from '../records';
import { SubmitButton } from '../submit-button';
import { trpcClient } from '../trpc';
import { useForm } from '../use-form';
import { useReturnFocus } from '../use-return-focus';
import { useUser } from '../viewer';
import type { PickedClient } from './client';
import { valuesFromSearch } from './new-client-values';

/**
 * "New client" from the appointment form: the owner books someone who is not
 * a client yet without leaving the form. The client is saved with the same
 * schema and call as the clients form, then added to the booking.
 */
export function NewClientDialog({
  open,
  onOpenChange,
  search,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was typed in the search box when the dialog was opened. */
  search: string;
  onCreated: (client: PickedClient) => void;
}) {
  const change = useReturnFocus(open, onOpenChange);
  const toast = useToast();
  const region = useUser().business?.region;
  const schema = useMemo(() => clientFormInput(region), [region]);
  const form = useForm({
    schema,
    initial: valuesFromSearch(search),
    onSubmit: async (data) => {
      const client = await trpcClient.clients.create.mutate(data);
      void refreshLists('clients');
      toast({ title: m.popup_success(), description: m.client_created_toast(), tone: 'success' });
      onCreated({ id: client.id, first_name: client.first_name, last_name: client.last_name });
      change(false);
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the search each time the dialog opens
  useEffect(() => {
    if (open) form.reset(valuesFromSearch(search));
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={m.wap_new_client()}
      description={m.wap_new_client_hint()}
      closeLabel={m.web_close()}
    >
      <form
        noValidate
        // The dialog sits in a portal but React still bubbles its submit to the appointment form.
        onSubmit={(event) => {
          event.stopPropagation();
          void form.handleSubmit(event);
        }}
        className="flex flex-col gap-4"
      >
        <FormError message={form.formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.label_first_name()} autoComplete="off" required {...form.field('first_name')} />
          <TextField label={m.label_last_name()} autoComplete="off" required {...form.field('last_name')} />
        </div>
        <TextField label={m.client_label_phone()} type="tel" autoComplete="off" {...form.field('phone')} />
        <TextField label={m.client_label_email()} type="email" autoComplete="off" {...form.field('email')} />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)} className="w-full sm:w-auto">
            {m.records_cancel()}
          </Button>
          <SubmitButton loading={form.submitting} className="w-full sm:w-auto">
            {m.wap_new_client_save()}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
