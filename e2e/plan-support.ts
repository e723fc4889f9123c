import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { api } from './support';

/**
 * Puts the owner's business on the Lite plan (trial over) straight in this run's database, then makes a
 * write so the server's short-lived session cache is emptied and the next read sees the plan.
 */
export async function moveToLite(page: Page, email: string): Promise<void> {
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by playwright.config.ts for this run
  const db = createClient({ url: process.env.E2E_DATABASE_URL ?? '' });
  await db.execute({
    sql: 'UPDATE subscriptions SET plan_name = ?, trial_ends_at = ? WHERE business_id = (SELECT business_id FROM users WHERE email = ?)',
    args: ['Lite', Date.now() - 86_400_000, email],
  });
  db.close();
  await api(page, 'POST', '/api/v1/clients', { first_name: 'Ірина', last_name: 'Бондар' });
}
