import { type MessageChannel, PLACEHOLDERS, type Placeholder, TEMPLATE_LIMITS } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Button, cn, errorText, Field, TabList, TextField } from '@kairos/ui';
import { useRef, useState } from 'react';
import { currentLocale } from '../../lib/i18n';
import { useTimeZone } from '../../lib/viewer';
import { fillPreview, LANGS, type Lang, sampleValues } from './sample';
import { SegmentCounter } from './segment-counter';

export interface Tpl {
  subject: string;
  text: string;
}

const PH_LABEL: Record<Placeholder, () => string> = {
  client_name: () => m.wns_ph_client_name(),
  full_name: () => m.wns_ph_full_name(),
  business: () => m.wns_ph_business(),
  date: () => m.wns_ph_date(),
  time: () => m.wns_ph_time(),
  service: () => m.wns_ph_service(),
  location: () => m.wns_ph_location(),
  cancel_link: () => m.wns_ph_cancel_link(),
  video_link: () => m.wzm_ph_video_link(),
};
const LANG_LABEL: Record<Lang, () => string> = { uk: () => m.wns_lang_uk(), en: () => m.wns_lang_en() };

interface Props {
  id: string;
  channel: MessageChannel;
  value: Record<Lang, Tpl>;
  defaults: Record<Lang, { subject: string | null; text: string }>;
  business: string;
  errors: Record<string, string[]>;
  /** e.g. `templates.reminder`: the server's error keys are `<prefix>.<lang>.<field>`. */
  errorPrefix: string;
  onChange: (lang: Lang, tpl: Tpl) => void;
}

/** One message type's text per language: language tabs, placeholder buttons, live preview and the SMS counter. */
export function TemplateEditor({ id, channel, value, defaults, business, errors, errorPrefix, onChange }: Props) {
  const [lang, setLang] = useState<Lang>(currentLocale());
  const timeZone = useTimeZone();
  const area = useRef<HTMLTextAreaElement>(null);
  const tpl = value[lang];
  const def = defaults[lang];
  const textId = `${id}-${lang}-text`;
  const err = (field: 'subject' | 'text') => errors[`${errorPrefix}.${lang}.${field}`];
  const sample = sampleValues(lang, business, channel, timeZone);
  const preview = fillPreview(tpl.text || def.text, sample);
  const isDefault = tpl.text === def.text && (channel === 'sms' || tpl.subject === (def.subject ?? ''));

  const insert = (p: Placeholder) => {
    const el = area.current;
    const token = `{${p}}`;
    const start = el?.selectionStart ?? tpl.text.length;
    const end = el?.selectionEnd ?? tpl.text.length;
    onChange(lang, { ...tpl, text: tpl.text.slice(0, start) + token + tpl.text.slice(end) });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <TabList
        tabs={LANGS}
        value={lang}
        onChange={setLang}
        label={(l) => LANG_LABEL[l]()}
        ariaLabel={m.wns_languages()}
        tabId={(l) => `${id}-tab-${l}`}
        panelId={`${id}-panel`}
        className="inline-flex w-fit"
        tabClassName={(l) =>
          cn('px-3', (errors[`${errorPrefix}.${l}.text`] || errors[`${errorPrefix}.${l}.subject`]) && 'text-red-700')
        }
      />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${lang}`} className="flex flex-col gap-4">
        {channel === 'email' ? (
          <TextField
            id={`${id}-${lang}-subject`}
            label={m.wns_subject()}
            value={tpl.subject}
            maxLength={TEMPLATE_LIMITS.subject}
            error={err('subject')}
            onChange={(e) => onChange(lang, { ...tpl, subject: e.target.value })}
          />
        ) : null}
        <Field id={textId} label={m.wns_text()} error={err('text')}>
          <textarea
            id={textId}
            ref={area}
            lang={lang}
            rows={channel === 'sms' ? 4 : 8}
            maxLength={TEMPLATE_LIMITS[channel]}
            value={tpl.text}
            aria-invalid={errorText(err('text')) ? true : undefined}
            onChange={(e) => onChange(lang, { ...tpl, text: e.target.value })}
            className={cn(
              'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs focus:outline-2 focus:outline-brand-500',
              errorText(err('text')) ? 'border-red-400' : 'border-gray-300 hover:border-gray-400',
            )}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-gray-500">{m.wns_placeholders()}:</span>
          {PLACEHOLDERS.map((p) => (
            <Button key={p} type="button" size="sm" variant="secondary" onClick={() => insert(p)} title={`{${p}}`}>
              {PH_LABEL[p]()}
            </Button>
          ))}
        </div>
        <div className="rounded-lg border border-gray-200 bg-gray-50 p-3">
          <p className="mb-1 text-xs font-medium text-gray-500">{m.wns_preview()}</p>
          {channel === 'email' ? (
            <p className="mb-1 text-sm font-semibold wrap-anywhere">{fillPreview(tpl.subject || def.subject || '', sample)}</p>
          ) : null}
          <p className="text-sm whitespace-pre-line wrap-anywhere" lang={lang} data-testid={`${id}-preview`}>
            {preview}
          </p>
          {channel === 'sms' ? (
            <div className="mt-2">
              <SegmentCounter text={preview} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={isDefault}
            onClick={() => onChange(lang, { subject: def.subject ?? '', text: def.text })}
          >
            {m.wns_reset()}
          </Button>
          {isDefault ? <span className="text-xs text-gray-500">{m.wns_default_in_use()}</span> : null}
        </div>
      </div>
    </div>
  );
}
