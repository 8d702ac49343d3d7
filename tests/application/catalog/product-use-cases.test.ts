import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { GetProduct, GetProducts } from '../../../application/catalog/get-product.ts';
import { GetSellerProfile, GetSellers } from '../../../application/catalog/get-seller-profile.ts';
import type { ProductCatalog } from '../../../application/catalog/product-detail.ts';
import type { SearchListings } from '../../../application/catalog/search-listings.ts';
import type { ProductReader, ProductRecord, SellerRecord } from '../../../application/catalog/ports/product-reader.ts';
import { domainError, type GameType } from '../../../domain/index.ts';

const SELLER: SellerRecord = {
  crowns: 0,
  medianDeliveryMinutes: 42,
  id: 'S1', username: 'Ada', slug: 'ada', rating: 4.5, reviewCount: 12, country: 'DE', avatar: null, roles: ['SELLER'], completedSales: 60, disputes: 0,
  memberSince: new Date('2024-02-03T00:00:00Z'), removed: false, banned: false,
};
const BUYER: SellerRecord = { ...SELLER, id: 'B1', username: 'Bob', slug: 'bob', roles: ['CUSTOMER'], completedSales: 0 };

function record(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: 'P1', gameType: 'wow', productType: 'currency', title: 'Gold', description: '', priceMinor: 100, quantity: 5, maxQuantity: null,
    minQuantity: 1, incrementalQuantity: false, purchaseBehavior: 'DEFAULT', deliveryDuration: 'INSTANT', volumeDiscount: null,
    state: 'AVAILABLE', tags: { server: ['eu', 'us'] }, platform: 'pc', images: [], seller: SELLER, ...overrides,
  };
}

const GAMES: Record<string, GameType> = {
  wow: { value: 'wow', label: 'World of Warcraft', hidden: false, limited: false, gridProductTypes: [] },
  secret: { value: 'secret', label: 'Secret Game', hidden: true, limited: false, gridProductTypes: [] },
};
const catalog: ProductCatalog = {
  findGame: (value) => Promise.resolve(GAMES[value]),
  findProductType: (value) => Promise.resolve(value === 'currency' ? { value, label: 'Currency', listMode: 'GRID', serviceFee: 7 } : undefined),
  listingScope: () =>
    Promise.resolve({
      smartTags: [{ _id: 't1', filterId: 'f1', value: 'eu', label: 'Europe' }],
      smartTagFilters: [{ _id: 'f1', value: 'server', label: 'Server', multiSelect: true }],
      smartTagFiltersDefaultValues: {},
      hotSearches: [],
      platformTypes: [{ _id: 'p1', value: 'pc', label: 'PC' }],
      customFilters: [],
    }),
};

function reader(products: ProductRecord[], sellers: SellerRecord[] = [SELLER, BUYER]): ProductReader {
  return {
    productsByIds: (ids) => Promise.resolve(products.filter((p) => ids.includes(p.id))),
    sellerBySlug: (slug) => Promise.resolve(sellers.find((s) => s.slug === slug)),
    sellersByIds: (ids) => Promise.resolve(sellers.filter((s) => ids.includes(s.id))),
    offerScopesOf: () => Promise.resolve([{ gameType: 'wow', productType: 'currency', count: 3 }, { gameType: 'secret', productType: 'currency', count: 9 }]),
    // The sitemap's reads; these use cases never call them.
    countPublicProducts: () => Promise.resolve(0),
    publicProducts: () => Promise.resolve([]),
    countPublicSellers: () => Promise.resolve(0),
    publicSellerSlugs: () => Promise.resolve([]),
  };
}

