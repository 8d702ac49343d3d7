import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GeoLocator, RatesSource } from '../../../../application/shared/ports/index.ts';
import type { GetListingData } from '../../../../application/catalog/get-listing-data.ts';
import type { SearchListings, SellerCardFacts } from '../../../../application/catalog/search-listings.ts';
import { sellerLevel, warrantyDaysOf } from '../../../../domain/index.ts';
import type { ListingDocument } from '../../../../application/catalog/ports/index.ts';
import { requestToken } from '../shared/request-auth.ts';
import { snippetOf } from './hit-snippet.ts';
import { SEARCH_ANSWER_SCHEMA } from './search-answer-schema.ts';
import { hasSession } from '../shared/request-actor.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseBody, parseInput } from '../shared/validation.ts';
import type { GeoAnswer, RatesAnswer } from '../../../../contracts/shared/index.ts';
import {
  DisableIsrQuery,
  ListingDataParams,
  ProductSearchBody,
  SearchParams,
  type ListingDataAnswer,
  type ListingHit,
  type SearchAnswer,
  type SearchUnavailableAnswer,
} from '../../../../contracts/catalog/index.ts';

export interface CatalogRouteDeps {
  readonly rates: RatesSource;
  readonly geo: GeoLocator;
  readonly getListingData: GetListingData;
  readonly searchListings: SearchListings;
}

/** Default-query answers may be cached by browsers and CDNs for a minute (the storefront's ISR). */
const CACHEABLE = 'public, max-age=60, stale-while-revalidate=300';
const UNCACHEABLE = 'no-store';

function cacheFor(reply: FastifyReply, cacheable: boolean): FastifyReply {
  return reply.header('cache-control', cacheable ? CACHEABLE : UNCACHEABLE);
}

/** A seller the query did not find (removed since indexing): the first level, offline, as for a seller without sales. */
const UNKNOWN_SELLER: SellerCardFacts = { level: { level: sellerLevel(0).level, name: sellerLevel(0).name }, online: false, medianDeliveryMinutes: null };

/**
 * The search hit a listing page renders; prices are USD cents, converted for display by the client. The description is a snippet.
 * `sellers`: the page's seller facts, read once for the page (SearchListings).
 */
export function toHit(d: ListingDocument, sellers: ReadonlyMap<string, SellerCardFacts>): ListingHit {
  const facts = sellers.get(d.sellerId) ?? UNKNOWN_SELLER;
  return {
    _id: d.id,
    title: d.title,
    description: snippetOf(d.description),
    gameType: d.gameType,
    productType: d.productType,
    seller: {
      _id: d.sellerId,
      username: d.sellerName,
      slug: d.sellerSlug,
      communityRating: d.sellerRating,
      level: facts.level,
      online: facts.online,
      medianDeliveryMinutes: facts.medianDeliveryMinutes,
    },
    price: d.priceMinor,
    currency: 'USD',
    quantity: d.quantity,
    maxQuantity: d.maxQuantity,
    minQuantity: d.minQuantity,
    incrementalQuantity: d.incrementalQuantity,
    purchaseBehavior: d.purchaseBehavior,
    deliveryDuration: d.deliveryDuration,
    image: d.image,
    tags: d.tags,
    platform: d.platform,
    volumeDiscount: d.volumeDiscount,
    warrantyDays: warrantyDaysOf(d.productType),
  };
}

export function registerCatalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): void {
  app.get('/api/rates', async (_request, reply) => {
    const rates: RatesAnswer = (await deps.rates.currentRates()).map(({ currency, rate }) => ({ currency, rate }));
    return cacheFor(reply, true).send(rates);
  });

  app.get('/api/geo', async (request, reply) => {
    const geo = await deps.geo.locate({ headers: request.headers, ip: request.ip });
    const answer: GeoAnswer = { country: geo.country ?? null, region: geo.region ?? null, city: geo.city ?? null };
    return reply.header('cache-control', 'private, no-store').send(answer);
  });

  app.get('/api/listing-data/:gameType/:language/:productType', async (request, reply) => {
    const params = parseInput(ListingDataParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(DisableIsrQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const authenticated = await hasSession(request);
    const result = await deps.getListingData.execute({
      gameType: params.value.gameType,
      language: params.value.language,
      productType: params.value.productType === 'undefined' ? undefined : params.value.productType,
      hasAuthToken: authenticated,
    });
    if (result.isErr()) return sendDomainError(reply, result.error);
    // A hidden game's data is for signed-in eyes only: never in a shared cache.
    const cacheable = query.value.disableIsr !== 'true' && !result.value.gameType.hidden;
    const answer: ListingDataAnswer = { ...result.value, error: null };
    return cacheFor(reply, cacheable).send(answer);
  });

  // The response schema compiles a serializer for the 200 answer, the hottest JSON the server writes.
  app.post('/api/products/search/:gameType/:productType', { schema: { response: { 200: SEARCH_ANSWER_SCHEMA } } }, async (request, reply) => {
    const params = parseInput(SearchParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(DisableIsrQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const body = parseBody(ProductSearchBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    const { listingQuery: q } = body.value;
    const result = await deps.searchListings.execute({
      gameType: params.value.gameType,
      productType: params.value.productType,
      searchText: q.searchText,
      price: q.price,
      sortBy: q.sortBy,
      sortDirection: q.sortDirection,
      page: q.page,
      smartTagFilters: body.value.smartTagFilters ?? q.smartTagFilters,
      customFilters: body.value.customFilters ?? q.extraFilters.customFilters,
      platform: q.extraFilters.platform,
      searchFilter: q.extraFilters.searchFilter,
      listingView: body.value.listingView,
      sellerSlug: body.value.sellerProfile ?? undefined,
      hasAuthToken: await hasSession(request),
    });
    if (result.isErr()) {
      if (result.error.code === 'UNAVAILABLE') {
        // The storefront ignores search failures and keeps its previous results (spec section 8).
        const unavailable: SearchUnavailableAnswer = { hits: [], estimatedTotalHits: 0, priceFacets: null, error: result.error.message };
        return cacheFor(reply, false).code(503).send(unavailable);
      }
      return sendDomainError(reply, result.error);
    }
    const r = result.value;
    // Only anonymous default queries are shared: a signed-in visitor may see hidden games.
    const cacheable = query.value.disableIsr !== 'true' && requestToken(request) === undefined;
    const answer: SearchAnswer = {
      hits: r.hits.map((d) => toHit(d, r.sellerFacts)),
      estimatedTotalHits: r.estimatedTotalHits,
      priceFacets: r.priceFacets,
      page: r.page,
      limit: r.limit,
      viewMode: r.viewMode,
      error: null,
    };
    return cacheFor(reply, cacheable).send(answer);
  });
}
