import { formatMoney, isHttpUrl } from '@kairos/api/shared';
import { m } from '@kairos/i18n';
import { Badge, buttonClass, Card } from '@kairos/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../lib/appointments/appointment';
import { paymentLabel, recurringSummary } from '../../lib/appointments/labels';
import { type Clock, formatDay, formatTime } from '../../lib/appointments/time';
import { useLocale } from '../../lib/i18n';
import { formatDuration } from '../../lib/money';
import { OWES, STATUS_TONE, takePaymentPath } from '../../lib/payments/labels';
import { useWriteAccess } from '../../lib/records';
import { trpc } from '../../lib/trpc';
import { useUser } from '../../lib/viewer';
import { addressLine } from './address';
import { PartsLayout } from './parts-layout';
import { OnlineLine } from './view-online';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** When (date, times or all day, repeat rule) and where (location, video link). */
export function WhenWhereCard({ a, clock }: { a: Appointment; clock: Clock }) {
  const { locale } = useLocale();
  return (
    <Card title={m.wap_section_when()}>
      <dl className="divide-y divide-gray-100">
        <Row label={m.wap_date()} testId="appointment-date">
          {formatDay(a.start_at, clock)}
        </Row>
        <Row label={m.wap_time()} testId="appointment-time">
          {a.all_day
            ? m.wap_all_day()
            : `${formatTime(a.start_at, clock)} – ${formatTime(a.end_at, clock)} (${formatDuration(a.duration_minutes)})`}
        </Row>
        {a.recurring ? (
          <Row label={m.wap_repeat()} testId="appointment-recurring">
            {recurringSummary(a.recurring, locale)}
          </Row>
        ) : null}
        {a.location_type ? (
          <Row label={m.wap_location()}>
            <Place a={a} />
          </Row>
        ) : null}
        {a.video_meeting_url ? (
          <Row label={m.wap_video_link()} testId="appointment-video-link">
            {/* A link only for http(s): a stored javascript: or data: address is shown as text, never followed. */}
            {isHttpUrl(a.video_meeting_url) ? (
              <a
                href={a.video_meeting_url}
                target="_blank"
                rel="noreferrer noopener"
                className="font-medium wrap-anywhere text-brand-700 underline"
              >
                {a.video_meeting_url}
              </a>
            ) : (
              a.video_meeting_url
            )}
          </Row>
        ) : a.zoom_meeting === 'pending' ? (
          <Row label={m.wap_video_link()} testId="appointment-zoom-pending">
            {m.wzm_pending()}
          </Row>
        ) : null}
      </dl>
    </Card>
  );
}

function Place({ a }: { a: Appointment }) {
  const user = useUser();
  const first = a.clients[0]?.id ?? '';
  const client = useQuery({ ...trpc.clients.get.queryOptions({ id: first }), enabled: a.location_type === 'client' && !!first });
  if (a.location_type === 'mine') {
    const place = user.locations.find((l) => l.id === a.location_id);
    return <>{place ? [place.title, addressLine(place)].filter(Boolean).join(' — ') : m.wap_location_mine()}</>;
  }
  const address = client.data ? addressLine(client.data) || addressLine(client.data.locations[0] ?? {}) : '';
  return <>{address ? m.wap_location_client_at({ address }) : m.wap_location_client()}</>;
}

/** What: the service or class, its parts with times, price and the payment status (docs/product/appointments.md labels). */
export function WhatCard({ a, clock }: { a: Appointment; clock: Clock }) {
  const { locale } = useLocale();
  const blocked = a.type === 'blocked';
  const showParts = !a.all_day && (a.parts.length > 1 || a.parts.some((p) => p.type === 'free'));
  const gross = a.price * a.quantity;
  const due = gross - a.discounted_amount;
  const money = (n: number) => formatMoney(n, a.currency, locale);
  return (
    <Card title={m.wap_section_what()}>
      {showParts ? (
        <div className="mb-3">
          <p className="mb-2 text-sm font-medium text-gray-800">{m.wap_parts_label()}</p>
          <PartsLayout parts={a.parts} start={{ at: a.start_at }} clock={clock} colour={a.colour} />
          {a.parts.some((p) => p.type === 'free') ? (
            <p className="mt-2 text-xs text-gray-500">{m.wap_parts_free_note()}</p>
          ) : null}
        </div>
      ) : null}
      {blocked ? (
        <p className="text-sm text-gray-600">{m.wap_blocked_view_hint()}</p>
      ) : (
        <dl className="divide-y divide-gray-100">
          <Row label={m.wap_price()} testId="appointment-price">
            {a.quantity > 1 ? m.wap_price_times({ price: money(a.price), quantity: a.quantity }) : money(a.price)}
          </Row>
          {a.discounted_amount > 0 ? <Row label={m.wap_discount()}>− {money(a.discounted_amount)}</Row> : null}
          <Row label={m.wap_total_label()}>{money(due)}</Row>
          <Row label={m.wap_payment()} testId="appointment-payment">
            <PaymentStatusRow a={a} />
          </Row>
          {a.online ? (
            <Row label={m.ob_online_badge()}>
              <OnlineLine online={a.online} />
            </Row>
          ) : null}
        </dl>
      )}
      {a.notes ? (
        <div className="mt-3 border-t border-gray-100 pt-3">
          <p className="text-sm text-gray-500">{m.wap_notes()}</p>
          <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-gray-900">{a.notes}</p>
        </div>
      ) : null}
    </Card>
  );
}

/** docs/product/appointments.md label from the ledger ("Left to pay £12.00", "Paid with voucher") and "Take payment" while something is owed. */
function PaymentStatusRow({ a }: { a: Appointment }) {
  const { locale } = useLocale();
  const access = useWriteAccess();
  const left = formatMoney(a.left_to_pay, a.currency, locale);
  // A class session is paid client by client (each client's paid amount is in the clients card).
  const client = a.type === 'appointment' ? a.clients[0] : undefined;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={STATUS_TONE[a.payment_status]}>{paymentLabel(a.payment_status, left)}</Badge>
      {client && OWES.has(a.payment_status) && !access.blocked ? (
        <Link to={takePaymentPath(a.id, client.id)} className={buttonClass('primary', 'sm')}>
          {m.wi_take_payment()}
        </Link>
      ) : null}
    </span>
  );
}
