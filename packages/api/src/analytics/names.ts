import { classes, locations, services } from '@kairos/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { BusinessScope } from '../core/scope';

const TABLES = {
  service: { table: services, name: services.name },
  class: { table: classes, name: classes.name },
  location: { table: locations, name: locations.title },
} as const;

/** Names of the business's services, classes or locations by id (one query; nothing to ask, nothing asked). */
export async function namesOf(scope: BusinessScope, kind: keyof typeof TABLES, ids: (string | null)[]) {
  const want = [...new Set(ids.filter((x): x is string => !!x))];
  if (want.length === 0) return new Map<string, string>();
  const { table, name } = TABLES[kind];
  const rows = await scope.db
    .select({ id: table.id, name })
    .from(table)
    .where(and(eq(table.business_id, scope.businessId), inArray(table.id, want)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
