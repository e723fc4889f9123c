import type { Client } from '@libsql/client';
import { migrations } from './migrations.gen';

/** Applies every embedded migration not yet recorded, each in one batch (all or nothing). */
export async function migrate(client: Client): Promise<string[]> {
  await client.execute('CREATE TABLE IF NOT EXISTS __migrations (tag TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set((await client.execute('SELECT tag FROM __migrations')).rows.map((r) => String(r.tag)));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.tag)) continue;
    await client.batch(
      [...m.statements, { sql: 'INSERT INTO __migrations (tag, applied_at) VALUES (?, ?)', args: [m.tag, Date.now()] }],
      'write',
    );
    applied.push(m.tag);
  }
  return applied;
}
