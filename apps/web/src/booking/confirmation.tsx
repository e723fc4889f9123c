/** What was booked or bought: shown when confirmed, after a payment, and on the manage page. */
import { m } from '@kairos/i18n';
import { whenText } from './dates';
import { getLocale } from './locale';
import type { Booking, BookOutput, Page } from './types';
import { money, Section } from './ui';

export const manageUrl = (slug: string, token: string) =>
  `/online-booking/${encodeURIComponent(slug)}/manage/${encodeURIComponent(token)}`;

export function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <dl className="flex flex-col gap-1">
      <dt className="sr-only">{m.bk_manage_heading()}</dt>
      <dd className="text-lg font-medium">{booking.item_name}</dd>
      {booking.start_at && <dd>{whenText(booking.start_at, booking.timezone, getLocale())}</dd>}
      {booking.paid && booking.amount_due > 0 && (
        <dd>{m.bk_amount_due({ amount: money(booking.amount_due, booking.currency) })}</dd>
      )}
      {booking.voucher_code && <dd className="font-mono">{m.bk_voucher_code({ code: booking.voucher_code })}</dd>}
      {booking.status === 'cancelled' && <dd className="text-red-700">{m.bk_booking_cancelled()}</dd>}
    </dl>
  );
}

export function Confirmation({ page, result }: { page: Page; result: BookOutput }) {
  return (
    <Section title={m.bk_confirmed_heading()}>
      <BookingSummary booking={result.booking} />
      <p className="text-sm text-gray-600">{m.bk_email_note()}</p>
      <a className="bk-ring bk-accent font-medium underline" href={manageUrl(page.business.slug, result.manage_token)}>
        {m.bk_manage_link()}
      </a>
    </Section>
  );
}
