/**
 * Text on a colour the owner chose (a voucher's card, an invoice's table heading): whichever of white
 * and near-black reads better on it, by WCAG 2's contrast ratio. Shared by the web app and the PDFs.
 */

const HEX = /^#?([0-9a-f]{6})$/i;

/** WCAG 2 relative luminance of "#rrggbb" (0 black … 1 white); null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const c = HEX.exec(hex.trim())?.[1];
  if (!c) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = Number.parseInt(c.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two luminances (1 … 21). */
export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The two inks. The dark one is black: with any lighter grey some mid colours (luminance about 0.18) would
 * have neither ink at 4.5:1.
 */
export const DARK_INK = '#000000';
export const LIGHT_INK = '#ffffff';

/**
 * The ink for text on `background`: white or black, whichever contrasts more. Every colour has one of the two
 * at 4.58:1 or better, so text in that ink at full opacity meets WCAG AA (no faded secondary text on it); an
 * unreadable value falls back to white (the default colours are dark).
 */
export function inkOn(background: string): typeof DARK_INK | typeof LIGHT_INK {
  const l = relativeLuminance(background);
  if (l === null) return LIGHT_INK;
  return contrastRatio(l, 0) > contrastRatio(l, 1) ? DARK_INK : LIGHT_INK;
}

/** `colour` as text on white when it reads there at 4.5:1, else the dark ink (a pale brand colour). */
export function textOnWhite(colour: string): string {
  const l = relativeLuminance(colour);
  return l !== null && contrastRatio(l, 1) >= 4.5 ? colour : DARK_INK;
}
