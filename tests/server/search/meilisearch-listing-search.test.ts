import { randomUUID } from 'node:crypto';
import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListingSearchQuery } from '../../../application/catalog/ports/index.ts';
import { createSearchOnlyKey, SEARCH_ONLY_KEY_UID } from '../../../adapters/server/search/meilisearch-keys.ts';
import { MeilisearchListingSearch } from '../../../adapters/server/search/meilisearch-listing-search.ts';
import {
  filterAttribute,
  hasPriceBounds,
  quoteFilterValue,
  toMeilisearchRequest,
  toPriceFacetRequest,
} from '../../../adapters/server/search/meilisearch-request.ts';
import { fromMeilisearchResponse, toStoredListing } from '../../../adapters/server/search/meilisearch-response.ts';
import { LISTINGS_INDEX, listingIndexSettings, TASK_WAIT } from '../../../adapters/server/search/meilisearch-settings.ts';
import { SearchIndexWriteError } from '../../../adapters/server/search/search-errors.ts';
import { fixtureListing, TAG_FILTERS } from './fixture.ts';
import { describeListingSearchConformance } from './listing-search.conformance.ts';
import { referenceFacets } from './reference-model.ts';

const MEILISEARCH_URL = process.env['MEILISEARCH_URL'];

function query(overrides: Partial<ListingSearchQuery> = {}): ListingSearchQuery {
  return { gameType: 'wow', productType: 'items', state: 'AVAILABLE', sortBy: 'RECOMMENDED', sortDirection: -1, limit: 24, offset: 0, ...overrides };
}

describe('listingIndexSettings', () => {
  it('declares what the queries filter, sort and search on, with the typo rule of the embedded engine', () => {
    expect(LISTINGS_INDEX).toBe('products_new');
    expect(TASK_WAIT).toEqual({ timeout: 5000, interval: 50 });
    expect(listingIndexSettings([...TAG_FILTERS, 'rarity'])).toEqual({
      searchableAttributes: ['title', 'description', 'sellerName', 'tagValues'],
      filterableAttributes: [
        'gameType',
        'productType',
        'state',
        'priceMinor',
        'platform',
        'deliveryDuration',
        'purchaseBehavior',
        'sellerId',
        'tags.faction',
        'tags.rarity',
        'tags.server',
      ],
      sortableAttributes: ['priceMinor', 'recommendedScore', 'createdAt', 'id'],
      rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'recommendedScore:desc', 'createdAt:desc'],
      typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
      faceting: { maxValuesPerFacet: 10_000 },
      pagination: { maxTotalHits: 1_000_000 },
    });
  });
});

describe('toMeilisearchRequest', () => {
  it('translates every filter into exact, quoted clauses', () => {
    const request = toMeilisearchRequest(
      query({
        text: 'dimond swrd',
        smartTags: { rarity: ['Epic', 'Legendary'], server: [], 'my filter': ['a"b\\c'] },
        platforms: ['PC', 'PS5'],
        customFilters: [
          { field: 'deliveryDuration', value: 'ONE_DAY' },
          { field: 'sellerId', value: 's"1' },
        ],
        price: { min: 1000, max: 2500 },
        sortBy: 'price',
        sortDirection: -1,
        offset: 48,
      }),
    );
    expect(request).toEqual({
      q: 'dimond swrd',
      filter: [
        'gameType = "wow"',
        'productType = "items"',
        'state = "AVAILABLE"',
        'tags.rarity IN ["Epic", "Legendary"]',
        String.raw`"tags.my filter" IN ["a\"b\\c"]`,
        'platform IN ["PC", "PS5"]',
        'deliveryDuration = "ONE_DAY"',
        String.raw`sellerId = "s\"1"`,
        'priceMinor >= 1000',
        'priceMinor <= 2500',
      ],
      sort: ['priceMinor:desc', 'id:desc'],
      offset: 48,
      limit: 24,
      facets: ['priceMinor'],
      matchingStrategy: 'all',
    });
  });

  it('sorts like the shared orders, and leaves text with RECOMMENDED to relevance', () => {
    expect(toMeilisearchRequest(query()).sort).toEqual(['recommendedScore:desc', 'createdAt:desc', 'id:asc']);
    expect(toMeilisearchRequest(query({ sortDirection: 1 })).sort).toEqual(['recommendedScore:desc', 'createdAt:desc', 'id:asc']);
    expect(toMeilisearchRequest(query({ text: '  ' })).sort).toEqual(['recommendedScore:desc', 'createdAt:desc', 'id:asc']);
    expect(toMeilisearchRequest(query({ sortBy: 'price', sortDirection: 1 })).sort).toEqual(['priceMinor:asc', 'id:asc']);
    expect('sort' in toMeilisearchRequest(query({ text: 'sword' }))).toBe(false);
    expect(toMeilisearchRequest(query({ text: 'sword', sortBy: 'price', sortDirection: 1 })).sort).toEqual(['priceMinor:asc', 'id:asc']);
  });

  it('keeps a one-sided price bound one-sided', () => {
    expect(toMeilisearchRequest(query({ price: { max: 0 } })).filter.slice(3)).toEqual(['priceMinor <= 0']);
    expect(toMeilisearchRequest(query({ price: { min: 5 } })).filter.slice(3)).toEqual(['priceMinor >= 5']);
  });

  it('asks the facet search for the same matches without the price bounds and without hits', () => {
    const bounded = query({ text: 'sword', platforms: ['PC'], price: { min: 1, max: 2 }, offset: 24 });
    expect(hasPriceBounds(bounded)).toBe(true);
    expect(hasPriceBounds(query({ price: {} }))).toBe(false);
    expect(toPriceFacetRequest(bounded)).toEqual({
      q: 'sword',
      filter: ['gameType = "wow"', 'productType = "items"', 'state = "AVAILABLE"', 'platform IN ["PC"]'],
      offset: 0,
      limit: 0,
      facets: ['priceMinor'],
      matchingStrategy: 'all',
    });
  });
});

