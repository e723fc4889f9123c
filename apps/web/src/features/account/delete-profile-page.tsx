import { DELETE_CONFIRM_TEXT } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, Card, Dialog, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../lib/form-error';
import { useLocale } from '../../lib/i18n';
import { PageHeader } from '../../lib/page-header';
import { logout } from '../../lib/session';
import { SubmitButton } from '../../lib/submit-button';
import { trpc } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';

/** /account-setup/customisation/delete-profile: what deleting does, then a typed confirmation in a dialog (docs/product/account.md). */
export function DeleteProfilePage() {
  const { locale } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.account.deleteProfile.mutationOptions());
  const form = useFormCore({ initial: { confirm_text: '' } });
  const word = DELETE_CONFIRM_TEXT[locale];

  const confirm = async (input: typeof form.values) => {
    await remove.mutateAsync(input);
    setOpen(false);
    await logout();
    toast({ title: m.lv_deleted_toast(), tone: 'success' });
    navigate('/login', { replace: true });
  };

  return (
    <>
      <PageHeader title={m.lv_delete_title()} description={m.lv_delete_subtitle()} />
      <Card title={m.lv_delete_what_title()}>
        <div className="flex max-w-2xl flex-col gap-4 text-sm text-gray-700">
          <ul className="list-disc space-y-2 pl-5">
            <li>{m.lv_delete_what_1()}</li>
            <li>{m.lv_delete_what_2()}</li>
            <li>{m.lv_delete_what_3()}</li>
            <li>{m.lv_delete_what_4()}</li>
          </ul>
          <Alert tone="info">{m.lv_delete_lapse_note()}</Alert>
          <p>
            {m.lv_delete_export_hint()}{' '}
            <Link className="font-medium text-brand-700 underline" to="/account-setup/helpful-tools/export-information">
              {m.lv_delete_export_link()}
            </Link>
          </p>
          <div>
            <Button variant="danger" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
              {m.lv_delete_button()}
            </Button>
          </div>
        </div>
      </Card>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
        tone="error"
        title={m.lv_delete_dialog_title()}
        description={m.lv_delete_dialog_text({ word })}
        closeLabel={m.lv_close()}
      >
        <form noValidate ref={form.formRef} onSubmit={(event) => form.submit(event, confirm)} className="flex flex-col gap-4">
          <FormError message={form.formError} />
          <TextField
            label={m.lv_delete_field()}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={word}
            {...form.field('confirm_text')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {m.lv_cancel()}
            </Button>
            <SubmitButton variant="danger" loading={form.submitting}>
              {m.lv_delete_confirm()}
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </>
  );
}
