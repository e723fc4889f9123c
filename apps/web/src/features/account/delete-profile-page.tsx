import { DELETE_CONFIRM_TEXT } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Alert, Button, Card, Dialog, TextField, useToast } from '@kairos/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { useLocale } from '../../lib/i18n';
import { logout } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { PageHeader } from '../shell/page-header';

/** /account-setup/customisation/delete-profile: what deleting does, then a typed confirmation in a dialog (SPEC 5). */
export function DeleteProfilePage() {
  const { locale } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation(trpc.account.deleteProfile.mutationOptions());
  const word = DELETE_CONFIRM_TEXT[locale];

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync({ confirm_text: text });
    } catch (e) {
      const info = errorInfo(e);
      setError(info.errors.confirm_text?.[0] ?? info.message);
      return;
    }
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
          if (!next) {
            setText('');
            setError(null);
          }
        }}
        tone="error"
        title={m.lv_delete_dialog_title()}
        description={m.lv_delete_dialog_text({ word })}
        closeLabel={m.lv_close()}
      >
        <form noValidate onSubmit={confirm} className="flex flex-col gap-4">
          <TextField
            id="delete-confirm"
            label={m.lv_delete_field()}
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={word}
            error={error ?? undefined}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {m.lv_cancel()}
            </Button>
            <Button type="submit" variant="danger" loading={remove.isPending}>
              {m.lv_delete_confirm()}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
