import { err, ok, type Result } from 'neverthrow';
import { domainError, pageNotFoundMessage, type DomainError } from '../shared/errors/index.ts';

/**
 * Listing URLs: `/{gameType}-{productType}` with an optional `/{hotSearch}`.
 * Game values may themselves contain dashes ('genshin-impact'), so a path is
 * read by matching the known product-type values against the end of the
 * first segment; when several match, the longest wins (reading: the more
 * specific product type, e.g. 'smurf-accounts' over 'accounts').
 */

/** The path of a listing page; each part is URI-encoded (slugs pass unchanged). */
export function listingPath(gameType: string, productType: string, hotSearch?: string): string {
  const base = `/${encodeURIComponent(gameType)}-${encodeURIComponent(productType)}`;
  return hotSearch === undefined || hotSearch === '' ? base : `${base}/${encodeURIComponent(hotSearch)}`;
}

/** What a listing path names. */
export interface ListingLocation {
  readonly gameType: string;
  readonly productType: string;
  readonly hotSearch?: string;
}

/**
 * Reads `/{gameType}-{productType}/{hotSearch?}` (the leading slash is
 * optional, so the bare catch-all segment works too). NOT_FOUND when the path
 * has another shape; PRODUCT_TYPE_NOT_FOUND when no known product type ends
 * the first segment after a non-empty game value.
 */
export function parseListingPath(path: string, productTypes: readonly string[]): Result<ListingLocation, DomainError> {
  const parts = (path.startsWith('/') ? path.slice(1) : path).split('/');
  const [rawSegment = '', rawHotSearch = '', ...rest] = parts;
  if (rawSegment === '' || rest.length > 0) return err(domainError('NOT_FOUND', pageNotFoundMessage(path)));
  const segment = decode(rawSegment);
  const hotSearch = decode(rawHotSearch);
  if (segment === null || hotSearch === null) return err(domainError('NOT_FOUND', pageNotFoundMessage(path)));
  const productType = productTypes
    .filter((p) => p !== '' && segment.length > p.length + 1 && segment.endsWith(`-${p}`))
    .reduce<string | null>((best, p) => (best === null || p.length > best.length ? p : best), null);
  if (productType === null) {
    return err(domainError('PRODUCT_TYPE_NOT_FOUND', 'Product type not found', { segment }));
  }
  const gameType = segment.slice(0, segment.length - productType.length - 1);
  return ok(hotSearch === '' ? { gameType, productType } : { gameType, productType, hotSearch });
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null; // a malformed %-escape: not a path we could have built
  }
}
