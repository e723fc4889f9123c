import {
  type MessageChannel,
  NOTIFIED_TYPES,
  type NotifiedType,
  REMINDER_LEAD_OPTIONS,
  THANK_YOU_DELAY_OPTIONS,
} from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Card, SelectField, Switch, useToast } from '@kairos/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditsPanel } from '../../lib/credits/credits-panel';
import { FormError } from '../../lib/form-error';
import { SaveBar } from '../../lib/settings/settings-page';
import { queryClient, trpc } from '../../lib/trpc';
import { useFormCore } from '../../lib/use-form-core';
import { useUser } from '../../lib/viewer';
import { type ChannelSettings, type ChannelValues, inputOf, valuesOf } from './channel-values';
import { Loading, NotifyLayout } from './layout';
import { durationLabel, type Lang } from './sample';
import { TemplateEditor, type Tpl } from './template-editor';

export const SmsSettingsPage = () => <ChannelPage channel="sms" />;
export const EmailSettingsPage = () => <ChannelPage channel="email" />;

const procedures = (channel: MessageChannel) =>
  channel === 'sms'
    ? { get: trpc.notificationSettings.getSms, update: trpc.notificationSettings.updateSms }
    : { get: trpc.notificationSettings.getEmail, update: trpc.notificationSettings.updateEmail };

/** /account-setup/notifications/{sms,email}: per message type on/off, its timing and its texts; the channel's credits. */
function ChannelPage({ channel }: { channel: MessageChannel }) {
  const query = useQuery(procedures(channel).get.queryOptions());
  return (
    <NotifyLayout>
      <div className="flex flex-col gap-6">
        {query.data ? <ChannelForm key={channel} channel={channel} settings={query.data} /> : <Loading />}
        <CreditsPanel channel={channel} />
      </div>
    </NotifyLayout>
  );
}

const TITLE: Record<NotifiedType, [() => string, () => string]> = {
  booking: [() => m.wns_type_booking(), () => m.wns_type_booking_hint()],
  reminder: [() => m.wns_type_reminder(), () => m.wns_type_reminder_hint()],
  thank_you: [() => m.wns_type_thank_you(), () => m.wns_type_thank_you_hint()],
};

function ChannelForm({ channel, settings }: { channel: MessageChannel; settings: ChannelSettings }) {
  const toast = useToast();
  const business = useUser().business?.name ?? '';
  const update = useMutation(procedures(channel).update.mutationOptions());
  // The server checks; each of its field errors shows by its select or text (keys `templates.<type>.<lang>.text`).
  const form = useFormCore<ChannelValues>({ initial: valuesOf(settings), isShown: () => true });
  const { values, errors } = form;
  const set = (patch: Partial<ChannelValues>) => form.update(patch);
  const setText = (type: NotifiedType, lang: Lang, tpl: Tpl) => form.setValue(`texts.${type}.${lang}`, tpl);

  const onValid = async (v: ChannelValues) => {
    const saved = await update.mutateAsync(inputOf(v, settings, channel === 'sms'));
    queryClient.setQueryData(procedures(channel).get.queryKey(), saved);
    form.reset(valuesOf(saved));
    toast({ title: m.popup_success(), description: m.wns_saved() });
  };

  const timing = (type: NotifiedType) => {
    if (type === 'booking') return null;
    const reminder = type === 'reminder';
    const field = reminder ? 'reminder_lead_minutes' : 'thank_you_delay_minutes';
    const options: number[] = [...(reminder ? REMINDER_LEAD_OPTIONS : THANK_YOU_DELAY_OPTIONS)];
    if (!options.includes(values[field])) options.push(values[field]);
    return (
      <SelectField
        id={`${channel}-${field}`}
        label={reminder ? m.wns_lead() : m.wns_delay()}
        value={String(values[field])}
        error={errors[field]}
        fieldClassName="sm:max-w-xs"
        onChange={(e) => set({ [field]: Number(e.target.value) })}
      >
        {options
          .sort((a, b) => a - b)
          .map((n) => (
            <option key={n} value={n}>
              {durationLabel(n)}
            </option>
          ))}
      </SelectField>
    );
  };

  return (
    <form noValidate ref={form.formRef} onSubmit={(event) => form.submit(event, onValid)} className="flex flex-col gap-6">
      <FormError message={form.formError} />
      {NOTIFIED_TYPES.map((type) => {
        const flag = `${type}_enabled` as const;
        const [title, hint] = TITLE[type];
        return (
          <Card key={type} title={title()} description={hint()}>
            <div className="flex flex-col gap-5">
              <Switch
                id={`${channel}-${flag}`}
                checked={values[flag]}
                onChange={(on) => set({ [flag]: on })}
                label={m.wns_send()}
              />
              {timing(type)}
              <TemplateEditor
                id={`${channel}-${type}`}
                channel={channel}
                value={values.texts[type]}
                defaults={settings.defaults[type]}
                business={business}
                errors={errors}
                errorPrefix={`templates.${type}`}
                onChange={(lang, tpl) => setText(type, lang, tpl)}
              />
            </div>
          </Card>
        );
      })}
      <SaveBar submitting={form.submitting} />
    </form>
  );
}
