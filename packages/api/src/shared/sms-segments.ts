/** The GSM 03.38 basic set (one septet each) and its extension table (two septets each). */
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
 * SPEC 9 "SMS length 160 characters (70 Cyrillic); emoji may use 2-3 or more credits": 160 GSM-7
 * septets (extension characters take two), or 70 UTF-16 code units once any character needs UCS-2
 * (an emoji is two or more units); longer texts go in parts of 153 / 67. Shared by the server
 * (credits/cost.ts) and the forms' counters.
 */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const single = septets <= 160;
    return {
      encoding: 'GSM-7',
      units: septets,
      per_segment: single ? 160 : 153,
      segments: single ? 1 : Math.ceil(septets / 153),
    };
  }
  const units = text.length;
  const single = units <= 70;
  return { encoding: 'UCS-2', units, per_segment: single ? 70 : 67, segments: single ? 1 : Math.ceil(units / 67) };
}
