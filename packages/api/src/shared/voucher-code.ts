/**
 * Gift voucher codes that are easy to read aloud and type: 8 characters from
 * an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, U/V), shown as
 * two groups of four ("K7MQ-X9PD"). Stored normalised (upper case, no dash);
 * what a person types is normalised the same way before it is looked up.
 * 25 symbols: 25^8 ≈ 1.5e11 codes.
 */
export const VOUCHER_CODE_ALPHABET = '346789ABCDEFGHJKMNPQRTWXY';
export const VOUCHER_CODE_LENGTH = 8;

/** A new random code (crypto, unbiased), normalised. */
export function newVoucherCode(): string {
  const alphabet = VOUCHER_CODE_ALPHABET;
  const out: string[] = [];
  const limit = 256 - (256 % alphabet.length);
  while (out.length < VOUCHER_CODE_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    for (const b of bytes) {
      if (b < limit && out.length < VOUCHER_CODE_LENGTH) out.push(alphabet[b % alphabet.length] as string);
    }
  }
  return out.join('');
}

/** What a person typed, as stored: upper case, spaces and dashes dropped, O read as 0 is not guessed. */
export function normaliseVoucherCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** For display: "K7MQX9PD" → "K7MQ-X9PD". */
export function formatVoucherCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}
