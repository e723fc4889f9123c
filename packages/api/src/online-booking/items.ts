import { classes, type Db, giftVouchers, packages, services } from '@kairos/db';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { BookingSettingsInput } from '../shared/booking-schemas';

/** What the booking page can offer: each kind's table, its flag and the settings field listing the ids. */
export const OFFERABLE = [
  { field: 'service_ids', table: services, flag: 'online_booking' },
  { field: 'class_ids', table: classes, flag: 'online_booking' },
  { field: 'package_ids', table: packages, flag: 'online_booking' },
  { field: 'voucher_ids', table: giftVouchers, flag: 'online_sales' },
] as const;

export type OfferableField = (typeof OFFERABLE)[number]['field'];
type Table = (typeof OFFERABLE)[number]['table'];

export interface OfferableRow {
  id: string;
  name: string;
  on: boolean;
  deposit: number;
  currency: string;
}

/** The business's active items of one kind, in the list order, with whether each is offered. */
export async function activeItems(db: Db, businessId: string, kind: (typeof OFFERABLE)[number]): Promise<OfferableRow[]> {
  const t = kind.table as Table & typeof services;
  const flag = kind.flag === 'online_sales' ? giftVouchers.online_sales : t.online_booking;
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      on: flag,
      currency: t.currency,
      ...(kind.table === services ? { deposit: services.deposit } : {}),
    })
    .from(t)
    .where(and(eq(t.business_id, businessId), isNull(t.archived_at)))
    .orderBy(asc(t.sort_key), asc(t.name));
  return rows.map((r) => ({ ...r, on: Boolean(r.on), deposit: (r as { deposit?: number }).deposit ?? 0 }));
}

/** The statements that set each kind's flag to exactly the ids given (only this business's rows). */
export function flagWrites(db: Db, businessId: string, input: Pick<BookingSettingsInput, OfferableField>) {
  return OFFERABLE.flatMap((kind) => {
    const t = kind.table as Table & typeof services;
    const column = kind.flag;
    const ids = input[kind.field];
    const mine = eq(t.business_id, businessId);
    return [
      db
        .update(t)
        .set({ [column]: true })
        .where(and(mine, inArray(t.id, ids.length ? ids : ['']))),
      db
        .update(t)
        .set({ [column]: false })
        .where(ids.length ? and(mine, notInArray(t.id, ids)) : mine),
    ];
  });
}
