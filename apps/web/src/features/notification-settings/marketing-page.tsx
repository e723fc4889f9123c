import { m } from '@kairos/i18n';
import { Alert, Card, TextField, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FeatureGate } from '../../lib/blocked-feature';
import { FormError } from '../../lib/form-error';
import { TextAreaField } from '../../lib/records';
import { SaveBar } from '../../lib/settings/settings-page';
import { queryClient, type RouterOutputs, trpc } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { Loading, NotifyLayout } from './layout';

type Marketing = RouterOutputs['notificationSettings']['getMarketing'];

/** /account-setup/notifications/marketing: sender, reply-to, footer and the SMS opt-out code. */
export function MarketingSettingsPage() {
  return (
    <NotifyLayout>
      <FeatureGate feature="marketing">
        <Loaded />
      </FeatureGate>
    </NotifyLayout>
  );
}

function Loaded() {
  const query = useQuery(trpc.notificationSettings.getMarketing.queryOptions());
  if (!query.data) {
    return <Loading />;
  }
  return <MarketingForm settings={query.data} />;
}

function MarketingForm({ settings }: { settings: Marketing }) {
  const toast = useToast();
  const update = useMutation(trpc.notificationSettings.updateMarketing.mutationOptions());
  const form = useFormCore({
    initial: {
      sender_name: settings.sender_name ?? '',
      reply_to: settings.reply_to ?? '',
      footer: settings.footer ?? '',
    },
  });
  const onValid = async (values: typeof form.values) => {
    const saved = await update.mutateAsync(values);
    queryClient.setQueryData(trpc.notificationSettings.getMarketing.queryKey(), saved);
    toast({ title: m.popup_success(), description: m.wns_saved() });
  };
  return (
    <form noValidate onSubmit={(event) => form.submit(event, onValid)} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      <Card title={m.wns_mkt_title()}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={m.wns_mkt_sender()} hint={m.wns_mkt_sender_hint()} maxLength={100} {...form.field('sender_name')} />
          <TextField label={m.wns_mkt_reply_to()} type="email" autoComplete="email" maxLength={255} {...form.field('reply_to')} />
          <div className="sm:col-span-2">
            <TextAreaField
              label={m.wns_mkt_footer()}
              hint={m.wns_mkt_footer_hint()}
              rows={3}
              maxLength={500}
              {...form.field('footer')}
            />
          </div>
        </div>
      </Card>
      <Card title={m.wns_mkt_optout()}>
        <p className="mb-3 font-mono text-lg font-semibold tracking-wider" data-testid="optout-code">
          OPTOUT {settings.optout_code}
        </p>
        <Alert tone="info">{m.wns_mkt_optout_hint({ code: settings.optout_code })}</Alert>
        <Link to="/marketing" className="mt-4 inline-block text-sm font-medium text-brand-700 underline">
          {m.wns_mkt_link()}
        </Link>
      </Card>
      <SaveBar submitting={form.submitting} />
    </form>
  );
}
