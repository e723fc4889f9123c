import { packageServices, services } from '@kairos/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { BusinessScope } from '../../core/scope';
import { scopeToBusiness } from '../../core/tenant';
import type { PackageInput } from '../../shared/offerings-schemas';
import { type PackageDetail, toPackage } from './output';
import { packagesCrud } from './procedures';

/** The package row's values from the form: currency from the business, a sort key for the list. */
export function packageValues(ctx: BusinessScope, input: PackageInput) {
  return {
    name: input.name,
    price: input.price,
    currency: ctx.business.currency,
    expiry_months: input.expiry_months,
    notes: input.notes,
    online_booking: input.online_booking,
    sort_key: input.name.toLocaleLowerCase('uk'),
  };
}

/** Service ids from a request must be this business's services; another business's id reads as NOT_FOUND. */
export async function checkServices(ctx: BusinessScope, input: PackageInput): Promise<void> {
  const ids = [...new Set(input.services.map((s) => s.service_id))];
  const found = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(scopeToBusiness(services, ctx.businessId, inArray(services.id, ids)));
  if (found.length !== ids.length) throw new AppError('NOT_FOUND');
}

/** Inserts for the package's service lines (after `checkServices`). */
export function serviceLines(ctx: BusinessScope, packageId: string, input: PackageInput) {
  return input.services.map((s) =>
    ctx.db
      .insert(packageServices)
      .values({ package_id: packageId, service_id: s.service_id, quantity: s.quantity, business_id: ctx.businessId }),
  );
}

export function dropServiceLines(ctx: BusinessScope, packageId: string) {
  return ctx.db
    .delete(packageServices)
    .where(scopeToBusiness(packageServices, ctx.businessId, eq(packageServices.package_id, packageId)));
}

/**
 * The package with its services (by name) and its sales. A service deleted
 * for good drops out of the packages it was in.
 */
export async function packageDetail(ctx: BusinessScope, id: string): Promise<PackageDetail> {
  const row = await packagesCrud.find(ctx, ctx.businessId, id);
  const lines = await ctx.db
    .select({
      service_id: packageServices.service_id,
      quantity: packageServices.quantity,
      name: services.name,
      duration_minutes: services.duration_minutes,
      price: services.price,
      currency: services.currency,
      archived_at: services.archived_at,
    })
    .from(packageServices)
    .innerJoin(services, and(eq(services.id, packageServices.service_id), eq(services.business_id, packageServices.business_id)))
    .where(scopeToBusiness(packageServices, ctx.businessId, eq(packageServices.package_id, row.id)))
    .orderBy(asc(services.sort_key), asc(services.id));
  return {
    ...toPackage(row),
    services: lines.map(({ archived_at, ...l }) => ({ ...l, archived: archived_at !== null })),
    // Sales of packages arrive with the sales issue; until then a package has none.
    sales: [],
  };
}