describe('GetProduct', () => {
  it('labels the game, type, tags and platform, and gives sellers their level', async () => {
    const detail = (await new GetProduct(reader([record()]), catalog).execute({ id: 'P1', hasAuthToken: false }))._unsafeUnwrap();
    expect(detail.gameType).toEqual({ value: 'wow', label: 'World of Warcraft' });
    expect(detail.productType).toMatchObject({ label: 'Currency', serviceFee: 7, netFee: null });
    expect(detail.tags).toEqual([{ filter: 'server', label: 'Server', values: ['Europe', 'us'] }]);
    expect(detail.platform).toEqual({ value: 'pc', label: 'PC' });
    expect(detail.seller).toMatchObject({ _id: 'S1', isSeller: true, level: { level: 3, name: 'Established' }, memberSince: '2024-02-03T00:00:00.000Z' });
  });

  it('shows the dispute-aware level: 60 sales with 4 disputes (6.3 %) is held back from Established to Rising', async () => {
    const disputed = record({ seller: { ...SELLER, disputes: 4 } });
    const detail = (await new GetProduct(reader([disputed]), catalog).execute({ id: 'P1', hasAuthToken: false }))._unsafeUnwrap();
    expect(detail.seller.level).toEqual({ level: 2, name: 'Rising' });
  });

  it.each([
    ['hidden listing', record({ state: 'HIDDEN' }), false],
    ['removed listing', record({ state: 'REMOVED' }), false],
    ['banned seller', record({ seller: { ...SELLER, banned: true } }), false],
    ['removed seller', record({ seller: { ...SELLER, removed: true } }), false],
    ['hidden game, no token', record({ gameType: 'secret' }), false],
    ['unknown product type', record({ productType: 'nope' }), false],
  ])('refuses a %s as PRODUCT_NOT_FOUND', async (_, product, token) => {
    const result = await new GetProduct(reader([product]), catalog).execute({ id: 'P1', hasAuthToken: token });
    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
  });

  it('shows a hidden game’s listing with a token, and a sold-out one to anyone', async () => {
    expect((await new GetProduct(reader([record({ gameType: 'secret' })]), catalog).execute({ id: 'P1', hasAuthToken: true })).isOk()).toBe(true);
    expect((await new GetProduct(reader([record({ state: 'SOLD_OUT' })]), catalog).execute({ id: 'P1', hasAuthToken: false }))._unsafeUnwrap().state).toBe('SOLD_OUT');
  });

  it('reads batches in the order asked, each once, leaving out what the visitor may not see', async () => {
    const products = [record(), record({ id: 'P2', gameType: 'secret' }), record({ id: 'P3' })];
    const details = await new GetProducts(reader(products), catalog).execute({ ids: ['P3', 'P2', 'x', 'P1', 'P3'], hasAuthToken: false });
    expect(details.map((d) => d._id)).toEqual(['P3', 'P1']);
  });
});

describe('GetSellerProfile', () => {
  const search = (answer: Awaited<ReturnType<SearchListings['execute']>>) => {
    const asked: unknown[] = [];
    return { asked, search: { execute: (request: unknown) => (asked.push(request), Promise.resolve(answer)) } };
  };
  const found = ok({ hits: [], estimatedTotalHits: 3, priceFacets: { min: 0, max: 0, buckets: [] }, viewMode: 'GRID' as const, limit: 12, page: 1, sellerFacts: new Map() });

  it("lists the seller's visible scopes and searches the chosen one as the seller's profile", async () => {
    const { asked, search: engine } = search(found);
    const profile = (await new GetSellerProfile(reader([]), catalog, engine).execute({ slug: 'ada', hasAuthToken: false, page: 2 }))._unsafeUnwrap();
    expect(profile.offers).toEqual([{ gameType: { value: 'wow', label: 'World of Warcraft' }, productType: { value: 'currency', label: 'Currency' }, count: 3 }]);
    expect(profile.activeOffers).toBe(3);
    expect(asked).toEqual([expect.objectContaining({ gameType: 'wow', productType: 'currency', sellerSlug: 'ada', page: 2, sortBy: 'RECOMMENDED' })]);
  });

  it('counts hidden games for visitors with a token', async () => {
    const { search: engine } = search(found);
    const profile = (await new GetSellerProfile(reader([]), catalog, engine).execute({ slug: 'ada', hasAuthToken: true, page: 1 }))._unsafeUnwrap();
    expect(profile.offers.map((o) => o.gameType.value)).toEqual(['secret', 'wow']);
    expect(profile.selected).toEqual({ gameType: 'secret', productType: 'currency' });
  });

  it('still answers the profile when the search engine is down, without listings', async () => {
    const { search: engine } = search(err(domainError('UNAVAILABLE', 'down')));
    const profile = (await new GetSellerProfile(reader([]), catalog, engine).execute({ slug: 'ada', hasAuthToken: false, page: 1 }))._unsafeUnwrap();
    expect(profile.listings).toBeNull();
    expect(profile.selected).not.toBeNull();
  });

  it('has no profile for unknown, banned or removed users; buyers have one without a level', async () => {
    const { search: engine } = search(found);
    const use = new GetSellerProfile(reader([], [SELLER, BUYER, { ...SELLER, id: 'X', slug: 'gone', removed: true }]), catalog, engine);
    expect((await use.findSeller('nobody'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await use.findSeller('gone'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await use.findSeller('bob'))._unsafeUnwrap()).toMatchObject({ isSeller: false, level: null });
  });

  it('reads public users in the order asked', async () => {
    const sellers = await new GetSellers(reader([], [SELLER, BUYER, { ...SELLER, id: 'Z', banned: true }])).execute({ ids: ['B1', 'Z', 'S1', 'B1'] });
    expect(sellers.map((s) => s._id)).toEqual(['B1', 'S1']);
  });
});
