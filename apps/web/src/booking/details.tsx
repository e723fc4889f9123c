/** The last step: the service's question, the address, the name, the terms; then pay or confirmed. */
import { m } from '@kairos/i18n';
import { type FormEvent, useState } from 'react';
import { goToProvider } from '../lib/go-to-provider';
import { ApiError, type BookingApi } from './api';
import { whenText } from './dates';
import { getLocale } from './locale';
import type { BookOutput, Kind, Page, Time, Visitor } from './types';
import { Button, ErrorText, Field, money, Section } from './ui';

interface Props {
  api: BookingApi;
  page: Page;
  kind: Kind;
  itemId: string;
  time: Time | null;
  visitor: Visitor;
  onDone: (r: BookOutput) => void;
  onSlotTaken: (message: string) => void;
}

export function Details({ api, page, kind, itemId, time, visitor, onDone, onSlotTaken }: Props) {
  const service = kind === 'appointment' ? page.services.find((s) => s.id === itemId) : undefined;
  const [v, setV] = useState({ answer: '', client_address: '', first_name: '', last_name: '', agreed: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const common = {
      first_name: visitor.needs_name ? v.first_name : undefined,
      last_name: visitor.needs_name ? v.last_name : undefined,
      agreed_terms: v.agreed,
      locale: getLocale(),
    };
    const body =
      kind === 'appointment'
        ? {
            kind,
            service_id: itemId,
            start_at: time?.start_at,
            answer: v.answer || undefined,
            client_address: service?.at_client_place ? v.client_address : undefined,
            ...common,
          }
        : kind === 'class'
          ? { kind, session_id: time?.key, ...common }
          : kind === 'package'
            ? { kind, package_id: itemId, ...common }
            : { kind, voucher_id: itemId, ...common };
    try {
      const result = await api.book<BookOutput>(body);
      if (result.payment) goToProvider(result.payment);
      else onDone(result);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'BOOKING_SLOT_TAKEN') return onSlotTaken(err.message);
      setError(err instanceof ApiError ? err.message : m.bk_error_network());
    } finally {
      setBusy(false);
    }
  };
  const required = (key: 'client_address' | 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <Field id={`bk-${key}`} label={label} autoComplete={autoComplete} required value={v[key]} onChange={set(key)} />
  );
  const deposit = service && service.deposit > 0 ? money(service.deposit, service.currency) : null;
  return (
    <Section title={m.bk_details_heading()}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        {service && (
          <p className="font-medium">
            {service.name} · {money(service.price, service.currency)}
          </p>
        )}
        {time && <p className="font-medium">{whenText(time.start_at, page.business.timezone, getLocale())}</p>}
        {service?.booking_question && (
          <Field id="bk-answer" label={service.booking_question} value={v.answer} onChange={set('answer')} />
        )}
        {service?.at_client_place && required('client_address', m.bk_client_address(), 'street-address')}
        {visitor.needs_name && (
          <div className="grid gap-3 sm:grid-cols-2">
            {required('first_name', m.bk_first_name(), 'given-name')}
            {required('last_name', m.bk_last_name(), 'family-name')}
          </div>
        )}
        {page.terms && (
          <div className="flex flex-col gap-2">
            <details className="rounded-lg bg-gray-50 p-3 text-sm">
              <summary className="bk-ring cursor-pointer font-medium">{m.bk_terms_heading()}</summary>
              <p className="mt-2 whitespace-pre-line">{page.terms}</p>
            </details>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="bk-ring h-5 w-5"
                checked={v.agreed}
                onChange={(e) => setV({ ...v, agreed: e.target.checked })}
              />
              {m.bk_terms_agree()}
            </label>
          </div>
        )}
        <ErrorText message={error} />
        <Button type="submit" disabled={busy}>
          {deposit ? m.bk_pay({ amount: deposit }) : m.bk_book()}
        </Button>
      </form>
    </Section>
  );
}
