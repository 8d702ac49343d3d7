import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordLength, passwordLongEnough, ratePassword } from '../../../domain/index.ts';

/** Characters from a wide alphabet, never three in a row forming a run, repeat or sequence by construction below. */
const distinctish = fc.uniqueArray(fc.constantFrom(...'bdfhjlnprtvxzBDFHJLNPRTVXZ@%&!?#'.split('')), { minLength: 16, maxLength: 32 });

describe('ratePassword: the sign-up meter (ASVS 4 V2.1: length, no composition rules)', () => {
  it('refuses anything under 12 characters, counting code points as people do', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (password) => {
        const rating = ratePassword(password);
        expect(rating.tooShort).toBe(passwordLength(password) < MIN_PASSWORD_LENGTH);
        expect(rating.tooShort).toBe(!passwordLongEnough(password));
        expect(rating.score === 0).toBe(rating.tooShort);
        expect(rating.score).toBeGreaterThanOrEqual(0);
        expect(rating.score).toBeLessThanOrEqual(4);
      }),
    );
    expect(passwordLongEnough('😀'.repeat(12))).toBe(true);
    expect(passwordLongEnough('😀'.repeat(11))).toBe(false);
  });

  it('rates a long password without patterns strong, whatever its character classes', () => {
    fc.assert(
      fc.property(distinctish, (chars) => {
        expect(ratePassword(chars.join('')).score).toBe(4);
      }),
    );
    expect(ratePassword('correct horse battery staple').score).toBe(4);
    expect(ratePassword('alllowercasewordsjustlong').score).toBe(4);
  });

  it('rates common patterns weak even when they are long enough', () => {
    expect(ratePassword('password1234')).toMatchObject({ score: 1, patterns: expect.arrayContaining(['commonWord', 'sequence']) });
    expect(ratePassword('qwertyuiop12').score).toBe(1);
    expect(ratePassword('aaaaaaaaaaaaaaaa')).toMatchObject({ score: 1, patterns: ['repeat'] });
    expect(ratePassword('abcabcabcabc').score).toBe(1);
    expect(ratePassword('sunshine1990').patterns).toEqual(expect.arrayContaining(['commonWord', 'year']));
    expect(ratePassword('sunshine1990').score).toBeLessThan(3);
  });

  it('sees a doubled password as a repeat, and rates it no better than a strong password of the doubled length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 20 }), (part) => {
        expect(ratePassword(part + part).patterns).toContain('repeat');
        // Half its characters are a copy, counted a quarter: never more than 5/8 of its length effective.
        expect(ratePassword(part + part).score).toBeLessThanOrEqual(ratePassword([...Array(2 * part.length).keys()].map((i) => 'bdfhjlnprtvxzBDFHJLNPRTVXZ@%&!?#'[i % 32]).join('')).score);
      }),
    );
    expect(ratePassword('Tr0ub4dor&3').score).toBe(0);
    expect(ratePassword('Tr0ub4dorTr0ub4dor').score).toBeLessThan(ratePassword('Tr0ub4dor&3xkq8Zm!').score);
  });
});
