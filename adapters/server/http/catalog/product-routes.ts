import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { MAX_PRODUCT_BATCH, type GetProduct, type GetProducts } from '../../../../application/catalog/get-product.ts';
import { MAX_SELLER_BATCH, type GetSellerProfile, type GetSellers } from '../../../../application/catalog/get-seller-profile.ts';
import { toHit } from './catalog-routes.ts';
import { sendDomainError } from '../shared/replies.ts';
import { hasSession } from '../shared/request-actor.ts';
import { MAX_PAGE } from '../shared/schemas.ts';
import { parseInput } from '../shared/validation.ts';

export interface ProductRouteDeps {
  readonly getProduct: GetProduct;
  readonly getProducts: GetProducts;
  readonly getSellerProfile: GetSellerProfile;
  readonly getSellers: GetSellers;
}

/** Listing and user ids: Meteor-style random ids (and the seed's), never paths or queries. */
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id of letters, digits, - or _ (at most 64)'));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a lowercase slug'));
const ids = (max: number) => v.pipe(v.array(id), v.maxLength(max, `must hold at most ${max} ids`));

export const ProductParams = v.object({ id });
export const ProductBatchBody = v.object({ ids: ids(MAX_PRODUCT_BATCH) });
export const ProfileParams = v.object({ slug });
export const ProfileQuery = v.object({
  game: v.optional(slug),
  type: v.optional(slug),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,3}$/, 'must be a page number'), v.transform(Number), v.maxValue(MAX_PAGE, `must be at most ${MAX_PAGE}`)),
    '1',
  ),
});
export const SellerBatchBody = v.object({ ids: ids(MAX_SELLER_BATCH) });

/** Anonymous answers about public games may be shared briefly; stock moves, so not for long. */
const SHARED = 'public, max-age=30, stale-while-revalidate=60';
const PRIVATE = 'private, no-store';

/** Answers that depend on the visitor (hidden games, a token) are never put in a shared cache. */
function cacheFor(reply: FastifyReply, shared: boolean): FastifyReply {
  return reply.header('cache-control', shared ? SHARED : PRIVATE);
}

/**
 * Product pages, profiles and the batch reads of favorites and recently
 * viewed. Every answer is computed on the server from the database; prices
 * are USD cents for the client to convert for display.
 */
export function registerProductRoutes(app: FastifyInstance, deps: ProductRouteDeps): void {
  app.get('/api/products/:id', async (request, reply) => {
    const params = parseInput(ProductParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const signedIn = await hasSession(request);
    const result = await deps.getProduct.execute({ id: params.value.id, hasAuthToken: signedIn });
    if (result.isErr()) return sendDomainError(reply, result.error);
    return cacheFor(reply, !signedIn).send(result.value);
  });

  app.post('/api/products/by-ids', async (request, reply) => {
    const body = parseInput(ProductBatchBody, request.body ?? {}, 'body');
    if (body.isErr()) return sendDomainError(reply, body.error);
    const products = await deps.getProducts.execute({ ids: body.value.ids, hasAuthToken: await hasSession(request) });
    return cacheFor(reply, false).send({ products });
  });

  app.get('/api/profiles/:slug', async (request, reply) => {
    const params = parseInput(ProfileParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(ProfileQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const signedIn = await hasSession(request);
    const result = await deps.getSellerProfile.execute({
      slug: params.value.slug,
      hasAuthToken: signedIn,
      gameType: query.value.game,
      productType: query.value.type,
      page: query.value.page,
    });
    if (result.isErr()) return sendDomainError(reply, result.error);
    const { listings, ...profile } = result.value;
    return cacheFor(reply, !signedIn).send({
      ...profile,
      listings:
        listings === null
          ? null
          : { hits: listings.hits.map(toHit), estimatedTotalHits: listings.estimatedTotalHits, page: listings.page, limit: listings.limit },
    });
  });

  app.post('/api/profiles/by-ids', async (request, reply) => {
    const body = parseInput(SellerBatchBody, request.body ?? {}, 'body');
    if (body.isErr()) return sendDomainError(reply, body.error);
    const sellers = await deps.getSellers.execute({ ids: body.value.ids });
    return cacheFor(reply, false).send({ sellers });
  });
}
