/** What was booked or bought: shown when confirmed, after a payment, and on the manage page. */
import { links } from '@kairos/api/shared/links';
import { m } from '@kairos/i18n';
import { whenText } from './dates';
import { getLocale } from './locale';
import type { Booking, BookOutput, Page } from './types';
import { money, Section } from './ui';

export const manageUrl = links.bookingManage;

export function BookingSummary({ booking }: { booking: Booking }) {
  // Under its section's heading ("Your booking", "Booking confirmed"): no label of its own to repeat it.
  return (
    <div className="flex flex-col gap-1" data-testid="booking-summary">
      <p className="text-lg font-medium">{booking.item_name}</p>
      {booking.start_at && <p>{whenText(booking.start_at, booking.timezone, getLocale())}</p>}
      {booking.paid && booking.amount_due > 0 && (
        <p>{m.bk_amount_due({ amount: money(booking.amount_due, booking.currency) })}</p>
      )}
      {booking.voucher_code && <p className="font-mono">{m.bk_voucher_code({ code: booking.voucher_code })}</p>}
      {booking.status === 'cancelled' && <p className="text-red-700">{m.bk_booking_cancelled()}</p>}
    </div>
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
