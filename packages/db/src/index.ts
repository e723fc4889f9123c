import type { Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';

export { migrate } from './migrate';
export * from './schema';
export { schema };

export type Db = LibSQLDatabase<typeof schema>;

export function createDb(client: Client): Db {
  return drizzle(client, { schema });
}
