import type { ListingDocument } from '../../../application/catalog/ports/index.ts';

/**
 * The orders every search adapter must agree on, written once so that the
 * embedded engine, the Meilisearch sort strings and the conformance tests
 * cannot drift apart.
 *
 * Reading chosen: the id tie-break of the price order runs in the price's own
 * direction, so a descending page list is exactly the ascending one reversed.
 */

/** Plain code-unit comparison: locale-free, so every process orders ids alike. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** RECOMMENDED: best score first, newer listing on ties, then id so pages never shuffle. */
export function compareRecommended(a: ListingDocument, b: ListingDocument): number {
  return b.recommendedScore - a.recommendedScore || b.createdAt - a.createdAt || compareIds(a.id, b.id);
}

/** Price ascending with the id as the tie-break, so equal prices page stably. */
export function comparePriceAscending(a: ListingDocument, b: ListingDocument): number {
  return a.priceMinor - b.priceMinor || compareIds(a.id, b.id);
}

/** Price descending: the exact reverse of {@link comparePriceAscending}. */
export function comparePriceDescending(a: ListingDocument, b: ListingDocument): number {
  return comparePriceAscending(b, a);
}
