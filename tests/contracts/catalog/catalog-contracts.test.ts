import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GameLandingAnswer,
  GamesAnswer,
  GamesQuery,
  ListingDataAnswer,
  ListingDataParams,
  MAX_PRODUCT_BATCH,
  MultiSearchAnswer,
  MultiSearchBody,
  ProductBatchAnswer,
  ProductBatchBody,
  ProductDetailSchema,
  ProductSearchBody,
  ProductTypeListingDataAnswer,
  ProfileAnswer,
  ProfileQuery,
  SearchAnswer,
  SellerBatchAnswer,
  ServiceGamesAnswer,
  ServicesAnswer,
  type GamesAnswer as Games,
  type SearchAnswer as Search,
} from '../../../contracts/catalog/index.ts';
import { DATABASE_KIND } from '../../server/support/test-database.ts';
import { call, startTestServer, type TestServer } from '../../server/support/test-server.ts';
import { expectDeclares, refusal } from '../support.ts';

let server: TestServer;
let games: Games['games'];

async function answer(path: string, body?: unknown): Promise<unknown> {
  const response = await call(server, path, body === undefined ? {} : { body });
  expect(response.status, path).toBe(200);
  return response.body;
}

beforeAll(async () => {
  server = await startTestServer();
  games = ((await call(server, '/api/games')).body as Games).games;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe(`catalog contracts declare what the server answers on ${DATABASE_KIND}`, () => {
  it('games, every game landing, services and every service', async () => {
    expect(games.length).toBeGreaterThan(10);
    expectDeclares(GamesAnswer, await answer('/api/games'));
    expectDeclares(GamesAnswer, await answer('/api/games?sort=popularity&limit=4'));
    for (const game of games) expectDeclares(GameLandingAnswer, await answer(`/api/games/${game.value}`));
    const services = await answer('/api/services');
    expectDeclares(ServicesAnswer, services);
    for (const service of (services as { services: { value: string }[] }).services) expectDeclares(ServiceGamesAnswer, await answer(`/api/services/${service.value}`));
  });

  it("every game's listing data, with and without a product type, in two languages", async () => {
    for (const game of games) {
      const gamePage = await answer(`/api/listing-data/${game.value}/en/undefined`);
      expectDeclares(ListingDataAnswer, gamePage);
      expect(gamePage).not.toHaveProperty('selectedProductType');
      for (const type of game.productTypes) {
        for (const language of ['en', 'ja']) {
          const data = await answer(`/api/listing-data/${game.value}/${language}/${type.value}`);
          expectDeclares(ListingDataAnswer, data);
          // What every listing page reads: the same answer, its product type always there.
          expectDeclares(ProductTypeListingDataAnswer, data);
        }
      }
    }
  });

  it("the first search page of every listing, then the listings' products and sellers by id", async () => {
    const productIds = new Set<string>();
    const sellerIds = new Set<string>();
    for (const game of games) {
      for (const type of game.productTypes) {
        const search = await answer(`/api/products/search/${game.value}/${type.value}`, {});
        expectDeclares(SearchAnswer, search);
        for (const hit of (search as Search).hits) {
          productIds.add(hit._id);
          sellerIds.add(hit.seller._id);
        }
      }
    }
    expect(productIds.size).toBeGreaterThan(100);
    const ids = [...productIds];
    for (let i = 0; i < ids.length; i += MAX_PRODUCT_BATCH) {
      const batch = await answer('/api/products/by-ids', { ids: ids.slice(i, i + MAX_PRODUCT_BATCH) });
      expectDeclares(ProductBatchAnswer, batch);
      expect((batch as { products: unknown[] }).products.length).toBeGreaterThan(0);
    }
    expectDeclares(ProductDetailSchema, await answer(`/api/products/${ids[0] ?? ''}`));
    expectDeclares(SellerBatchAnswer, await answer('/api/profiles/by-ids', { ids: [...sellerIds].slice(0, 100) }));
  });

  it('a filtered, sorted, later search page and the profiles of its sellers', async () => {
    const game = games.find((g) => g.productTypes.length > 0) ?? games[0];
    const type = game?.productTypes[0]?.value ?? '';
    const body = { listingQuery: { sortBy: 'price', sortDirection: 1, price: [0, 1_000_000], page: 2, searchText: 'a' }, listingView: 'LIST' };
    const search = await answer(`/api/products/search/${game?.value ?? ''}/${type}?disableIsr=true`, body);
    expectDeclares(SearchAnswer, search);
    const first = ((await answer(`/api/products/search/${game?.value ?? ''}/${type}`, {})) as Search).hits[0];
    const profile = await answer(`/api/profiles/${first?.seller.slug ?? ''}`);
    expectDeclares(ProfileAnswer, profile);
    expect((profile as { listings: unknown }).listings).not.toBeNull();
  });

  it('the site search across every index', async () => {
    const queries = ['products_new', 'gameTypes', 'smartTags', 'blogs', 'hotSearch', 'platformTypes', 'gameCategories', 'gameArticles'].map((indexUid) => ({ indexUid, q: 'a', limit: 5 }));
    expectDeclares(MultiSearchAnswer, await answer('/api/multi-search', { queries: queries.slice(0, 8) }));
  });
});

describe('catalog contracts refuse a bad input naming the field', () => {
  it('listing data: a language outside the 13', () => {
    expect(refusal(ListingDataParams, { gameType: 'fortnite', language: 'xx', productType: 'accounts' })).toEqual({ field: 'language', message: 'must be one of the 13 language codes' });
  });

  it('search: the offending field deep in the body', () => {
    expect(refusal(ProductSearchBody, { listingQuery: { page: 0 } })?.field).toBe('listingQuery.page');
    expect(refusal(ProductSearchBody, { listingQuery: { price: [500, 100] } })).toEqual({ field: 'listingQuery.price', message: 'min must not exceed max' });
    expect(refusal(ProductSearchBody, { listingView: 'MOSAIC' })?.field).toBe('listingView');
  });

  it('games: a limit that is not a positive whole number', () => {
    expect(refusal(GamesQuery, { limit: '0' })).toEqual({ field: 'limit', message: 'must be a positive whole number' });
  });

  it('products, profiles and site search', () => {
    expect(refusal(ProductBatchBody, { ids: ['ok', '../etc/passwd'] })?.field).toBe('ids.1');
    expect(refusal(ProductBatchBody, { ids: Array.from({ length: MAX_PRODUCT_BATCH + 1 }, (_, i) => `id${i}`) })).toEqual({ field: 'ids', message: 'must hold at most 100 ids' });
    expect(refusal(ProfileQuery, { page: '1001' })?.field).toBe('page');
    expect(refusal(MultiSearchBody, { queries: [{ indexUid: 'passwords' }] })).toEqual({ field: 'queries.0.indexUid', message: 'must be one of the search indexes' });
  });

  it('and the server answers such an input with 400 naming the same field', async () => {
    const refused = await call(server, '/api/multi-search', { body: { queries: [{ indexUid: 'passwords' }] } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'body.queries.0.indexUid' } });
  });
});
