/** Unicode's first-strong isolate and its closing mark (UAX #9): invisible, and they keep a value's own direction. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * In a right-to-left language every value put into a sentence (a price, a
 * count, a range, a name) is isolated, so "$28.89" stays "$28.89" inside
 * Arabic text instead of being reordered to "28.89$", and "0–24" does not turn
 * into "24–0".
 */
export const bidiIsolation = (value: string): string => `${FSI}${value}${PDI}`;
