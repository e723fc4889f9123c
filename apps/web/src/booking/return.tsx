/** Back from the payment provider (?booking=…&token=…): poll until confirmed, then move on to the manage page. */
import { links } from '@kairos/api/shared/links';
import { m } from '@kairos/i18n';
import { useEffect, useState } from 'react';
import { ApiError, type BookingApi } from './api';
import { BookingSummary, manageUrl } from './confirmation';
import { ManageView } from './manage';
import type { Booking, Page } from './types';
import { ErrorText, Section } from './ui';

const POLL_MS = 2000;
/** BOOKING.RETURN_REDIRECT_SECONDS (shared/booking-schemas.ts; not imported: it would bring zod; a test keeps them equal). */
export const RETURN_REDIRECT_SECONDS = 5;

export function ReturnView({ api, page, id, token }: { api: BookingApi; page: Page; id: string; token: string }) {
  const [booking, setBooking] = useState<Booking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [left, setLeft] = useState(RETURN_REDIRECT_SECONDS);
  const [moved, setMoved] = useState(false);
  const status = booking?.status;

  useEffect(() => {
    if (status && status !== 'held') return;
    let live = true;
    const poll = () =>
      api
        .status<Booking>(id, token)
        .then((b) => live && setBooking(b))
        .catch((e) => live && setError(e instanceof ApiError ? e.message : m.bk_error_network()));
    const timer = setTimeout(poll, booking ? POLL_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, id, token, status, booking]);

  useEffect(() => {
    if (status !== 'confirmed' || moved) return;
    if (left <= 0) {
      window.history.replaceState(null, '', manageUrl(page.business.slug, token));
      setMoved(true);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [status, left, moved, page.business.slug, token]);

  if (moved) return <ManageView api={api} page={page} token={token} initial={null} />;
  const title =
    status === 'confirmed'
      ? m.bk_payment_received()
      : status === 'expired'
        ? m.bk_hold_expired()
        : status === 'cancelled'
          ? m.bk_booking_cancelled()
          : m.bk_payment_waiting();
  return (
    <Section title={title}>
      {booking && <BookingSummary booking={booking} />}
      {status === 'confirmed' && <p aria-live="polite">{m.bk_redirect_in({ seconds: left })}</p>}
      {(status === 'expired' || status === 'cancelled') && (
        <a className="bk-ring bk-accent underline" href={links.bookingPage(page.business.slug)}>
          {m.bk_new_booking()}
        </a>
      )}
      <ErrorText message={error} />
    </Section>
  );
}
