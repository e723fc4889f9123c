/** The manage link's page: the booking, Cancel (with a confirmation) and Move (a new time from the same slots). */
import { m } from '@kairos/i18n';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { ApiError, type BookingApi } from './api';
import { BookingSummary } from './confirmation';
import { TimePicker } from './times';
import type { Booking, Manage, Page, Time } from './types';
import { Button, ErrorText, Section } from './ui';

export function ManageView(props: { api: BookingApi; page: Page; token: string; initial: Manage | null }) {
  const { api, page, token } = props;
  const [data, setData] = useState<Manage | null>(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);

  /** Cancel and move answer the booking as it now is. */
  const run = async (work: () => Promise<Booking>, done?: string) => {
    setError(null);
    try {
      const booking = await work();
      setData((d) => (d ? { ...d, booking } : d));
      setNotice(done ?? null);
      setMoving(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : m.bk_error_network());
    }
  };
  const loaded = data !== null;
  useEffect(() => {
    if (loaded) return;
    api
      .manage<Manage>(token)
      .then(setData)
      .catch((e) => setError(e instanceof ApiError ? e.message : m.bk_error_network()));
  }, [api, token, loaded]);

  if (!data) return error ? <ErrorText message={error} /> : <p aria-live="polite">{m.bk_loading()}</p>;
  const b = data.booking;
  const active = b.status === 'confirmed' || b.status === 'held';
  const move = (t: Time) =>
    run(() => api.move<Booking>(token, data.class_id ? { session_id: t.key } : { start_at: t.start_at }), m.bk_moved());
  return (
    <>
      <Section title={m.bk_manage_heading()}>
        <BookingSummary booking={b} />
        <p aria-live="polite" className="text-sm text-green-700 empty:hidden">
          {notice ?? ''}
        </p>
        <ErrorText message={error} />
        {active && !b.changeable && <p className="text-sm text-gray-600">{m.bk_not_changeable()}</p>}
        {active && b.changeable && (
          <div className="flex flex-wrap gap-2">
            {(data.service_id || data.class_id) && (
              <Button kind="plain" aria-expanded={moving} onClick={() => setMoving(!moving)}>
                {m.bk_move()}
              </Button>
            )}
            <Button kind="plain" onClick={() => setAsking(true)}>
              {m.bk_cancel()}
            </Button>
          </div>
        )}
      </Section>
      {moving && (data.service_id || data.class_id) && (
        <TimePicker
          api={api}
          page={page}
          kind={data.class_id ? 'class' : 'appointment'}
          itemId={(data.class_id ?? data.service_id) as string}
          picked={null}
          onPick={(t) => void move(t)}
          title={m.bk_move_heading()}
        />
      )}
      <Dialog.Root open={asking} onOpenChange={setAsking}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-lg"
          >
            <Dialog.Title className="mb-4 text-base font-normal">{m.bk_cancel_confirm()}</Dialog.Title>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button kind="plain">{m.bk_keep()}</Button>
              </Dialog.Close>
              <Button
                onClick={() => {
                  setAsking(false);
                  void run(() => api.cancel<Booking>(token));
                }}
              >
                {m.bk_cancel_yes()}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
