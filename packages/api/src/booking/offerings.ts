import { classes, type Db, giftVouchers, packageServices, packages, services } from '@kairos/db';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { type BusinessScope, todayOf } from '../core/scope';
import type { PageOutput } from '../shared/booking-schemas';

type Offered = Pick<PageOutput, 'services' | 'classes' | 'packages' | 'vouchers'>;

const business = sql.placeholder('business_id');

/** The page's four lists, each a prepared statement built once per database (every page view runs them). */
function buildQueries(db: Db) {
  return {
    services: db
      .select()
      .from(services)
      .where(and(eq(services.business_id, business), eq(services.online_booking, true), isNull(services.archived_at)))
      .orderBy(asc(services.sort_key), asc(services.id))
      .prepare(),
    classes: db
      .select()
      .from(classes)
      .where(and(eq(classes.business_id, business), eq(classes.online_booking, true), isNull(classes.archived_at)))
      .orderBy(asc(classes.sort_key), asc(classes.id))
      .prepare(),
    packages: db
      .select()
      .from(packages)
      .where(and(eq(packages.business_id, business), eq(packages.online_booking, true), isNull(packages.archived_at)))
      .orderBy(asc(packages.sort_key), asc(packages.id))
      .prepare(),
    vouchers: db
      .select()
      .from(giftVouchers)
      .where(
        and(
          eq(giftVouchers.business_id, business),
          eq(giftVouchers.online_sales, true),
          isNull(giftVouchers.archived_at),
          or(isNull(giftVouchers.expiry_date), gte(giftVouchers.expiry_date, sql.placeholder('today'))),
        ),
      )
      .orderBy(asc(giftVouchers.sort_key), asc(giftVouchers.id))
      .prepare(),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof buildQueries>>();
function queries(db: Db) {
  let q = prepared.get(db);
  if (!q) {
    q = buildQueries(db);
    prepared.set(db, q);
  }
  return q;
}

/**
 * What the page offers: services and classes switched on for online booking (not archived), and, only
 * with a payment provider (they are paid in full online), packages and gift vouchers for sale online
 * (not archived; vouchers not past their fixed last day). Without a provider no deposit is asked.
 */
export async function offerings(scope: BusinessScope, hasProvider: boolean): Promise<Offered> {
  const { db, businessId } = scope;
  const q = queries(db);
  const today = hasProvider ? todayOf(scope) : '';
  const [serviceRows, classRows, packageRows, voucherRows] = await Promise.all([
    q.services.all({ business_id: businessId }),
    q.classes.all({ business_id: businessId }),
    hasProvider ? q.packages.all({ business_id: businessId }) : [],
    hasProvider ? q.vouchers.all({ business_id: businessId, today }) : [],
  ]);
  const contents = packageRows.length
    ? await db
        .select({ package_id: packageServices.package_id, name: services.name, quantity: packageServices.quantity })
        .from(packageServices)
        .innerJoin(services, eq(services.id, packageServices.service_id))
        .where(
          and(
            eq(packageServices.business_id, businessId),
            inArray(
              packageServices.package_id,
              packageRows.map((p) => p.id),
            ),
          ),
        )
        .orderBy(asc(services.sort_key), asc(services.id))
    : [];
  return {
    services: serviceRows.map((s) => ({
      id: s.id,
      name: s.name,
      duration_minutes: s.duration_minutes,
      price: s.price,
      is_hourly_rate: s.is_hourly_rate,
      currency: s.currency,
      deposit: hasProvider ? s.deposit : 0,
      booking_question: s.booking_question,
      at_client_place: s.at_client_place,
    })),
    classes: classRows.map((c) => ({
      id: c.id,
      name: c.name,
      duration_minutes: c.duration_minutes,
      price: c.price,
      currency: c.currency,
    })),
    packages: packageRows.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      currency: p.currency,
      expiry_months: p.expiry_months,
      services: contents.filter((c) => c.package_id === p.id).map((c) => ({ name: c.name, quantity: c.quantity })),
    })),
    vouchers: voucherRows.map((v) => ({
      id: v.id,
      name: v.name,
      amount: v.amount,
      price: v.price,
      currency: v.currency,
      colour: v.colour,
      notes_title: v.notes_title,
      notes_description: v.notes_description,
    })),
  };
}
