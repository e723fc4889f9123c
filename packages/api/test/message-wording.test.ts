/**
 * Wording rules for names inside messages, checked over every catalogue (issue 25):
 * - Ukrainian declines nouns, and a name the owner typed ("Студія", "Олена Коваль") is only ever in the nominative,
 *   so no message may put it after a preposition or noun that asks for another case ("у Студія", "від Олена"):
 *   the name stands alone (after a colon, in brackets) or is the subject of the sentence.
 * - A business name is never wrapped in quote marks by a message: names often carry their own ("\"Студія\""),
 *   which made «"Студія"».
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../i18n/messages');
const catalogue = (locale: 'uk' | 'en') =>
  readdirSync(root).flatMap((area) => {
    const messages = JSON.parse(readFileSync(join(root, area, `${locale}.json`), 'utf8')) as Record<string, unknown>;
    return Object.entries(messages)
      .filter(([key]) => key !== '$schema')
      .map(([key, text]) => ({ key: `${area}/${key}`, text: JSON.stringify(text) }));
  });

/** Placeholders that hold a person's or a business's name as typed. */
const NAME = String.raw`\{(?:business|business_name|name|client|client_name|first_name|owner|partner)\}`;
/** Words after which Ukrainian needs the genitive, dative, locative or instrumental. */
const GOVERNS = [
  'у',
  'в',
  'від',
  'до',
  'для',
  'з',
  'із',
  'зі',
  'про',
  'при',
  'без',
  'біля',
  'після',
  'перед',
  'над',
  'під',
  'між',
  'серед',
  'замість',
  'крім',
  'через',
  'на',
  'по',
  'за',
  'клієнт',
  'клієнта',
  'клієнтом',
  'клієнту',
  'клієнтові',
  'партнеру',
  'партнерові',
  'власнику',
  'власника',
];

describe('names in messages', () => {
  it('no Ukrainian message puts a name after a word that needs another case', () => {
    const pattern = new RegExp(String.raw`(?<![\p{L}'’])(?:${GOVERNS.join('|')})\s+${NAME}`, 'iu');
    const wrong = catalogue('uk')
      .filter((m) => pattern.test(m.text))
      .map((m) => `${m.key}: ${m.text}`);
    expect(wrong).toEqual([]);
  });

  it('the rule catches the walk-through’s cases', () => {
    const pattern = new RegExp(String.raw`(?<![\p{L}'’])(?:${GOVERNS.join('|')})\s+${NAME}`, 'iu');
    expect(pattern.test('Ваш запис у {business} підтверджено')).toBe(true);
    expect(pattern.test('Рахунок {number} від {business}')).toBe(true);
    expect(pattern.test('{business}: ваш запис підтверджено')).toBe(false);
    expect(pattern.test('Вітаємо, {name}!')).toBe(false);
  });

  it('no message wraps a business name in quote marks', () => {
    const quoted = /[«“"„‘']\{business(?:_name)?\}[»”"“’']|\\"\{business(?:_name)?\}\\"/u;
    const wrong = [...catalogue('uk'), ...catalogue('en')].filter((m) => quoted.test(m.text)).map((m) => `${m.key}: ${m.text}`);
    expect(wrong).toEqual([]);
  });
});
