import { describe, expect, it } from 'vitest';
import { creditsFor } from '../src/credits/cost';
import { smsSegments, smsText } from '../src/shared/sms-segments';

const seg = (text: string) => smsSegments(text);

describe('SMS segments', () => {
  it('Latin (GSM-7): 160 in one part, then parts of 153', () => {
    expect(seg('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, per_segment: 160, segments: 1 });
    expect(seg('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', per_segment: 153, segments: 2 });
    expect(seg('a'.repeat(306)).segments).toBe(2);
    expect(seg('a'.repeat(307)).segments).toBe(3);
    expect(seg('').segments).toBe(1);
  });

  it('extension characters (€ [ ] …) count two septets and never split across parts', () => {
    expect(seg('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(seg(`${'a'.repeat(159)}[`)).toMatchObject({ units: 161, segments: 2 });
    expect(seg(`${'a'.repeat(158)}]`)).toMatchObject({ units: 160, segments: 1 });
    // 152 septets then an escape pair: the pair goes whole into part two, which then holds 2 + 152 = 154 > 153.
    expect(seg(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
    expect(seg(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('Cyrillic (UCS-2): 70 in one part, then parts of 67', () => {
    expect(seg('я'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, per_segment: 70, segments: 1 });
    expect(seg('я'.repeat(71))).toMatchObject({ encoding: 'UCS-2', per_segment: 67, segments: 2 });
    expect(seg('я'.repeat(134)).segments).toBe(2);
    expect(seg('я'.repeat(135)).segments).toBe(3);
    expect(seg('Привіт, Олено! Нагадуємо про запис завтра о 10:00.').encoding).toBe('UCS-2');
  });

  it('emoji encode as UTF-16: 👍 is two units, a ZWJ family many; a pair is never split', () => {
    expect(seg('👍')).toMatchObject({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(seg('👍'.repeat(35))).toMatchObject({ units: 70, segments: 1 });
    expect(seg('👍'.repeat(36))).toMatchObject({ units: 72, segments: 2 });
    // 👨‍👩‍👧‍👦: four emoji (2 units each) and three joiners (1 each).
    expect(seg('👨‍👩‍👧‍👦')).toMatchObject({ units: 11, segments: 1 });
    // 66 units then an emoji: it cannot take the 67th unit alone, so part one holds 66.
    expect(seg(`${'я'.repeat(66)}👍${'я'.repeat(66)}`).segments).toBe(3);
    expect(seg(`${'я'.repeat(65)}👍${'я'.repeat(67)}`).segments).toBe(2);
  });

  it('mixed: one character outside GSM-7 makes the whole text UCS-2', () => {
    expect(seg(`${'a'.repeat(69)}я`)).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(seg(`${'a'.repeat(70)}я`)).toMatchObject({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(seg(`Hi Anna 😀 see you at 10:00 [Studio] €20`)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
  });

  it('credits: an SMS costs its segments, an email one', () => {
    expect(creditsFor('sms', 'я'.repeat(135))).toBe(3);
    expect(creditsFor('email', 'я'.repeat(135))).toBe(1);
  });

  it('typographic quotes, dashes and ellipsis go as their GSM-7 twins (a curly apostrophe does not double the cost)', () => {
    const text = 'Hi Anna, your Haircut at Amelia\u2019s Salon \u2014 \u201Cthe best\u201D\u2026 see you';
    expect(smsText(text)).toBe('Hi Anna, your Haircut at Amelia\'s Salon - "the best"... see you');
    expect(seg(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    // Real Unicode stays Unicode: Cyrillic with a typographic apostrophe.
    expect(seg('м\u2019ята')).toMatchObject({ encoding: 'UCS-2' });
    expect(smsText('м\u2019ята')).toBe("м'ята");
  });
});
