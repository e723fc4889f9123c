/** Verify by a 6-digit code sent by email or SMS (docs/product/booking.md); the server keeps the verified visitor in a cookie. */
import { m } from '@kairos/i18n';
import { type FormEvent, useState } from 'react';
import { ApiError, type BookingApi } from './api';
import { getLocale } from './locale';
import type { CheckCodeOutput, Page, SendCodeOutput, Visitor } from './types';
import { Button, Choice, ErrorText, Field, Section } from './ui';

type Channel = 'email' | 'sms';

export function VerifyStep({ api, onVerified }: { api: BookingApi; page: Page; onVerified: (v: Visitor) => void }) {
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');
  const [sent, setSent] = useState<SendCodeOutput | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : m.bk_error_network());
    } finally {
      setBusy(false);
    }
  };
  const send = () => run(async () => setSent(await api.sendCode<SendCodeOutput>({ channel, address, locale: getLocale() })));
  const submitAddress = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => onVerified((await api.checkCode<CheckCodeOutput>({ channel, address, code })).visitor));
  };

  return (
    <Section title={m.bk_verify_heading()}>
      {!sent ? (
        <form noValidate onSubmit={submitAddress} className="flex flex-col gap-3">
          <div className="grid grid-cols-2 gap-2">
            {(['email', 'sms'] as const).map((c) => (
              <Choice key={c} selected={channel === c} onClick={() => setChannel(c)}>
                {c === 'email' ? m.bk_channel_email() : m.bk_channel_sms()}
              </Choice>
            ))}
          </div>
          <Field
            id="bk-address"
            label={channel === 'email' ? m.bk_address_email() : m.bk_address_phone()}
            type={channel === 'email' ? 'email' : 'tel'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            required
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
          <ErrorText message={error} />
          <Button type="submit" disabled={busy}>
            {m.bk_send_code()}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={submitCode} className="flex flex-col gap-3">
          <p className="text-sm text-gray-700" aria-live="polite">
            {m.bk_code_sent({ address: sent.address_masked, minutes: Math.round(sent.expires_in_seconds / 60) })}
          </p>
          <Field
            id="bk-code"
            label={m.bk_code_label()}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <ErrorText message={error} />
          <Button type="submit" disabled={busy || code.length !== 6}>
            {m.bk_check_code()}
          </Button>
          <div className="flex flex-wrap gap-3 text-sm">
            <button type="button" className="bk-ring bk-accent underline" disabled={busy} onClick={() => void send()}>
              {m.bk_resend()}
            </button>
            <button
              type="button"
              className="bk-ring bk-accent underline"
              onClick={() => {
                setSent(null);
                setCode('');
                setError(null);
              }}
            >
              {m.bk_not_you()}
            </button>
          </div>
        </form>
      )}
    </Section>
  );
}
