import { packageServices, type packages, services } from '@kairos/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Detail } from '../../core/records';
import { scopeToBusiness } from '../../core/tenant';
import { salesOfPackage } from '../../sales/queries';
import { packageDetailOutput, toPackage } from './output';

/**
 * The package with its services (by name, one joined query) and its sales (one more). A
 * service deleted for good drops out of the packages it was in.
 */
export const packageDetail: Detail<typeof packages, typeof packageDetailOutput> = {
  output: packageDetailOutput,
  async load(ctx, row) {
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
      .innerJoin(
        services,
        and(eq(services.id, packageServices.service_id), eq(services.business_id, packageServices.business_id)),
      )
      .where(scopeToBusiness(packageServices, ctx.businessId, eq(packageServices.package_id, row.id)))
      .orderBy(asc(services.sort_key), asc(services.id));
    return {
      ...toPackage(row),
      services: lines.map(({ archived_at, ...l }) => ({ ...l, archived: archived_at !== null })),
      sales: await salesOfPackage(ctx, row.id),
    };
  },
};
