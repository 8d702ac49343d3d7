import { describe, expect, it } from 'vitest';
import { snippetOf, SNIPPET_CHARS } from '../../../adapters/server/http/catalog/hit-snippet.ts';
import { LISTING_HIT_SCHEMA, PRICE_FACETS_SCHEMA, SEARCH_ANSWER_SCHEMA, SELLER_SCHEMA, VOLUME_DISCOUNT_SCHEMA } from '../../../adapters/server/http/catalog/search-answer-schema.ts';
import { HitSeller, ListingHit, PriceFacetsSchema, SearchAnswer, VolumeDiscountSchema } from '../../../contracts/catalog/index.ts';

const keys = (object: object): string[] => Object.keys(object).sort();

describe('the search answer serializer schema', () => {
  // The compiled serializer writes only the properties its schema names: a field added to the contract but not here would silently vanish.
  it.each([
    ['answer', SearchAnswer.entries, SEARCH_ANSWER_SCHEMA],
    ['hit', ListingHit.entries, LISTING_HIT_SCHEMA],
    ['seller', HitSeller.entries, SELLER_SCHEMA],
    ['volume discount', VolumeDiscountSchema.entries, VOLUME_DISCOUNT_SCHEMA],
    ['price facets', PriceFacetsSchema.entries, PRICE_FACETS_SCHEMA],
  ] as const)('names every property of the contract’s %s, all required', (_name, entries, schema) => {
    expect(keys(schema.properties)).toEqual(keys(entries));
    expect([...schema.required].sort()).toEqual(keys(entries));
  });
});

describe('a search hit’s description snippet', () => {
  it('keeps a short description whole, with its whitespace runs folded', () => {
    expect(snippetOf('Rare  skin\n\nfull access')).toBe('Rare skin full access');
  });

  it('cuts a long description at a word boundary and marks the cut', () => {
    const long = `${'legendary '.repeat(40)}end`;
    const snippet = snippetOf(long);
    expect(snippet.endsWith('legendary…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(SNIPPET_CHARS + 1);
  });

  it('cuts one endless word where it must', () => {
    expect(snippetOf('x'.repeat(1000))).toBe(`${'x'.repeat(SNIPPET_CHARS)}…`);
  });
});
