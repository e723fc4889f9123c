import { clients, type Db } from '@kairos/db';
import { and, eq } from 'drizzle-orm';
import { businessByOptoutCode } from '../marketing/optout-code';
import { OPTOUT_KEYWORD } from '../shared/messaging';
import { normalisePhone } from '../shared/phone';

const OPTOUT = new RegExp(`^\\s*${OPTOUT_KEYWORD}\\s+(\\S+)\\s*$`, 'i');

/** The code in an "OPTOUT <code>" text (any case, any spaces), or null for any other text. */
export function optoutCodeIn(text: string): string | null {
  return OPTOUT.exec(text)?.[1] ?? null;
}

/**
 * An inbound SMS (docs/product/messages.md): "OPTOUT <code>" opts the sender out of that business's marketing: every client of
 * the business with that phone number (E.164, archived ones too) gets opt_out. Any other text, an unknown code or a number that
 * is no client of the business changes nothing. Returns how many clients were opted out.
 */
export async function handleInboundSms(db: Db, from: string, text: string): Promise<number> {
  const code = optoutCodeIn(text);
  const phone = normalisePhone(from);
  if (!code || !phone) return 0;
  const businessId = await businessByOptoutCode(db, code);
  if (!businessId) return 0;
  const changed = await db
    .update(clients)
    .set({ opt_out: true })
    .where(and(eq(clients.business_id, businessId), eq(clients.phone, phone)))
    .returning({ id: clients.id });
  return changed.length;
}
