/** The GSM 03.38 basic set (one septet each) and its extension table (two septets each: ESC + the character). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Parts the text is sent in: one credit each. */
  segments: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) used. */
  units: number;
  /** What one part holds at this length: 160/70 alone, 153/67 once split. */
  per_segment: number;
}

/**
 * Typographic characters that have a plain GSM-7 twin, as gateways' "smart encoding" does: a curly apostrophe in
 * "Amelia’s Salon" would otherwise turn every SMS into UCS-2 (70 characters a part, twice the credits). Applied to
 * what is counted and to what is sent (mail/client-messages.ts), so the count is what the client gets.
 */
const SMART: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
};
const SMART_RE = new RegExp(`[${Object.keys(SMART).join('')}]`, 'g');

/** The text as an SMS carries it: typographic quotes, dashes, ellipsis and no-break spaces as their GSM-7 twins. */
export function smsText(text: string): string {
  return text.replace(SMART_RE, (c) => SMART[c] ?? c);
}

const LIMITS = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

/** Each character's cost in the encoding: septets (1, or 2 for the extension table) or UTF-16 units (2 for astral). */
function costs(text: string): { encoding: SmsSegments['encoding']; units: number[] } {
  const chars = Array.from(text);
  const gsm: number[] = [];
  for (const ch of chars) {
    if (GSM_BASIC.includes(ch)) gsm.push(1);
    else if (GSM_EXTENDED.includes(ch)) gsm.push(2);
    else return { encoding: 'UCS-2', units: chars.map((c) => c.length) };
  }
  return { encoding: 'GSM-7', units: gsm };
}

/**
 * docs/product/messages.md "SMS length 160 characters (70 Cyrillic); emoji may use 2-3 or more credits": 160 GSM-7 septets
 * (extension characters such as € [ ] take two), or 70 UTF-16 code units once any character needs UCS-2 (an emoji
 * is two units, a ZWJ family several code points of two units each and a joiner of one). Longer texts go in parts
 * of 153 / 67 (the rest is the concatenation header), and, as phones do, a part never splits an escape pair or a
 * surrogate pair: a character that does not fit starts the next part, so a part may hold one unit less.
 * Counted on `smsText(text)`. Shared by the server (credits/cost.ts) and the forms' counters. Why not the npm `sms-segments-calculator`:
 * docs/DECISIONS.md "Client messages".
 */
export function smsSegments(text: string): SmsSegments {
  const { encoding, units } = costs(smsText(text));
  const total = units.reduce((a, u) => a + u, 0);
  const { single, part } = LIMITS[encoding];
  if (total <= single) return { encoding, units: total, per_segment: single, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > part) {
      segments += 1;
      used = 0;
    }
    used += u;
  }
  return { encoding, units: total, per_segment: part, segments };
}
