import * as v from 'valibot';
import type { CustomFilterValue, SmartTagValue } from '../../../../domain/index.ts';

/**
 * The `f` query parameter of a listing URL: the visitor's filters as far as
 * they differ from what the URL's path already implies (the listing's
 * defaults plus its hot searches), as base64url-encoded JSON. A link with no
 * `f` is the plain listing or hot-search page, so hot-search URLs stay clean
 * for search engines, and any shared link restores exactly the same view.
 * The URL is input from anyone: it is read through a valibot schema, and a
 * malformed `f` reads as "no filters" rather than an error page.
 */

/** Sort keys in the URL; RECOMMENDED (the default) is left out. */
export const SORT_KEYS = { priceAscending: 'pa', priceDescending: 'pd' } as const;
export type SortKey = (typeof SORT_KEYS)[keyof typeof SORT_KEYS];

/** The filters a listing URL carries besides its page. */
export interface ListingUrlFilters {
  /** Typed search text. */
  readonly q?: string | undefined;
  /** Price range [min, max] in USD cents (the search index's unit). */
  readonly p?: readonly [number, number] | undefined;
  readonly s?: SortKey | undefined;
  /** Smart-tag filter id → selection; '' when a value the path implies was unselected. */
  readonly t?: Readonly<Record<string, SmartTagValue>> | undefined;
  /** Custom filter field → value; null when unset against a default. */
  readonly c?: Readonly<Record<string, CustomFilterValue>> | undefined;
  /** Platform value, '' for "all platforms" against a hot search's platform. */
  readonly pl?: string | undefined;
  /** Search filter, '' for none against a hot search's. */
  readonly sf?: string | undefined;
  /** Further selected hot searches (ids); the path names the last one chosen. */
  readonly h?: readonly string[] | undefined;
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000_00));
const few = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(50));
const fewKeys = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.record(text(100), value),
    v.check((r) => Object.keys(r).length <= 50),
  );

const FiltersSchema = v.object({
  q: v.optional(text(200)),
  p: v.optional(v.tuple([cents, cents])),
  s: v.optional(v.picklist([SORT_KEYS.priceAscending, SORT_KEYS.priceDescending])),
  t: v.optional(fewKeys(v.union([text(100), few(text(100))]))),
  c: v.optional(fewKeys(v.union([text(100), v.number(), v.boolean(), v.null(), few(text(100))]))),
  pl: v.optional(text(100)),
  sf: v.optional(text(200)),
  h: v.optional(v.pipe(v.array(text(100)), v.maxLength(20))),
});

/** The longest `f` read; anything longer is not one we wrote. */
export const MAX_F_LENGTH = 4000;

function toBase64Url(json: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Drops absent and empty parts, so equal filters always encode alike. */
function compact(filters: ListingUrlFilters): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (key === 'q' && value === '') continue;
    if ((key === 't' || key === 'c') && Object.keys(value as object).length === 0) continue;
    if (key === 'h' && (value as readonly string[]).length === 0) continue;
    out[key] = value;
  }
  return out;
}

/** The `f` value for some filters; '' when there are none (the parameter is then left out). */
export function encodeFilters(filters: ListingUrlFilters): string {
  const kept = compact(filters);
  return Object.keys(kept).length === 0 ? '' : toBase64Url(JSON.stringify(kept));
}

/** The filters in an `f` value; none for a missing, malformed or oversized one. */
export function decodeFilters(raw: string | null | undefined): ListingUrlFilters {
  if (raw === null || raw === undefined || raw === '' || raw.length > MAX_F_LENGTH) return {};
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(raw));
  } catch {
    return {};
  }
  const parsed = v.safeParse(FiltersSchema, json);
  if (!parsed.success) return {};
  return parsed.output;
}

/** The `page` parameter as a page number: anything but a whole number ≥ 1 reads as page 1. */
export function decodePage(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^[0-9]{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}
