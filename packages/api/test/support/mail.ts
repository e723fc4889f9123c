import { outboxMessages } from '@kairos/db';
import { desc, eq } from 'drizzle-orm';
import type { Harness } from './harness';

/** Runs the queue, then every email sent to `to`, newest first. */
export async function emailsTo(h: Harness, to: string) {
  await h.drain();
  return h.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.created_at));
}

/** The first `http://localhost<path>…` link in a text. */
export const linkIn = (text: string, path: string) => {
  const match = new RegExp(`http://localhost${path}[^\\s]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return new URL(match[0]);
};
