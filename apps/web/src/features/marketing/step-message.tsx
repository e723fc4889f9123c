import { MARKETING_PLACEHOLDERS, smsSegments, TEMPLATE_LIMITS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, ChoiceGroup, TextField } from '@kairos/ui';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { TextAreaField } from '../../lib/records/fields';
import { CHANNEL_LABEL, type Channel } from './labels';
import type { StepProps } from './wizard-state';

/** Step 1: the campaign's name (only the owner sees it) and its channel. */
export function NameStep({ draft, update, errors }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id="campaign-name"
        label={m.wmkt_field_name()}
        hint={m.wmkt_field_name_hint()}
        value={draft.name}
        maxLength={150}
        error={errors.name}
        onChange={(e) => update({ name: e.target.value })}
      />
      <ChoiceGroup<Channel>
        name="campaign-channel"
        legend={m.wmkt_field_channel()}
        value={draft.channel}
        onChange={(channel) => update({ channel })}
        options={(['sms', 'email'] as const).map((c) => ({ value: c, label: CHANNEL_LABEL[c]() }))}
      />
    </div>
  );
}

const PLACEHOLDER_LABEL: Record<(typeof MARKETING_PLACEHOLDERS)[number], () => string> = {
  client_name: () => m.wmkt_ph_client_name(),
  business: () => m.wmkt_ph_business(),
};

/** Step 2: subject (email) and text, placeholder buttons that insert at the cursor, and the SMS segment counter. */
export function MessageStep({ draft, update, errors }: StepProps) {
  const { locale } = useLocale();
  const insert = (name: string) => {
    const el = document.getElementById('campaign-text') as HTMLTextAreaElement | null;
    const token = `{${name}}`;
    const start = el?.selectionStart ?? draft.text.length;
    const end = el?.selectionEnd ?? draft.text.length;
    update({ text: draft.text.slice(0, start) + token + draft.text.slice(end) });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const sms = draft.channel === 'sms';
  const seg = smsSegments(draft.text);
  return (
    <div className="flex flex-col gap-5">
      {sms ? null : (
        <TextField
          id="campaign-subject"
          label={m.wmkt_field_subject()}
          value={draft.subject}
          maxLength={TEMPLATE_LIMITS.subject}
          error={errors.subject}
          onChange={(e) => update({ subject: e.target.value })}
        />
      )}
      <div className="flex flex-col gap-2">
        <TextAreaField
          id="campaign-text"
          label={m.wmkt_field_text()}
          rows={sms ? 5 : 10}
          value={draft.text}
          maxLength={sms ? TEMPLATE_LIMITS.sms : TEMPLATE_LIMITS.email}
          error={errors.text}
          hint={sms ? m.wmkt_sms_hint() : m.wmkt_email_hint()}
          onChange={(e) => update({ text: e.target.value })}
        />
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="float-left mr-1 text-sm text-gray-600">{m.wmkt_placeholders()}</legend>
          {MARKETING_PLACEHOLDERS.map((p) => (
            <Button key={p} type="button" size="sm" variant="secondary" onClick={() => insert(p)}>
              {PLACEHOLDER_LABEL[p]()} <code className="text-xs text-gray-500">{`{${p}}`}</code>
            </Button>
          ))}
        </fieldset>
        {sms ? (
          <p className="text-sm text-gray-600 tabular-nums" aria-live="polite" data-testid="sms-segments">
            {m.wmkt_segments({ count: seg.segments })}
            {' · '}
            {m.wmkt_segment_units({ units: formatNumber(seg.units, locale), per: formatNumber(seg.per_segment, locale) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
