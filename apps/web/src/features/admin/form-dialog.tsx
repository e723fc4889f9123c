import { m } from '@kairos/i18n';
import { Button, Dialog, useToast } from '@kairos/ui';
import type { ReactNode } from 'react';
import { serverChecked } from '../../lib/admin-parts';
import { FormError } from '../../lib/form-error';
import { SubmitButton } from '../../lib/submit-button';
import { useForm } from '../../lib/use-form';

type Values = Record<string, string>;
type Field = ReturnType<ReturnType<typeof useForm<Values, unknown>>['field']>;

/**
 * One admin action as a small form in a dialog: the server checks it (its translated field messages show
 * under the fields), a toast says it is done, and the dialog closes.
 */
export function FormDialog({
  id,
  title,
  description,
  initial,
  submit,
  onClose,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  initial: Values;
  submit: (values: Values) => Promise<{ message: string }>;
  onClose: () => void;
  children: (field: (name: string) => Field) => ReactNode;
}) {
  const toast = useToast();
  const form = useForm({
    schema: serverChecked,
    initial,
    onSubmit: async (values) => {
      const res = await submit(values as Values);
      toast({ title: res.message });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      closeLabel={m.adm_close()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.adm_cancel()}
          </Button>
          <SubmitButton form={id} loading={form.submitting}>
            {m.adm_save()}
          </SubmitButton>
        </>
      }
    >
      <form id={id} noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-5">
        <FormError message={form.formError} />
        {children(form.field as (name: string) => Field)}
      </form>
    </Dialog>
  );
}