describe('filter quoting', () => {
  it.each([
    ['Epic', '"Epic"'],
    ['say "hi"', String.raw`"say \"hi\""`],
    [String.raw`C:\dir`, String.raw`"C:\\dir"`],
    [String.raw`end\"`, String.raw`"end\\\""`],
    ['', '""'],
  ])('quotes %j as %s', (value, quoted) => {
    expect(quoteFilterValue(value)).toBe(quoted);
  });

  it('quotes attribute names only when they are not plain words', () => {
    expect(filterAttribute('tags.rarity')).toBe('tags.rarity');
    expect(filterAttribute('tags.région-1')).toBe('tags.région-1');
    expect(filterAttribute('tags.my filter')).toBe('"tags.my filter"');
    expect(filterAttribute('OR')).toBe('"OR"');
  });
});

describe('fromMeilisearchResponse', () => {
  const a01 = fixtureListing('a01');

  it('returns listings without the stored-only fields, the count and bucketed facets', () => {
    const page = { hits: [{ ...toStoredListing(a01), _rankingScore: 0.9 }], estimatedTotalHits: 7, facetDistribution: { priceMinor: { '2500': 1 } } };
    const facets = { hits: [], estimatedTotalHits: 4, facetDistribution: { priceMinor: { '100': 2, '150': 1, '9000': 1 } }, facetStats: { priceMinor: { min: 100, max: 9000 } } };
    expect(fromMeilisearchResponse(page, facets)._unsafeUnwrap()).toEqual({
      hits: [a01],
      estimatedTotalHits: 7,
      priceFacets: referenceFacets([100, 100, 150, 9000]),
    });
  });

  it('reads the facets from the page search when there is no facet search', () => {
    const page = { hits: [], estimatedTotalHits: 2, facetDistribution: { priceMinor: { '300': 2 } }, facetStats: { priceMinor: { min: 300, max: 300 } } };
    expect(fromMeilisearchResponse(page)._unsafeUnwrap().priceFacets).toEqual({ min: 300, max: 300, buckets: [{ from: 300, to: 300, count: 2 }] });
  });

  it('answers empty facets when nothing matched', () => {
    const empty = { hits: [], estimatedTotalHits: 0, facetDistribution: { priceMinor: {} }, facetStats: {} };
    expect(fromMeilisearchResponse(empty)._unsafeUnwrap()).toEqual({ hits: [], estimatedTotalHits: 0, priceFacets: { min: 0, max: 0, buckets: [] } });
  });

  it('fails with INTERNAL on a malformed hit or response', () => {
    expect(fromMeilisearchResponse({ hits: [{ id: 'a01' }], estimatedTotalHits: 1 })._unsafeUnwrapErr().code).toBe('INTERNAL');
    expect(fromMeilisearchResponse({ nope: true })._unsafeUnwrapErr().code).toBe('INTERNAL');
  });

  it('stores tag values flat so they are searchable', () => {
    expect(toStoredListing(a01).tagValues).toEqual(['Epic', 'EU', 'US']);
  });
});

/** A stand-in for the client's multi-search, recording what the adapter sends. */
function fakeClient(respond: (queries: readonly Record<string, unknown>[]) => unknown): { client: Meilisearch; sent: Record<string, unknown>[][] } {
  const sent: Record<string, unknown>[][] = [];
  const real = new Meilisearch({ host: 'http://127.0.0.1:9' });
  const client = Object.assign(Object.create(real) as Meilisearch, {
    multiSearch: async ({ queries }: { queries: Record<string, unknown>[] }) => {
      sent.push(queries);
      return respond(queries);
    },
  });
  return { client, sent };
}

