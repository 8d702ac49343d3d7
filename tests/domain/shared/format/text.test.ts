import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIZES, avatarInitials, formatBoolean, formatList, LIST_SEPARATOR } from '../../../../domain/shared/format/index.ts';

describe('formatBoolean', () => {
  it('is Yes or No', () => {
    expect(formatBoolean(true)).toBe('Yes');
    expect(formatBoolean(false)).toBe('No');
  });
});

describe('formatList', () => {
  it.each([
    [['Gold', 'Silver', 'Bronze'], 'Gold, Silver, Bronze'],
    [['EU', null, '', '  ', undefined, 'NA'], 'EU, NA'], // gaps are left out, never ', ,'
    [[1, 2.5, ' x '], '1, 2.5, x'],
    [[], ''],
  ])('%j → %j', (values, expected) => {
    expect(formatList(values)).toBe(expected);
  });

  it('joins with a comma and a space, keeping order', () => {
    expect(LIST_SEPARATOR).toBe(', ');
    const item = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$|^[A-Za-z0-9]$/);
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const shown = formatList(items);
        expect(shown === '' ? [] : shown.split(', ')).toEqual(items);
      }),
    );
  });
});

describe('avatarInitials', () => {
  it.each([
    ['john smith', 'JS'],
    ['john smith doe', 'JS'], // only the first two words
    ['alice', 'A'],
    ['  bob   marley  ', 'BM'],
    ['John - (Smith)', 'JS'], // words without a letter are skipped; punctuation before a letter is too
    ['élodie ñúñez', 'ÉÑ'],
    ['张 伟', '张伟'],
    ['ßa b', 'ßB'], // ß would upper-case to SS; kept so the result stays two characters
    ['R2 d2', 'RD'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (alt, expected) => {
    expect(avatarInitials(alt)).toBe(expected);
  });

  it('gives an empty fallback for missing alt text', () => {
    expect(avatarInitials(null)).toBe('');
    expect(avatarInitials(undefined)).toBe('');
  });

  it('is the upper-cased first letters of the first two words', () => {
    const word = fc.stringMatching(/^[a-zA-Z][a-z]{0,8}$/);
    const gap = fc.stringMatching(/^[ \t\n]{1,3}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), gap, gap, (words, lead, between) => {
        const expected = words
          .slice(0, 2)
          .map((w) => w.charAt(0).toUpperCase())
          .join('');
        expect(avatarInitials(lead + words.join(between))).toBe(expected);
      }),
    );
  });

  it('never shows more than two characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (alt) => {
        expect(Array.from(avatarInitials(alt)).length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('AVATAR_SIZES', () => {
  it('runs from 16 to 48 px in ascending order', () => {
    expect(AVATAR_SIZES).toEqual([16, 20, 24, 32, 40, 48]);
    expect([...AVATAR_SIZES].sort((a, b) => a - b)).toEqual([...AVATAR_SIZES]);
  });
});
