import type { Channel } from './ledger';

/** The GSM 03.38 basic set (one septet each) and its extension table (two septets each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/**
 * Credits a message costs. SPEC: "SMS length 160 characters (70 Cyrillic);
 * emoji may use 2-3 or more credits": 160 GSM characters, or 70 UTF-16 units
 * once any character needs Unicode (an emoji is two units); longer SMS go in
 * parts of 153 / 67, one credit each. An email is one credit.
 */
export function creditsFor(channel: Channel, text: string): number {
  if (channel === 'email') return 1;
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
  if (gsm) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  const units = text.length; // UTF-16 code units: an emoji is two
  return units <= 70 ? 1 : Math.ceil(units / 67);
}
