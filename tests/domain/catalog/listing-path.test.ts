import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingPath, parseListingPath } from '../../../domain/catalog/index.ts';

/** Product types none of which ends another after a dash, so every path has one reading. */
const PRODUCT_TYPES = ['currency', 'items', 'accounts', 'top-up', 'gift-cards', 'boosting'];
const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const gameValue = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join('-'));

describe('listingPath', () => {
  it('builds /{gameType}-{productType} with an optional /{hotSearch}', () => {
    expect(listingPath('genshin-impact', 'currency')).toBe('/genshin-impact-currency');
    expect(listingPath('genshin-impact', 'currency', 'cheap-primogems')).toBe('/genshin-impact-currency/cheap-primogems');
    expect(listingPath('fortnite', 'items', '')).toBe('/fortnite-items');
  });
});

describe('parseListingPath', () => {
  it('reads back every path it builds, dashes in game values included', () => {
    fc.assert(
      fc.property(gameValue, fc.constantFrom(...PRODUCT_TYPES), fc.option(fc.string({ minLength: 1 }), { nil: undefined }), (g, p, h) => {
        const parsed = parseListingPath(listingPath(g, p, h), PRODUCT_TYPES)._unsafeUnwrap();
        expect(parsed).toEqual(h === undefined ? { gameType: g, productType: p } : { gameType: g, productType: p, hotSearch: h });
      }),
    );
  });

  it('reads the bare catch-all segment and prefers the longest matching product type', () => {
    expect(parseListingPath('genshin-impact-currency', PRODUCT_TYPES)._unsafeUnwrap()).toEqual({
      gameType: 'genshin-impact',
      productType: 'currency',
    });
    // 'lol-smurf-accounts' could be lol + smurf-accounts or lol-smurf + accounts; the longer product type wins
    expect(parseListingPath('/lol-smurf-accounts', ['accounts', 'smurf-accounts'])._unsafeUnwrap()).toEqual({
      gameType: 'lol',
      productType: 'smurf-accounts',
    });
  });

  it('refuses what is not a listing path', () => {
    expect(parseListingPath('/fortnite-skins', PRODUCT_TYPES)._unsafeUnwrapErr().code).toBe('PRODUCT_TYPE_NOT_FOUND');
    // no game value before the product type
    expect(parseListingPath('/currency', PRODUCT_TYPES)._unsafeUnwrapErr().code).toBe('PRODUCT_TYPE_NOT_FOUND');
    expect(parseListingPath('/-currency', PRODUCT_TYPES)._unsafeUnwrapErr().code).toBe('PRODUCT_TYPE_NOT_FOUND');
    expect(parseListingPath('/a-currency/b/c', PRODUCT_TYPES)._unsafeUnwrapErr()).toEqual({
      code: 'NOT_FOUND',
      message: 'Page not found: /a-currency/b/c',
    });
    expect(parseListingPath('/', PRODUCT_TYPES)._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect(parseListingPath('/a-currency/%E0%A4%A', PRODUCT_TYPES)._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});
