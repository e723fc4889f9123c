/**
 * The waitlist on the booking page (docs/product/booking.md "Waitlist"): join for a full class session or a day
 * without free time (optional window of start times, the channel for the offer), and an offer's one-tap page
 * (`?waitlist=<token>`, the link the client was sent).
 */
import { m } from '@kairos/i18n';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, type BookingApi } from './api';
import { Confirmation } from './confirmation';
import { dayLabel, whenText } from './dates';
import { getLocale } from './locale';
import type { BookOutput, Page, Visitor } from './types';
import { Button, Choice, ErrorText, Field, Section } from './ui';

/** What the visitor waits for: a class session, or a service's day. */
export type WaitTarget =
  | { kind: 'class'; session_id: string; start_at: string }
  | { kind: 'day'; service_id: string; date: string };

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export function WaitlistJoin(props: { api: BookingApi; page: Page; visitor: Visitor; target: WaitTarget; onCancel: () => void }) {
  const { target, visitor } = props;
  const locale = getLocale();
  const [channel, setChannel] = useState<'email' | 'sms'>(visitor.channel);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [names, setNames] = useState({ first_name: '', last_name: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState(false);
  const title =
    target.kind === 'day'
      ? m.bk_wl_day_title({ day: dayLabel(target.date, locale).full })
      : m.bk_wl_session_title({ when: whenText(target.start_at, props.page.business.timezone, locale) });
  if (joined) {
    return (
      <Section title={title}>
        <p role="status" data-testid="waitlist-joined">
          {m.bk_wl_joined()}
        </p>
      </Section>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.api.joinWaitlist({
        ...(target.kind === 'class'
          ? { kind: 'class', session_id: target.session_id }
          : {
              kind: 'day',
              service_id: target.service_id,
              date: target.date,
              ...(from ? { window_from: from } : {}),
              ...(to ? { window_to: to } : {}),
            }),
        channel,
        locale,
        ...(visitor.needs_name ? names : {}),
      });
      setJoined(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.bk_error_network());
    } finally {
      setBusy(false);
    }
  };
  const select = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => set(e.target.value)}
        className="bk-ring rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base"
      >
        <option value="">{m.bk_wl_any()}</option>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Section title={title}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <p className="text-sm text-gray-600">{m.bk_wl_intro()}</p>
        {target.kind === 'day' && (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-gray-700">{m.bk_wl_window()}</legend>
            <div className="flex gap-3">
              {select('bk-wl-from', m.bk_wl_from(), from, setFrom)}
              {select('bk-wl-to', m.bk_wl_to(), to, setTo)}
            </div>
          </fieldset>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-gray-700">{m.bk_wl_channel()}</legend>
          <div className="grid grid-cols-2 gap-2">
            <Choice selected={channel === 'email'} onClick={() => setChannel('email')}>
              {m.bk_wl_email()}
            </Choice>
            <Choice selected={channel === 'sms'} onClick={() => setChannel('sms')}>
              {m.bk_wl_sms()}
            </Choice>
          </div>
        </fieldset>
        {visitor.needs_name && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              id="bk-wl-first"
              label={m.bk_first_name()}
              autoComplete="given-name"
              required
              value={names.first_name}
              onChange={(e) => setNames({ ...names, first_name: e.target.value })}
            />
            <Field
              id="bk-wl-last"
              label={m.bk_last_name()}
              autoComplete="family-name"
              required
              value={names.last_name}
              onChange={(e) => setNames({ ...names, last_name: e.target.value })}
            />
          </div>
        )}
        <ErrorText message={error} />
        <Button type="submit" disabled={busy}>
          {m.bk_wl_join()}
        </Button>
        <Button kind="plain" onClick={props.onCancel}>
          {m.bk_back()}
        </Button>
      </form>
    </Section>
  );
}

interface Offer {
  state: 'open' | 'claimed' | 'taken' | 'gone' | 'expired';
  kind: 'class' | 'day';
  item_name: string;
  start_at: string;
  expires_at: string;
  timezone: string;
}

/** The offer link's page: the place and one button that books it. */
export function OfferView({ api, page, token }: { api: BookingApi; page: Page; token: string }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BookOutput | null>(null);
  const [agreed, setAgreed] = useState(false);
  const locale = getLocale();
  useEffect(() => {
    api
      .waitlistOffer<Offer>(token)
      .then(setOffer)
      .catch((e) => setError(e instanceof ApiError ? e.message : m.bk_error_network()));
  }, [api, token]);
  if (result) return <Confirmation page={page} result={result} />;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await api.confirmOffer<BookOutput>(token, { agreed_terms: agreed }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : m.bk_error_network());
      if (e instanceof ApiError && e.code === 'WAITLIST_PLACE_GONE' && offer) setOffer({ ...offer, state: 'gone' });
    } finally {
      setBusy(false);
    }
  };
  const time = (iso: string) => whenText(iso, offer?.timezone ?? page.business.timezone, locale);
  const state =
    offer?.state === 'gone'
      ? m.bk_wl_offer_gone()
      : offer?.state === 'expired'
        ? m.bk_wl_offer_expired()
        : offer?.state === 'taken'
          ? m.bk_wl_offer_taken()
          : null;
  return (
    <Section title={m.bk_wl_offer_title()}>
      {offer === null && !error && <p aria-live="polite">{m.bk_loading()}</p>}
      {offer && (
        <div className="flex flex-col gap-1" data-testid="waitlist-offer">
          <p className="text-lg font-medium">{offer.item_name}</p>
          <p>{whenText(offer.start_at, offer.timezone, locale)}</p>
          {offer.state === 'open' && (
            <p className="text-sm text-gray-600">{m.bk_wl_offer_until({ time: time(offer.expires_at) })}</p>
          )}
        </div>
      )}
      {state && <p role="status">{state}</p>}
      <ErrorText message={state ? null : error} />
      {page.terms && offer?.state === 'open' && (
        <label className="flex items-center gap-2">
          <input type="checkbox" className="bk-ring h-5 w-5" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          {m.bk_terms_agree()}
        </label>
      )}
      {offer && (offer.state === 'open' || offer.state === 'taken') && (
        <Button onClick={() => void confirm()} disabled={busy || (!!page.terms && !agreed && offer.state === 'open')}>
          {m.bk_wl_offer_book()}
        </Button>
      )}
    </Section>
  );
}
