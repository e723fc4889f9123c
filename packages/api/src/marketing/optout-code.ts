import { type Db, marketingSettings } from '@kairos/db';
import { eq, sql } from 'drizzle-orm';

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => CODE_CHARS[b % CODE_CHARS.length]).join('');
}

/**
 * The business's SMS opt-out code (created on first use): "Reply OPTOUT <code> to stop". Race-free: the
 * insert does nothing when the business has a row already (another request made it) or the code is taken
 * (unique index; another code is drawn), and the stored row is what is answered.
 */
export async function optoutCodeOf(db: Db, businessId: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await db
      .select({ code: marketingSettings.optout_code })
      .from(marketingSettings)
      .where(eq(marketingSettings.business_id, businessId))
      .limit(1);
    if (row) return row.code;
    await db.insert(marketingSettings).values({ business_id: businessId, optout_code: randomCode() }).onConflictDoNothing();
  }
  throw new Error(`Could not create an opt-out code for ${businessId}`);
}

/** The business an opt-out code belongs to (case-insensitive), or null. */
export async function businessByOptoutCode(db: Db, code: string): Promise<string | null> {
  const wanted = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{4,12}$/.test(wanted)) return null;
  const [row] = await db
    .select({ id: marketingSettings.business_id })
    .from(marketingSettings)
    .where(sql`${marketingSettings.optout_code} = ${wanted}`)
    .limit(1);
  return row?.id ?? null;
}
