import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
  dbCredentials: { url: 'file:./data/drizzle-kit.db' },
});
