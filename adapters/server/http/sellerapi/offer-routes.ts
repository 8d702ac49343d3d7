import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Result } from 'neverthrow';
import type { BulkUpsertOffers, ManageOffers, ReadOffers } from '../../../../application/offers/index.ts';
import { BulkOffersBody, OfferBody, OfferIdParams, OfferListQuery, SELLER_API_BASE } from '../../../../contracts/sellerapi/index.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { errorBody, sendDomainError } from '../shared/replies.ts';
import { parseBody, parseInput } from '../shared/validation.ts';
import type { ApiKeyGuard } from './api-key-guard.ts';

export interface SellerApiOfferDeps {
  readonly guard: ApiKeyGuard;
  readonly manageOffers: ManageOffers;
  readonly readOffers: ReadOffers;
  readonly bulkUpsert: BulkUpsertOffers;
}

/** 1,000 offers with long descriptions outgrow the API's default 256 KiB body limit. */
export const BULK_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

function answer<T>(reply: FastifyReply, result: Result<T, DomainError>, status = 200): FastifyReply {
  if (result.isErr()) return sendDomainError(reply, result.error);
  return reply.code(status).header('cache-control', 'no-store').send(result.value);
}

/**
 * /api/v1/offers: the key owner's offers over the same use cases as the
 * workspace's DDP methods, so every write reaches the listing index before
 * the answer. The key is checked first (401/403), then the input (400 naming
 * the field).
 */
export function registerSellerApiOfferRoutes(app: FastifyInstance, deps: SellerApiOfferDeps): void {
  const base = `${SELLER_API_BASE}/offers`;

  app.get(base, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'offers:read');
    if (actor === undefined) return reply;
    const query = parseInput(OfferListQuery, request.query ?? {}, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    return answer(reply, await deps.readOffers.mine(actor, query.value));
  });

  app.get(`${base}/:offerId`, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'offers:read');
    if (actor === undefined) return reply;
    const params = parseInput(OfferIdParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    return answer(reply, await deps.readOffers.one(actor, params.value.offerId));
  });

  app.post(base, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'offers:write');
    if (actor === undefined) return reply;
    const body = parseBody(OfferBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    return answer(reply, await deps.manageOffers.create(actor, body.value.offer), 201);
  });

  app.post(`${base}/bulk`, { bodyLimit: BULK_BODY_LIMIT_BYTES }, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'offers:write');
    if (actor === undefined) return reply;
    const body = parseBody(BulkOffersBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    return answer(reply, await deps.bulkUpsert.execute(actor, body.value));
  });

  app.put(`${base}/:offerId`, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'offers:write');
    if (actor === undefined) return reply;
    const params = parseInput(OfferIdParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const body = parseBody(OfferBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    return answer(reply, await deps.manageOffers.update(actor, params.value.offerId, body.value.offer));
  });

  app.delete(`${base}/:offerId`, async (request, reply) => {
    const actor = await deps.guard(request, reply, 'offers:write');
    if (actor === undefined) return reply;
    const params = parseInput(OfferIdParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const changed = await deps.manageOffers.changeState(actor, [params.value.offerId], 'delete');
    if (changed.isErr()) return sendDomainError(reply, changed.error);
    const failure = changed.value.failed[0];
    if (failure !== undefined) {
      const status = failure.code === 'OFFER_NOT_FOUND' ? 404 : 409;
      return reply.code(status).header('cache-control', 'no-store').send(errorBody(status, failure.code, failure.message, 'params.offerId'));
    }
    return reply.header('cache-control', 'no-store').send({ id: params.value.offerId, deleted: true });
  });
}
