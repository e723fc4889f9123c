import { bookingCodes, type Db } from '@kairos/db';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { BOOKING } from '../../shared/booking-schemas';
import type { Channel } from './address';

const enc = new TextEncoder();

/** HMAC-SHA256 with the server secret, hex. */
export const hmacHex = (secret: string, message: string): string =>
  encodeHexLowerCase(hmac(SHA256, enc.encode(secret), enc.encode(message)));

/** 6 digits from the platform's CSPRNG, uniform (rejection sampling, no modulo bias). */
export function randomCode(): string {
  const max = 10 ** BOOKING.CODE_DIGITS;
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0] as number;
    if (n < limit) return String(n % max).padStart(BOOKING.CODE_DIGITS, '0');
  }
}

/** Only this keyed hash of a code is stored: a database copy without the secret reveals no code. */
export const codeHash = (secret: string, businessId: string, address: string, code: string) =>
  hmacHex(secret, `${businessId}:${address}:${code}`);

export interface CodeKey {
  businessId: string;
  channel: Channel;
  address: string;
}

/** Stores a new code (hash only); answers its id and rowid (the order codes were made in). */
export async function storeCode(db: Db, key: CodeKey, hash: string, now: Date) {
  const [row] = await db
    .insert(bookingCodes)
    .values({
      business_id: key.businessId,
      channel: key.channel,
      address: key.address,
      code_hash: hash,
      expires_at: new Date(now.getTime() + BOOKING.CODE_TTL_MINUTES * 60_000),
      created_at: now,
    })
    .returning({ id: bookingCodes.id, seq: sql<number>`rowid` });
  return row as { id: string; seq: number };
}

const sameAddress = (key: CodeKey) =>
  and(eq(bookingCodes.business_id, key.businessId), eq(bookingCodes.channel, key.channel), eq(bookingCodes.address, key.address));

/** A new code voids every older live one for the address (they can no longer be used). */
export async function voidOlder(db: Db, key: CodeKey, seq: number, now: Date): Promise<void> {
  await db
    .update(bookingCodes)
    .set({ expires_at: now })
    .where(
      and(
        sameAddress(key),
        sql`rowid < ${seq}`,
        isNull(bookingCodes.consumed_at),
        sql`${bookingCodes.expires_at} > ${now.getTime()}`,
      ),
    );
}

export const forgetCode = (db: Db, id: string) => db.delete(bookingCodes).where(eq(bookingCodes.id, id));

/** The newest code sent to the address (live or not): older ones were voided by it. */
export async function newestCode(db: Db, key: CodeKey) {
  const [row] = await db.select().from(bookingCodes).where(sameAddress(key)).orderBy(sql`rowid DESC`).limit(1);
  return row ?? null;
}

/**
 * Claims one try of a live code before it is compared: one guarded statement, so however many
 * guesses arrive together, at most CODE_MAX_TRIES are ever compared. Answers the tries used, or
 * null when the code is used up, expired or already consumed.
 */
export async function claimTry(db: Db, id: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(bookingCodes)
    .set({ attempts: sql`${bookingCodes.attempts} + 1` })
    .where(
      and(
        eq(bookingCodes.id, id),
        sql`${bookingCodes.attempts} < ${BOOKING.CODE_MAX_TRIES}`,
        isNull(bookingCodes.consumed_at),
        sql`${bookingCodes.expires_at} > ${now.getTime()}`,
      ),
    )
    .returning({ attempts: bookingCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the right code used: only one request can (a second use of the same code is refused). */
export async function consume(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bookingCodes)
    .set({ consumed_at: now })
    .where(and(eq(bookingCodes.id, id), isNull(bookingCodes.consumed_at)))
    .returning({ id: bookingCodes.id });
  return rows.length === 1;
}
