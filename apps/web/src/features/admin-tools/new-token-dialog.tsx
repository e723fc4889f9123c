import { m } from '@kairos/i18n';
import { Alert, Button, CopyIcon, Dialog, Input, TextField } from '@kairos/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverChecked, useCopy } from '../../lib/admin-parts';
import { FormError } from '../../lib/form-error';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';

/**
 * Issue an API token: the owner's email and a name; then the token itself, shown this once with a copy
 * button and a warning. Closing the dialog forgets it (the server keeps only its hash).
 */
export function NewTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const copy = useCopy();
  const [issued, setIssued] = useState<string | null>(null);
  const create = useMutation(trpc.adminTools.tokensCreate.mutationOptions());
  const form = useForm({
    schema: serverChecked,
    initial: { email: '', name: '' },
    onSubmit: async (data) => {
      const res = await create.mutateAsync(data as { email: string; name: string });
      setIssued(res.token);
      await queryClient.invalidateQueries({ queryKey: trpc.adminTools.pathKey() });
    },
  });
  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    setIssued(null);
    form.reset();
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={issued ? m.admt_token_issued_title() : m.admt_token_new()}
      description={issued ? undefined : m.admt_token_new_hint()}
      closeLabel={m.admt_close()}
      tone={issued ? 'warning' : 'default'}
      footer={
        issued ? (
          <Button onClick={() => close(false)}>{m.admt_token_done()}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {m.admt_cancel()}
            </Button>
            <SubmitButton form="new-token-form" loading={form.submitting}>
              {m.admt_token_create()}
            </SubmitButton>
          </>
        )
      }
    >
      {issued ? (
        <div className="flex flex-col gap-4">
          <Alert tone="warning">{m.admt_token_once_warning()}</Alert>
          <label htmlFor="issued-token" className="text-sm font-medium text-gray-900">
            {m.admt_token()}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="issued-token"
              readOnly
              value={issued}
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" className="shrink-0" onClick={() => void copy(issued)}>
              <CopyIcon className="size-4" />
              {m.admt_copy()}
            </Button>
          </div>
        </div>
      ) : (
        <form id="new-token-form" noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
          <FormError message={form.formError} />
          <TextField label={m.admt_token_owner_email()} type="email" inputMode="email" {...form.field('email')} />
          <TextField label={m.admt_token_name()} hint={m.admt_token_name_hint()} {...form.field('name')} />
        </form>
      )}
    </Dialog>
  );
}
