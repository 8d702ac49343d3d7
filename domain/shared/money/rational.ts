/**
 * Exact rational arithmetic on bigints, so that amounts never pass through
 * floating point on their way to a total. A float enters only as an exchange
 * rate or a percent, and is read as the decimal it prints as (`1.35` is
 * exactly 135/100), then everything is exact until the single rounding.
 */
export interface Rational {
  readonly num: bigint;
  /** Always positive. */
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint, den: bigint = 1n): Rational {
  if (den === 0n) throw new RangeError('rational: zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO: Rational = { num: 0n, den: 1n };

export function fromInt(n: number): Rational {
  return { num: BigInt(n), den: 1n };
}

/**
 * The exact value of the decimal a finite number prints as: `0.1` is 1/10,
 * `1e-7` is 1/10000000. Callers check finiteness first.
 */
export function fromDecimal(value: number): Rational {
  if (!Number.isFinite(value)) throw new RangeError('fromDecimal: not finite');
  const [mantissa = '0', exponentText] = value.toString().toLowerCase().split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = BigInt(whole + fraction) * (negative ? -1n : 1n);
  const scale = fraction.length - exponent;
  return scale >= 0 ? rational(digits, 10n ** BigInt(scale)) : rational(digits * 10n ** BigInt(-scale));
}

export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.num === 0n) throw new RangeError('div: by zero');
  return rational(a.num * b.den, a.den * b.num);
}

export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function min(...values: readonly Rational[]): Rational {
  return values.reduce((m, v) => (compare(v, m) < 0 ? v : m));
}

/** Rounds to an integer, halves away from zero (2.5 → 3, −2.5 → −3). */
export function roundHalfAwayFromZero(r: Rational): bigint {
  const abs = r.num < 0n ? -r.num : r.num;
  const q = (2n * abs + r.den) / (2n * r.den);
  return r.num < 0n ? -q : q;
}

/** The smallest integer not below `r`. */
export function ceil(r: Rational): bigint {
  const q = r.num / r.den;
  return r.num > 0n && q * r.den !== r.num ? q + 1n : q;
}

/** Converts a bigint that is known to fit back to a safe number. */
export function toSafeNumber(n: bigint): number {
  const v = Number(n);
  if (!Number.isSafeInteger(v)) throw new RangeError('toSafeNumber: amount out of safe range');
  return v;
}
