import { m } from '@kairos/i18n';
import { Button, ConfirmDialog, Switch, TextField, useToast } from '@kairos/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorInfo } from '../../lib/errors';
import { dateIn } from '../../lib/format';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { trpc } from '../../lib/trpc';
import { FormDialog } from './form-dialog';
import { type AdminUser, userName } from './labels';
import { switchSession } from './switch-session';

type Open = 'password' | 'trial' | 'sms' | 'balance' | 'delete' | 'signIn' | null;

/** The admin's actions on one user (docs/product/admin.md): sign in as, password, trial end, credits, marketing, delete. */
export function UserActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const done = async <T,>(p: Promise<T>) => {
    const res = await p;
    await refresh();
    return res;
  };
  const setPassword = useMutation(trpc.admin.setPassword.mutationOptions());
  const setTrial = useMutation(trpc.admin.setTrial.mutationOptions());
  const adjustSms = useMutation(trpc.admin.adjustSms.mutationOptions());
  const adjustBalance = useMutation(trpc.admin.adjustBalance.mutationOptions());
  const setMarketing = useMutation(trpc.admin.setMarketing.mutationOptions());
  const remove = useMutation(trpc.admin.deleteUser.mutationOptions());
  const signInAs = useMutation(trpc.admin.signInAs.mutationOptions());
  const name = userName(user);
  const fail = (error: unknown) => toast({ title: errorInfo(error).message, tone: 'error' });
  const trialDay = user.trial_ends_at && user.business ? lastTrialDay(user.trial_ends_at, user.business.timezone) : '';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {!user.is_affiliate ? <Button onClick={() => setOpen('signIn')}>{m.adm_sign_in_as()}</Button> : null}
        <Button variant="secondary" onClick={() => setOpen('password')}>
          {m.adm_change_password()}
        </Button>
        {user.business ? (
          <>
            <Button variant="secondary" onClick={() => setOpen('trial')}>
              {m.adm_trial_end()}
            </Button>
            <Button variant="secondary" onClick={() => setOpen('sms')}>
              {m.adm_sms_adjust()}
            </Button>
            <Button variant="secondary" onClick={() => setOpen('balance')}>
              {m.adm_balance_adjust()}
            </Button>
          </>
        ) : null}
        <Button variant="danger" onClick={() => setOpen('delete')}>
          {m.adm_delete()}
        </Button>
      </div>
      <Switch
        id="admin-marketing"
        checked={user.marketing_available}
        label={m.adm_marketing()}
        description={m.adm_marketing_hint()}
        disabled={setMarketing.isPending}
        onChange={(on) =>
          setMarketing.mutateAsync({ id: user.id, marketing_available: on }).then((r) => {
            toast({ title: r.message });
            return refresh();
          }, fail)
        }
      />

      {open === 'password' ? (
        <FormDialog
          id="admin-password-form"
          title={m.adm_change_password()}
          description={name}
          initial={{ password: '', password_confirmation: '' }}
          submit={(v) =>
            done(
              setPassword.mutateAsync({
                id: user.id,
                password: v.password ?? '',
                password_confirmation: v.password_confirmation ?? '',
              }),
            )
          }
          onClose={close}
        >
          {(field) => <NewPasswordFields password={field('password')} confirmation={field('password_confirmation')} />}
        </FormDialog>
      ) : null}
      {open === 'trial' ? (
        <FormDialog
          id="admin-trial-form"
          title={m.adm_trial_end()}
          description={name}
          initial={{ trial_ends_at: trialDay }}
          submit={(v) => done(setTrial.mutateAsync({ id: user.id, trial_ends_at: v.trial_ends_at ?? '' }))}
          onClose={close}
        >
          {(field) => (
            <TextField type="date" label={m.adm_trial_end()} hint={m.adm_trial_end_hint()} {...field('trial_ends_at')} />
          )}
        </FormDialog>
      ) : null}
      {open === 'sms' || open === 'balance' ? (
        <FormDialog
          id="admin-credits-form"
          title={open === 'sms' ? m.adm_sms_adjust() : m.adm_balance_adjust()}
          description={`${name}: ${open === 'sms' ? user.sms_credits : user.email_credits}`}
          initial={{ amount: '' }}
          submit={(v) => {
            const input = { id: user.id, amount: (v.amount ?? '').trim() as unknown as number };
            return done(open === 'sms' ? adjustSms.mutateAsync(input) : adjustBalance.mutateAsync(input));
          }}
          onClose={close}
        >
          {(field) => (
            <TextField inputMode="numeric" label={m.adm_adjust_amount()} hint={m.adm_adjust_hint()} {...field('amount')} />
          )}
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(o) => !o && close()}
        title={m.adm_delete()}
        description={m.adm_delete_confirm({ name })}
        confirmLabel={m.adm_delete()}
        cancelLabel={m.adm_cancel()}
        closeLabel={m.adm_close()}
        tone="danger"
        onConfirm={() =>
          remove.mutateAsync({ id: user.id }).then(async (r) => {
            toast({ title: r.message });
            await refresh();
            navigate('/admin/users');
          }, fail)
        }
      />
      <ConfirmDialog
        open={open === 'signIn'}
        onOpenChange={(o) => !o && close()}
        title={m.adm_sign_in_as()}
        description={m.adm_sign_in_as_confirm({ name })}
        confirmLabel={m.adm_sign_in_as()}
        cancelLabel={m.adm_cancel()}
        closeLabel={m.adm_close()}
        tone="warning"
        onConfirm={() => signInAs.mutateAsync({ id: user.id }).then(() => switchSession('/dashboard'), fail)}
      />
    </div>
  );
}

/** The trial's last day in the business's zone, as YYYY-MM-DD (a stored end at midnight belongs to the day before). */
function lastTrialDay(iso: string, timeZone: string): string {
  return dateIn(timeZone, new Date(iso).getTime() - 1);
}
