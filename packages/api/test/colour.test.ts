import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_INK, inkOn, LIGHT_INK, relativeLuminance, textOnWhite } from '../src/shared/colour';

/** Text on a colour the owner chose (shared/colour.ts): the voucher card, the invoice's table heading. */
const ratioOn = (background: string) => {
  const bg = relativeLuminance(background) as number;
  return contrastRatio(bg, relativeLuminance(inkOn(background)) as number);
};

describe('inkOn', () => {
  it('gives every colour an ink at WCAG AA (4.5:1) or better', () => {
    let worst = 21;
    // Every colour on a 4-bit grid per channel (4,096), plus the mid greys where the two inks meet.
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, '0'));
    const colours = steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => `#${r}${g}${b}`)));
    for (let v = 100; v <= 140; v++) colours.push(`#${v.toString(16).repeat(3)}`);
    for (const c of colours) worst = Math.min(worst, ratioOn(c));
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });

  it('picks white on the dark defaults and black on light colours; white for a value it cannot read', () => {
    expect(inkOn('#0f766e')).toBe(LIGHT_INK);
    // Pink-600: white 4.6:1 against black 4.56:1.
    expect(inkOn('#db2777')).toBe(LIGHT_INK);
    // A mid colour the old rule (luminance > 0.4) gave white text at 3:1.
    expect(inkOn('#e0803a')).toBe(DARK_INK);
    expect(ratioOn('#e0803a')).toBeGreaterThan(4.5);
    expect(inkOn('#fde68a')).toBe(DARK_INK);
    expect(inkOn('teal')).toBe(LIGHT_INK);
  });
});

describe('textOnWhite', () => {
  it('keeps a brand colour that reads on white and gives the dark ink for a pale one', () => {
    expect(textOnWhite('#4f46e5')).toBe('#4f46e5');
    expect(textOnWhite('#facc15')).toBe(DARK_INK);
    expect(textOnWhite('nonsense')).toBe(DARK_INK);
  });
});
