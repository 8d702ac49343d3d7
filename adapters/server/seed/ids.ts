import { hashString, type Prng } from './prng.ts';

/**
 * Meteor-style ids (17 characters of Meteor's `Random.id` alphabet), because
 * the realtime protocol and older clients expect ids of that shape. The first
 * six characters encode a bijective scramble of a per-namespace serial, so ids
 * of one namespace are unique by construction even across a million listings;
 * the other eleven come from the stream and only make ids look random.
 */

/** Meteor's unambiguous id alphabet (no 0, 1, I, O, l, o, ...). */
export const ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz';
/** The length of every generated id. */
export const ID_LENGTH = 17;

const HEAD = 6; // 55^6 > 2^32, so every 32-bit serial gets its own head

/** A bijection on 32-bit words (lowbias32), so consecutive serials look unrelated. */
function permute32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The id number `serial` (0 ≤ serial < 2^32) of `namespace`; the tail is
 * drawn from `rng`, so the same stream state gives the same id.
 */
export function meteorId(rng: Prng, serial: number, namespace: string): string {
  let n = permute32((serial ^ hashString(namespace)) >>> 0);
  let id = '';
  for (let i = 0; i < HEAD; i++) {
    id += ID_ALPHABET.charAt(n % ID_ALPHABET.length);
    n = Math.floor(n / ID_ALPHABET.length);
  }
  for (let i = HEAD; i < ID_LENGTH; i++) id += ID_ALPHABET.charAt(rng.int(0, ID_ALPHABET.length - 1));
  return id;
}

/** Hands out the ids of one namespace in order; catalog builders share one per table. */
export class IdSequence {
  private serial = 0;

  constructor(
    private readonly namespace: string,
    private readonly rng: Prng,
  ) {}

  /** The next id; ids of one sequence never repeat. */
  next(): string {
    return meteorId(this.rng, this.serial++, this.namespace);
  }
}
