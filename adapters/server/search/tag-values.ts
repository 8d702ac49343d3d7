import type { ListingDocument } from '../../../application/catalog/ports/index.ts';

/**
 * A listing's smart tags hold one value or several per filter; both engines
 * search and filter them as a flat list of values.
 */

/** The values of one tag, as a list. */
export function valuesOfTag(tag: string | readonly string[] | undefined): readonly string[] {
  return tag === undefined ? [] : typeof tag === 'string' ? [tag] : tag;
}

/** Every tag value of a listing, flat, for full-text indexing. */
export function tagValuesOf(tags: ListingDocument['tags']): string[] {
  const values: string[] = [];
  for (const tag of Object.values(tags)) values.push(...valuesOfTag(tag));
  return values;
}
