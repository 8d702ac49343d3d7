import { describe, expect, it } from 'vitest';
import { BrowseCatalog } from '../../../application/catalog/browse-catalog.ts';
import type { CatalogReader, ListingScope } from '../../../application/catalog/ports/index.ts';
import type { GameType, HotSearch, ProductType } from '../../../domain/index.ts';

const game = (value: string, label: string, hidden = false): GameType => ({ value, label, hidden, limited: false, gridProductTypes: [] });
const type = (value: string, label: string): ProductType => ({ value, label, listMode: 'LIST' });
const hot = (url: string, labels: Record<string, string>): HotSearch => ({
  _id: url,
  url,
  smartTags: {},
  content: Object.fromEntries(Object.entries(labels).map(([language, label]) => [language, { label, description: '', metaTitle: '', metaDescription: '' }])),
});

const GAMES = [game('zeta', 'Zeta', false), game('alpha', 'Alpha'), game('secret', 'Secret', true)];
const POPULARITY = ['zeta', 'secret', 'alpha'];
const TYPES = [type('currency', 'Currency'), type('items', 'Items'), type('coaching', 'Coaching')];
const SELLS: Record<string, string[]> = { zeta: ['items', 'currency'], alpha: ['currency'], secret: ['currency', 'coaching'] };
const HOT: Record<string, HotSearch[]> = { 'zeta|items': [hot('rare', { en: 'Rare items', de: 'Gegenstände: selten' })] };

/** An in-memory catalog reader with the port's ordering rules. */
const reader: CatalogReader = {
  findGame: (value) => Promise.resolve(GAMES.find((g) => g.value === value)),
  listGames: ({ includeHidden, orderBy }) => {
    const ordered = orderBy === 'popularity' ? POPULARITY.map((v) => GAMES.find((g) => g.value === v) as GameType) : [...GAMES].sort((a, b) => a.label.localeCompare(b.label));
    return Promise.resolve(ordered.filter((g) => includeHidden || !g.hidden));
  },
  findProductType: (value) => Promise.resolve(TYPES.find((t) => t.value === value)),
  listProductTypes: () => Promise.resolve(TYPES),
  productTypesOf: (value) => Promise.resolve((SELLS[value] ?? []).map((v) => TYPES.find((t) => t.value === v) as ProductType)),
  listingScope: (g, p): Promise<ListingScope> =>
    Promise.resolve({ smartTags: [], smartTagFilters: [], smartTagFiltersDefaultValues: {}, hotSearches: HOT[`${g}|${p ?? ''}`] ?? [], platformTypes: [], customFilters: [] }),
  findSellerId: () => Promise.resolve(undefined),
};
const browse = new BrowseCatalog(reader);

describe('browsing the catalog', () => {
  it('lists visible games A–Z, or the most popular first up to a limit, each with what it sells', async () => {
    expect(await browse.listGames({ hasAuthToken: false, sort: 'name' })).toEqual([
      { value: 'alpha', label: 'Alpha', hidden: false, productTypes: [{ value: 'currency', label: 'Currency' }] },
      { value: 'zeta', label: 'Zeta', hidden: false, productTypes: [{ value: 'items', label: 'Items' }, { value: 'currency', label: 'Currency' }] },
    ]);
    expect((await browse.listGames({ hasAuthToken: true, sort: 'popularity', limit: 2 })).map((g) => g.value)).toEqual(['zeta', 'secret']);
  });

  it("gives a game's landing data with every language's hot-search label, and hides a hidden game from visitors", async () => {
    const landing = (await browse.getGame({ gameType: 'zeta', hasAuthToken: false }))._unsafeUnwrap();
    expect(landing.productTypes).toEqual([
      { value: 'items', label: 'Items', hotSearches: [{ url: 'rare', labels: { en: 'Rare items', de: 'Gegenstände: selten' } }] },
      { value: 'currency', label: 'Currency', hotSearches: [] },
    ]);
    expect((await browse.getGame({ gameType: 'secret', hasAuthToken: false }))._unsafeUnwrapErr().code).toBe('GAME_NOT_FOUND');
    expect((await browse.getGame({ gameType: 'secret', hasAuthToken: true }))._unsafeUnwrap().game.hidden).toBe(true);
    expect((await browse.getGame({ gameType: 'nope', hasAuthToken: true }))._unsafeUnwrapErr().code).toBe('GAME_NOT_FOUND');
  });

  it('lists only services a visible game sells, counting hidden games only for signed-in visitors', async () => {
    expect(await browse.listServices({ hasAuthToken: false })).toEqual([
      { value: 'currency', label: 'Currency', gameCount: 2 },
      { value: 'items', label: 'Items', gameCount: 1 },
    ]);
    expect(await browse.listServices({ hasAuthToken: true })).toEqual([
      { value: 'currency', label: 'Currency', gameCount: 3 },
      { value: 'items', label: 'Items', gameCount: 1 },
      { value: 'coaching', label: 'Coaching', gameCount: 1 },
    ]);
  });

  it('answers a known service no visible game sells with no games, and an unknown one with PRODUCT_TYPE_NOT_FOUND', async () => {
    expect((await browse.getService({ productType: 'coaching', hasAuthToken: false }))._unsafeUnwrap()).toEqual({ service: { value: 'coaching', label: 'Coaching' }, games: [] });
    expect((await browse.getService({ productType: 'coaching', hasAuthToken: true }))._unsafeUnwrap().games).toEqual([{ value: 'secret', label: 'Secret', hidden: true }]);
    expect((await browse.getService({ productType: 'currency', hasAuthToken: false }))._unsafeUnwrap().games.map((g) => g.value)).toEqual(['alpha', 'zeta']);
    expect((await browse.getService({ productType: 'nope', hasAuthToken: false }))._unsafeUnwrapErr()).toMatchObject({ code: 'PRODUCT_TYPE_NOT_FOUND' });
  });
});
