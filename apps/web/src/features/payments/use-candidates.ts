import { hasStarted, type LeftToPayRow, type PaymentStatus } from '@kairos/api/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** Something the client can pay for at checkout: one client's place in an appointment, or a sale. */
export interface Candidate {
  /** `a:<appointment>:<client>` or `s:<sale>`. */
  key: string;
  kind: 'appointment' | 'sale';
  appointment_id: string | null;
  client_id: string | null;
  sale_id: string | null;
  /** The service or class title, or the sale's items. */
  title: string;
  /** Local date in the business's zone, and the start (appointments) or time of sale. */
  date: string;
  at: string;
  due: number;
  paid: number;
  left: number;
  currency: string;
  status: PaymentStatus;
  /** The appointment's service (for "pay with package"); null when not known yet or none. */
  service_id: string | null;
  /** An appointment that has not started yet: not owed yet (not in left to pay), payable in advance. */
  upcoming: boolean;
}

export const appointmentKey = (appointmentId: string, clientId: string) => `a:${appointmentId}:${clientId}`;
export const saleKey = (saleId: string) => `s:${saleId}`;

type Row = LeftToPayRow;

/** A left-to-pay row (owed, or later today and payable in advance) as a checkout item. */
const fromRow = (r: Row, upcoming: boolean): Candidate | null => {
  // What every item shows and owes; the kind adds its key and what it points at.
  const common = {
    title: r.title,
    date: r.date,
    at: r.at,
    due: r.due,
    paid: r.paid,
    left: r.left_to_pay,
    currency: r.currency,
    status: r.status,
    service_id: null,
  };
  if (r.kind === 'appointment' && r.appointment_id && r.client) {
    const item = { kind: 'appointment', appointment_id: r.appointment_id, client_id: r.client.id, sale_id: null } as const;
    return { ...common, ...item, key: appointmentKey(r.appointment_id, r.client.id), upcoming };
  }
  if (r.kind === 'sale' && r.sale_id) {
    const item = { kind: 'sale', appointment_id: null, client_id: r.client?.id ?? null, sale_id: r.sale_id } as const;
    return { ...common, ...item, key: saleKey(r.sale_id), upcoming: false };
  }
  return null;
};

/**
 * What a client can pay for (docs/product/payments.md checkout groups "appointment left to pay" and "sale left to pay"): the
 * client's left to pay from the server (`payments.leftToPayClient`: the bookings and sales the one rule counts,
 * the same figure as the Left to pay page and the dashboard), their appointments later today (not owed yet, paid
 * at the desk in advance), and the appointment or sale the checkout was opened for (`?appointment_id=`,
 * `?sale_id=`). Each appointment client and sale appears once; ones with nothing left are left out, except the
 * one the checkout was opened for (its status then says why).
 */
export function useCandidates({
  clientId,
  appointmentId,
  saleId,
}: {
  clientId: string | null;
  appointmentId: string | null;
  saleId: string | null;
}) {
  const owed = useQuery({ ...trpc.payments.leftToPayClient.queryOptions({ client_id: clientId ?? '' }), enabled: !!clientId });
  const opened = useQuery({ ...trpc.appointments.get.queryOptions({ id: appointmentId ?? '' }), enabled: !!appointmentId });
  const openedSale = useQuery({ ...trpc.sales.get.queryOptions({ id: saleId ?? '' }), enabled: !!saleId });

  const list: Candidate[] = [];
  const seen = new Set<string>();
  const push = (c: Candidate | null) => {
    if (!c || seen.has(c.key)) return;
    seen.add(c.key);
    list.push(c);
  };

  // The appointment the checkout was opened for comes first, whatever its date or status.
  if (opened.data) {
    const a = opened.data;
    const who = clientId ?? a.clients[0]?.id;
    const client = a.clients.find((c) => c.id === who);
    if (client && a.type !== 'blocked')
      push({
        key: appointmentKey(a.id, client.id),
        kind: 'appointment',
        appointment_id: a.id,
        client_id: client.id,
        sale_id: null,
        title: a.title ?? '',
        date: a.date,
        at: a.start_at,
        due: client.left_to_pay + client.paid_amount,
        paid: client.paid_amount,
        left: client.left_to_pay,
        currency: a.currency,
        status: client.payment_status,
        service_id: a.service_id,
        upcoming: !hasStarted(Date.parse(a.start_at), Date.now()),
      });
  }
  const rows = owed.data;
  for (const r of rows?.owed ?? []) if (r.kind === 'appointment') push(fromRow(r, false));
  for (const r of rows?.upcoming ?? []) push(fromRow(r, true));
  if (openedSale.data) {
    const s = openedSale.data;
    push({
      key: saleKey(s.id),
      kind: 'sale',
      appointment_id: null,
      client_id: s.client?.id ?? null,
      sale_id: s.id,
      title: s.items,
      date: s.date,
      at: s.sold_at,
      due: s.total,
      paid: s.paid,
      left: s.left_to_pay,
      currency: s.currency,
      status: s.left_to_pay === 0 ? 'paid' : s.paid > 0 ? 'left_to_pay' : 'unpaid',
      service_id: null,
      upcoming: false,
    });
  }
  for (const r of rows?.owed ?? []) if (r.kind === 'sale') push(fromRow(r, false));

  // "Pay with package" needs each appointment's service: the left-to-pay rows do not carry it.
  const credits = useQuery({
    ...trpc.sales.packageCredits.queryOptions({ client_id: clientId ?? '', usable: true }),
    enabled: !!clientId,
  });
  const usable = (credits.data?.items ?? []).filter((c) => c.usable);
  const unknown = usable.length ? list.filter((c) => c.kind === 'appointment' && !c.service_id) : [];
  const services = useQueries({
    queries: unknown.map((c) => ({ ...trpc.appointments.get.queryOptions({ id: c.appointment_id ?? '' }), staleTime: 30_000 })),
  });
  unknown.forEach((c, i) => {
    c.service_id = services[i]?.data?.service_id ?? null;
  });
  const packageFor = (c: Candidate) =>
    c.kind === 'appointment' && c.service_id ? (usable.find((p) => p.service.id === c.service_id) ?? null) : null;

  const pending = !!clientId && owed.isPending;
  const error = owed.error ?? opened.error ?? openedSale.error ?? null;
  const retry = () => {
    for (const q of [owed, opened, openedSale]) void q.refetch();
  };
  return {
    list,
    /** The client's left to pay (the one rule's figure) with its parts; null until loaded or without a client. */
    owed: rows ? { total: rows.total, currency: rows.currency, appointments: rows.appointments, sales: rows.sales } : null,
    pending,
    error,
    retry,
    packageFor,
    /** The opened appointment's first client (when no client was named) and the opened sale's client. */
    openedClient: opened.data?.clients[0] ?? openedSale.data?.client ?? null,
    openedPending: (!!appointmentId && opened.isPending) || (!!saleId && openedSale.isPending),
  };
}
