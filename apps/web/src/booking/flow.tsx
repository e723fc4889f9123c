/** The booking flow (docs/product/booking.md): type → verify → item → date and time → details → pay or confirmed. */
import { m } from '@kairos/i18n';
import { useCallback, useState } from 'react';
import type { BookingApi } from './api';
import { ItemStep, TypeStep } from './choose';
import { Confirmation } from './confirmation';
import { Details } from './details';
import { TimePicker } from './times';
import type { BookOutput, Kind, Page, Time, Visitor } from './types';
import { Button, ErrorText } from './ui';
import { VerifyStep } from './verify';
import { WaitlistJoin, type WaitTarget } from './waitlist';

type Step = 'type' | 'verify' | 'item' | 'time' | 'details' | 'waitlist' | 'done';

export function Flow({ api, page }: { api: BookingApi; page: Page }) {
  const [step, setStep] = useState<Step>('type');
  const [kind, setKind] = useState<Kind | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [time, setTime] = useState<Time | null>(null);
  const [visitor, setVisitor] = useState<Visitor | null>(page.visitor);
  const [result, setResult] = useState<BookOutput | null>(null);
  const [reload, setReload] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [waitFor, setWaitFor] = useState<WaitTarget | null>(null);
  const onWaitlist = useCallback(
    (t: { session?: Time; date: string }) => {
      if (!itemId) return;
      setWaitFor(
        t.session
          ? { kind: 'class', session_id: t.session.key, start_at: t.session.start_at }
          : { kind: 'day', service_id: itemId, date: t.date },
      );
      setStep('waitlist');
    },
    [itemId],
  );
  const timed = kind === 'appointment' || kind === 'class';

  const back = (to: Step) => (
    <Button kind="plain" className="self-start" onClick={() => setStep(to)}>
      {m.bk_back()}
    </Button>
  );
  if (step === 'done' && result) return <Confirmation page={page} result={result} />;
  return (
    <>
      {visitor && step !== 'type' && step !== 'verify' && (
        <p className="text-sm text-gray-600">
          {m.bk_verified_as({ address: visitor.address_masked })}{' '}
          <button
            type="button"
            className="bk-ring bk-accent underline"
            onClick={() =>
              void api.forget().finally(() => {
                setVisitor(null);
                setStep('verify');
              })
            }
          >
            {m.bk_not_you()}
          </button>
        </p>
      )}
      {step === 'type' && (
        <TypeStep page={page} kind={kind} onChoose={setKind} onNext={() => setStep(visitor ? 'item' : 'verify')} />
      )}
      {step === 'verify' && (
        <>
          <VerifyStep
            api={api}
            page={page}
            onVerified={(v) => {
              setVisitor(v);
              setStep('item');
            }}
          />
          {back('type')}
        </>
      )}
      {step === 'item' && kind && (
        <>
          <ItemStep
            page={page}
            kind={kind}
            itemId={itemId}
            onChoose={(id) => {
              setItemId(id);
              setTime(null);
            }}
            onNext={() => setStep(timed ? 'time' : 'details')}
          />
          {back('type')}
        </>
      )}
      {step === 'time' && kind && itemId && (
        <>
          <ErrorText message={notice} />
          <TimePicker
            key={reload}
            api={api}
            page={page}
            kind={kind}
            itemId={itemId}
            picked={time}
            onPick={(t) => {
              setTime(t);
              setNotice(null);
              setStep('details');
            }}
            onWaitlist={page.waitlist && visitor ? onWaitlist : undefined}
          />
          {back('item')}
        </>
      )}
      {step === 'waitlist' && waitFor && visitor && (
        <WaitlistJoin api={api} page={page} visitor={visitor} target={waitFor} onCancel={() => setStep('time')} />
      )}
      {step === 'details' && kind && itemId && visitor && (
        <>
          <Details
            api={api}
            page={page}
            kind={kind}
            itemId={itemId}
            time={time}
            visitor={visitor}
            onDone={(r) => {
              setResult(r);
              setStep('done');
            }}
            onSlotTaken={(message) => {
              setNotice(message);
              setTime(null);
              setReload((n) => n + 1);
              setStep('time');
            }}
          />
          {back(timed ? 'time' : 'item')}
        </>
      )}
    </>
  );
}
