/*
 * New passwords (ASVS 4 V2.1): at least 12 characters, no composition rules
 * (no "one digit and one symbol"), and a meter that tells a person how
 * guessable the password is. The meter rates length and the patterns guessers
 * try first; it never forbids a long password, only the length rule and the
 * server's breached-password list refuse one.
 */

/** ASVS 4 V2.1.1: at least 12 characters. */
export const MIN_PASSWORD_LENGTH = 12;
/** ASVS 4 V2.1.2 allows at least 64; 128 keeps argon2 input and forms reasonable. */
export const MAX_PASSWORD_LENGTH = 128;

/** What the meter found that makes a password easier to guess. */
export type PasswordPattern = 'repeat' | 'sequence' | 'keyboard' | 'commonWord' | 'year';

/** 0 = refused (too short), 1 weak, 2 fair, 3 good, 4 strong. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordRating {
  readonly score: PasswordScore;
  readonly tooShort: boolean;
  readonly patterns: readonly PasswordPattern[];
}

/** The words guessers try first; the server's shipped breached list is the real check, this only lowers the meter. */
const COMMON_WORDS = [
  'password', 'passw0rd', 'qwerty', 'letmein', 'welcome', 'admin', 'iloveyou', 'monkey', 'dragon', 'football',
  'baseball', 'master', 'login', 'secret', 'sunshine', 'princess', 'shadow', 'trustno1', 'superman', 'batman',
  'starwars', 'whatever', 'freedom', 'computer', 'internet', 'hello', 'changeme', 'default',
];
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'qwertzuiop', 'azertyuiop', '1qaz2wsx3edc'];
/** A pattern run counts from this many characters. */
const MIN_RUN = 3;

/** Length in characters as a person counts them (code points, so an emoji is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Whether a plain password meets the length rule. */
export function passwordLongEnough(password: string): boolean {
  return passwordLength(password) >= MIN_PASSWORD_LENGTH;
}

function cover(covered: boolean[], from: number, length: number): void {
  for (let i = from; i < from + length; i += 1) covered[i] = true;
}

/** Runs of one character (aaa) or of a repeated chunk (abcabc). */
function markRepeats(chars: readonly string[], covered: boolean[]): boolean {
  let found = false;
  for (let size = 1; size <= chars.length / 2; size += 1) {
    for (let start = 0; start + 2 * size <= chars.length; start += 1) {
      let end = start + size;
      while (end + size <= chars.length && chars.slice(end, end + size).join('') === chars.slice(start, start + size).join('')) end += size;
      if (end - start >= Math.max(MIN_RUN, 2 * size)) {
        cover(covered, start, end - start);
        found = true;
      }
    }
  }
  return found;
}

/** Ascending or descending runs of consecutive characters (abc, 321). */
function markSequences(chars: readonly string[], covered: boolean[]): boolean {
  let found = false;
  for (const step of [1, -1]) {
    let start = 0;
    for (let i = 1; i <= chars.length; i += 1) {
      const continues = i < chars.length && (chars[i]?.codePointAt(0) ?? 0) - (chars[i - 1]?.codePointAt(0) ?? 0) === step;
      if (continues) continue;
      if (i - start >= MIN_RUN) {
        cover(covered, start, i - start);
        found = true;
      }
      start = i;
    }
  }
  return found;
}

/** Every occurrence in `lower` of a part of a needle at least `minLength` long (the whole needle when it is shorter). */
function markSubstrings(lower: string, needles: readonly string[], minLength: number, covered: boolean[]): boolean {
  let found = false;
  for (const needle of needles) {
    for (let length = needle.length; length >= Math.min(minLength, needle.length); length -= 1) {
      for (let from = 0; from + length <= needle.length; from += 1) {
        const part = needle.slice(from, from + length);
        for (let at = lower.indexOf(part); at >= 0; at = lower.indexOf(part, at + 1)) {
          cover(covered, at, part.length);
          found = true;
        }
      }
    }
  }
  return found;
}

/**
 * Rates a password for the meter. Characters inside a guessable pattern count
 * a quarter; the score follows the effective length that remains.
 */
export function ratePassword(password: string): PasswordRating {
  const chars = [...password];
  const tooShort = chars.length < MIN_PASSWORD_LENGTH;
  // The substring checks index the string, so they run on one UTF-16 unit per character only.
  const lower = chars.every((c) => c.length === 1) ? password.toLowerCase() : '';
  const covered = chars.map(() => false);
  const patterns: PasswordPattern[] = [];
  if (markRepeats(chars, covered)) patterns.push('repeat');
  if (markSequences(chars, covered)) patterns.push('sequence');
  if (lower !== '' && markSubstrings(lower, KEYBOARD_ROWS, 4, covered)) patterns.push('keyboard');
  if (lower !== '' && markSubstrings(lower, COMMON_WORDS, Number.POSITIVE_INFINITY, covered)) patterns.push('commonWord');
  const years = /(19|20)\d\d/g;
  for (let m = years.exec(lower); m !== null; m = years.exec(lower)) {
    cover(covered, m.index, 4);
    if (!patterns.includes('year')) patterns.push('year');
  }
  const plain = covered.filter((c) => !c).length;
  const effective = plain + (chars.length - plain) / 4;
  return { score: tooShort ? 0 : scoreOf(effective), tooShort, patterns };
}

function scoreOf(effective: number): PasswordScore {
  if (effective < 8) return 1;
  if (effective < 11) return 2;
  if (effective < 14) return 3;
  return 4;
}
