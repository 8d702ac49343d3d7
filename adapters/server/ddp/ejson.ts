import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../domain/index.ts';

/**
 * The slice of Meteor's EJSON that DDP clients actually send us: dates as
 * `{"$date": milliseconds}`. Binary, `$escape` and custom `$type` values are
 * not used by our clients, so they pass through as plain objects — a
 * server document that happens to be exactly `{ $date: <number> }` would
 * therefore reach clients as a Date; no publication of ours has such a field.
 *
 * Parsing uses a JSON reviver and printing a JSON replacer, so the depth and
 * size guards of V8's own JSON code protect us from hostile nesting: a stack
 * overflow there surfaces as an `err`, never as a crash.
 */

/** The latest and earliest instants a JavaScript Date can hold (ECMA-262 21.4.1.1). */
const MAX_DATE_MS = 8.64e15;

/** True for `{ "$date": ms }` with nothing else in it and `ms` a valid Date value. */
function isWireDate(value: unknown): value is { readonly $date: number } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== '$date') return false;
  const ms: unknown = (value as { $date: unknown }).$date;
  return typeof ms === 'number' && Math.abs(ms) <= MAX_DATE_MS;
}

function revive(_key: string, value: unknown): unknown {
  return isWireDate(value) ? new Date(value.$date) : value;
}

/**
 * JSON's replacer receives a Date already turned into a string by
 * `Date.prototype.toJSON`, so the original is read back from the holder.
 * An invalid Date prints as null, as plain JSON would.
 */
function encode(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (original instanceof Date) {
    const ms = original.getTime();
    return Number.isNaN(ms) ? null : { $date: ms };
  }
  return value;
}

/**
 * How deep a message may nest. Far beyond any message of ours, and far below
 * the depth at which the reviver's recursion would overflow the stack
 * (about 4,000 on Node 20): past it a call is answered with a 400 under its
 * own id instead of an anonymous 'Parse error' (issue 11, finding 15).
 */
export const MAX_EJSON_DEPTH = 256;

/** Why a frame could not be read: not JSON, or JSON nested past {@link MAX_EJSON_DEPTH} (its top-level `msg` and `id` kept, to answer it). */
export type EjsonParseFailure =
  | { readonly kind: 'syntax' }
  | { readonly kind: 'too-deep'; readonly msg: unknown; readonly id: unknown };

/** Whether a JSON value nests deeper than `limit`; walked with a stack, so any depth is safe. */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;

/**
 * Parses DDP text, turning `{"$date": ms}` into Dates. V8's JSON.parse walks
 * any depth without recursion; the reviver does not, so depth is checked
 * between the two.
 */
export function parseEjson(text: string): Result<unknown, EjsonParseFailure> {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    return err({ kind: 'syntax' });
  }
  if (deeperThan(raw, MAX_EJSON_DEPTH)) return err({ kind: 'too-deep', msg: field(raw, 'msg'), id: field(raw, 'id') });
  try {
    return ok(JSON.parse(text, revive) as unknown);
  } catch {
    return err({ kind: 'syntax' });
  }
}

/**
 * Prints a value as DDP text with Dates as `{"$date": ms}`. Values JSON cannot
 * print (cycles, BigInt, absurd depth) are an `err` so one bad result never
 * throws inside the socket code.
 */
export function stringifyEjson(value: unknown): Result<string, DomainError> {
  try {
    const text = JSON.stringify(value, encode) as string | undefined;
    return text === undefined ? err(domainError('INTERNAL', 'Value has no JSON form')) : ok(text);
  } catch {
    return err(domainError('INTERNAL', 'Value has no JSON form'));
  }
}

/**
 * Deep equality of EJSON values (JSON values plus Dates), used by the merge box
 * to skip `changed` messages that would not change what a client sees.
 */
export function ejsonEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime());
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => ejsonEquals(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && ejsonEquals(left[key], right[key]));
}
