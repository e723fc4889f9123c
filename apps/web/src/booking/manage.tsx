/** The manage link's page: the booking, Cancel (with a confirmation) and Move (a new time from the same slots). */
import { m } from '@kairos/i18n';
import { useEffect, useRef, useState } from 'react';
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
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        question={m.bk_cancel_confirm()}
        no={m.bk_keep()}
        yes={m.bk_cancel_yes()}
        onYes={() => {
          setAsking(false);
          void run(() => api.cancel<Booking>(token));
        }}
      />
    </>
  );
}

/**
 * A yes/no question in the browser's own modal <dialog> (showModal: the rest of the page inert, focus moved in and
 * given back, Escape closes; no dialog library in the page's bundle).
 */
function ConfirmDialog(props: {
  open: boolean;
  onClose: () => void;
  question: string;
  no: string;
  yes: string;
  onYes: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { open, onClose } = props;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="bk-confirm-title"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-xl bg-white p-5 shadow-lg backdrop:bg-black/40"
    >
      <h2 id="bk-confirm-title" className="mb-4 text-base font-normal">
        {props.question}
      </h2>
      <div className="flex justify-end gap-2">
        <Button kind="plain" onClick={onClose}>
          {props.no}
        </Button>
        <Button onClick={props.onYes}>{props.yes}</Button>
      </div>
    </dialog>
  );
}
