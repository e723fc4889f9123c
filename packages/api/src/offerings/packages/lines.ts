import { packageServices, services } from '@kairos/db';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { Lines } from '../../core/records';
import { scopeToBusiness } from '../../core/tenant';
import type { PackageInput } from '../../shared/offerings-schemas';

/** A package's service lines (`package_services`), written in the same batch as the package. */
export const serviceLines: Lines<PackageInput> = {
  /** Service ids from a request must be this business's services; another business's id reads as NOT_FOUND. */
  async check(ctx, input) {
    const ids = [...new Set(input.services.map((s) => s.service_id))];
    const found = await ctx.db
      .select({ id: services.id })
      .from(services)
      .where(scopeToBusiness(services, ctx.businessId, inArray(services.id, ids)));
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');
  },
  write: (ctx, packageId, input) =>
    input.services.map((s) =>
      ctx.db
        .insert(packageServices)
        .values({ package_id: packageId, service_id: s.service_id, quantity: s.quantity, business_id: ctx.businessId }),
    ),
  drop: (ctx, packageId) =>
    ctx.db
      .delete(packageServices)
      .where(scopeToBusiness(packageServices, ctx.businessId, eq(packageServices.package_id, packageId))),
};