describe('MeilisearchListingSearch without a server', () => {
  const emptyResult = { hits: [], estimatedTotalHits: 0, facetDistribution: { priceMinor: {} }, facetStats: {} };

  it('sends the facet search only when the query bounds the price, in the same round trip', async () => {
    const { client, sent } = fakeClient((queries) => ({ results: queries.map(() => emptyResult) }));
    const engine = new MeilisearchListingSearch(client, { tagFilters: [] });
    (await engine.search(query()))._unsafeUnwrap();
    (await engine.search(query({ price: { min: 10 } })))._unsafeUnwrap();
    expect(sent.map((queries) => queries.map((q) => [q['indexUid'], q['limit']]))).toEqual([
      [['products_new', 24]],
      [
        ['products_new', 24],
        ['products_new', 0],
      ],
    ]);
  });

  it('validates the query before calling the server', async () => {
    const { client, sent } = fakeClient(() => ({ results: [] }));
    const engine = new MeilisearchListingSearch(client, { tagFilters: [] });
    expect((await engine.search(query({ offset: -1 })))._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
    expect(sent).toEqual([]);
  });

  it('turns an unreachable server into UNAVAILABLE, never a throw from search', async () => {
    const engine = new MeilisearchListingSearch(new Meilisearch({ host: 'http://127.0.0.1:9' }), { tagFilters: [...TAG_FILTERS] });
    expect((await engine.search(query()))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await engine.searchAll('sword', 5))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await engine.applySettings())._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await engine.tryUpsert([fixtureListing('a01')]))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await engine.tryRemove(['a01']))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await engine.trySize())._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await createSearchOnlyKey(new Meilisearch({ host: 'http://127.0.0.1:9' })))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });

  it('rejects a failed index write with the domain error, since the port has no error channel', async () => {
    const engine = new MeilisearchListingSearch(new Meilisearch({ host: 'http://127.0.0.1:9' }), { tagFilters: [] });
    const failure = await engine.upsert([fixtureListing('a01')]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchIndexWriteError);
    expect(failure).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    await expect(engine.upsert([])).resolves.toBeUndefined();
  });
});

describe('createSearchOnlyKey', () => {
  function keyClient(existing: boolean): { client: Meilisearch; created: unknown[] } {
    const created: unknown[] = [];
    const notFound = new MeilisearchApiError(new Response(null, { status: 404 }), {
      message: 'API key not found',
      code: 'api_key_not_found',
      type: 'invalid_request',
      link: '',
    });
    const client = Object.assign(Object.create(new Meilisearch({ host: 'http://127.0.0.1:9' })) as Meilisearch, {
      getKey: async () => {
        if (existing) return { key: 'existing-key' };
        throw notFound;
      },
      createKey: async (options: unknown) => {
        created.push(options);
        return { key: 'new-key' };
      },
    });
    return { client, created };
  }

  it('mints a search-only key for the storefront indexes once', async () => {
    const { client, created } = keyClient(false);
    expect((await createSearchOnlyKey(client))._unsafeUnwrap()).toBe('new-key');
    expect(created).toEqual([
      {
        uid: SEARCH_ONLY_KEY_UID,
        name: 'storefront-search',
        description: 'Search-only key for browsers',
        actions: ['search'],
        indexes: ['products_new', 'gameTypes', 'smartTags', 'blogs', 'hotSearch', 'platformTypes', 'gameCategories', 'gameArticles'],
        expiresAt: null,
      },
    ]);
  });

  it('reuses the existing key', async () => {
    const { client, created } = keyClient(true);
    expect((await createSearchOnlyKey(client))._unsafeUnwrap()).toBe('existing-key');
    expect(created).toEqual([]);
  });
});

describe.runIf(MEILISEARCH_URL !== undefined)('against the Meilisearch server at MEILISEARCH_URL', () => {
  // Built on first use: describe bodies run even when skipped, and there is no URL then.
  const apiKey = process.env['MEILISEARCH_KEY'];
  const server = (): Meilisearch => new Meilisearch({ host: MEILISEARCH_URL ?? '', ...(apiKey === undefined ? {} : { apiKey }) });
  const created: string[] = [];

  afterAll(async () => {
    for (const uid of created) await server().deleteIndexIfExists(uid);
  });

  describeListingSearchConformance('Meilisearch', async () => {
    const indexUid = `conformance_${randomUUID()}`;
    created.push(indexUid);
    const engine = new MeilisearchListingSearch(server(), { indexUid, tagFilters: [...TAG_FILTERS] });
    (await engine.applySettings())._unsafeUnwrap();
    return engine;
  });
});
