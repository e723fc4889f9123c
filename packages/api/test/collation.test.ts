import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames, searchKey, sortKey } from '../src/shared/collation';
import { EXPANSIONS, SORT_GROUPS } from '../src/shared/collation-order';

/** Intl.Collator('uk') at the primary level: what the stored sort key reproduces (case and accents aside). */
const uk = new Intl.Collator('uk', { sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);

const UK_UPPER = 'АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ';
const LATIN_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The letters that matter: Ukrainian and Latin in both cases, a few accented, and what names hold besides letters. */
const NAME_CHARS = [
  ...UK_UPPER,
  ...UK_UPPER.toLowerCase(),
  ...LATIN_UPPER,
  ...LATIN_UPPER.toLowerCase(),
  ...'éÉöüłøçñ',
  ...'ёЁыэъ',
  ' ',
  '-',
  "'",
  '’',
  ...'0123456789',
];
const name = fc.array(fc.constantFrom(...NAME_CHARS), { minLength: 0, maxLength: 8 }).map((cs) => cs.join(''));

describe('the alphabet table', () => {
  it("is Intl.Collator('uk')'s primary order, group by group", () => {
    // ʼ (U+02BC) is the apostrophe on purpose (ICU sorts it after z); the white-space control characters are spaces.
    const chosen = new Set(['ʼ', '\t', '\n', '\u000b', '\f', '\r', '\u0085']);
    for (const [i, group] of SORT_GROUPS.entries()) {
      const [first, ...rest] = [...group].filter((c) => !chosen.has(c));
      for (const c of rest) expect([group, c, uk.compare(first as string, c)]).toEqual([group, c, 0]);
      const next = SORT_GROUPS[i + 1];
      if (next) expect([group, next, uk.compare(first as string, next[0] as string)]).toEqual([group, next, -1]);
    }
    for (const [c, letters] of Object.entries(EXPANSIONS)) expect(uk.compare(c, letters)).toBe(0);
  });

  it('puts Ґ after Г, Є after Е, І and Ї after И, and Cyrillic before Latin', () => {
    const names = ['Яна', 'Adam', 'Їжак', 'Ігор', 'Иван', 'Йосип', 'Євген', 'Емма', 'Ґанна', 'Гнат', 'zoe', 'Жанна', 'ірина'];
    expect([...names].sort(compareNames)).toEqual([
      'Гнат',
      'Ґанна',
      'Емма',
      'Євген',
      'Жанна',
      'Иван',
      'Ігор',
      'ірина',
      'Їжак',
      'Йосип',
      'Яна',
      'Adam',
      'zoe',
    ]);
  });

  it("orders random names as Intl.Collator('uk') does (property)", () => {
    fc.assert(
      fc.property(name, name, (a, b) => sign(compareNames(a, b)) === sign(uk.compare(a, b))),
      { numRuns: 5000 },
    );
  });

  it('ignores case and accents, and reads the apostrophes as one', () => {
    expect(sortKey('ІВАН')).toBe(sortKey('іван'));
    expect(sortKey('Élise')).toBe(sortKey('elise'));
    expect(sortKey("Мар'яна")).toBe(sortKey('Марʼяна'));
    expect(sortKey('Мар’яна')).toBe(sortKey('Марʼяна'));
    // decomposed input (и + combining breve) is the same letter й
    expect(sortKey('Андрій')).toBe(sortKey('Андрі\u0439'.replace('\u0439', 'и\u0306')));
  });

  it('keeps a character it does not know in its place after every letter', () => {
    expect(compareNames('Ωμέγα', 'Zoe')).toBe(1);
    expect(sortKey('a\u0001b')).toBe(sortKey('ab'));
  });
});

describe('the search key', () => {
  it('folds case, Ґ/Г, Є/Е, І/Ї/И and their Russian spellings, keeps Й', () => {
    expect(searchKey('Ґнат')).toBe(searchKey('гнат'));
    expect(searchKey('Євгенія')).toBe(searchKey('Евгения'));
    expect(searchKey('Ірина')).toBe(searchKey('Ирина'));
    expect(searchKey('Їжакевич')).toBe(searchKey('ижакевич'));
    expect(searchKey('Эльвира')).toBe(searchKey('ельвіра'));
    expect(searchKey('Быков')).toBe(searchKey('биков'));
    expect(searchKey('Алёна')).toBe(searchKey('алена'));
    expect(searchKey('Йосип')).not.toBe(searchKey('иосип'));
  });

  it('drops accents and apostrophes and reads every dash as a hyphen', () => {
    expect(searchKey('Élise Müller')).toBe('elise muller');
    expect(searchKey("Мар'яна")).toBe(searchKey('маряна'));
    expect(searchKey('Марʼяна')).toBe(searchKey('Мар’яна'));
    expect(searchKey('Анна–Марія')).toBe(searchKey('анна-марія'));
    expect(searchKey('Straße')).toBe('strasse');
  });

  it('folds either case alike, and a folded text folds to itself (property)', () => {
    fc.assert(
      fc.property(
        name,
        (n) => searchKey(n.toUpperCase()) === searchKey(n.toLowerCase()) && searchKey(searchKey(n)) === searchKey(n),
      ),
      { numRuns: 2000 },
    );
  });
});
