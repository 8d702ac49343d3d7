import { err, ok } from 'neverthrow';
import * as v from 'valibot';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { CUSTOM_OFFERS_COLLECTION, REQUEST_LISTS_COLLECTION, REQUESTS_COLLECTION } from '../../../../application/deals/index.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import {
  CustomOffersParams,
  CustomOffersPublication,
  MyRequestsPublication,
  RequestBoardParams,
  RequestBoardPublication,
  RequestPublication,
  RequestPublicationParams,
} from '../../../../contracts/deals/index.ts';
import { domainError, signedInUserId, type DomainError } from '../../../../domain/index.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { callActor } from '../shared/actor-method.ts';
import { publishQuery } from '../shared/publish-query.ts';
import type { DealUseCases } from './deal-methods.ts';
import { customOfferView, requestDetailView, requestView } from './deal-views.ts';

function badParams(issues: readonly v.BaseIssue<unknown>[], field: string): DomainError {
  const first = issues[0];
  return domainError('VALIDATION_FAILED', `params.${first === undefined ? '' : (v.getDotPath(first) ?? '')}: ${first?.message ?? 'invalid'}`, { field });
}

/** `customOffers({ conversationId })`: the conversation's offers, live; someone else's conversation is a 404. */
export function customOffersPublication(deals: DealUseCases, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx, params) => {
    const parsed = v.safeParse(CustomOffersParams, params);
    if (!parsed.success) return err(badParams(parsed.issues, 'conversationId'));
    const { conversationId } = parsed.output[0];
    const read = async () => deals.customOffers.ofConversation(await callActor(actors, ctx), conversationId);
    const first = await read();
    if (first.isErr()) return err(first.error);
    await publishQuery(ctx, {
      collection: CustomOffersPublication.collection,
      changes,
      filter: (change) => change.collection === CUSTOM_OFFERS_COLLECTION && change.id === conversationId,
      query: async () => (await read()).unwrapOr([]).map((o) => customOfferView(o)),
    });
    return ok(undefined);
  };
}

/** `myRequests`: the caller's own requests, newest first, live. */
export function myRequestsPublication(deals: DealUseCases, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx) => {
    const userId = signedInUserId(await callActor(actors, ctx));
    if (userId === null) return ok(undefined);
    await publishQuery(ctx, {
      collection: MyRequestsPublication.collection,
      changes,
      filter: (change) => change.collection === REQUEST_LISTS_COLLECTION && change.id === userId,
      query: async () => (await deals.reads.mine(await callActor(actors, ctx))).unwrapOr([]).map((r) => requestView(r)),
    });
    return ok(undefined);
  };
}

/** `requestBoard({ gameType? })`: open requests anyone may answer, newest first, live; public. */
export function requestBoardPublication(deals: DealUseCases, changes: ChangeFeed): PublicationHandler {
  return async (ctx, params) => {
    const parsed = v.safeParse(RequestBoardParams, params);
    if (!parsed.success) return err(badParams(parsed.issues, 'gameType'));
    const gameType = parsed.output[0]?.gameType;
    await publishQuery(ctx, {
      collection: RequestBoardPublication.collection,
      changes,
      filter: (change) => change.collection === REQUEST_LISTS_COLLECTION && change.id === 'board',
      query: async () => (await deals.reads.board({ gameType })).map((r) => requestView(r)),
    });
    return ok(undefined);
  };
}

/** `request({ requestId })`: one request with the offers the reader may see, live. */
export function requestPublication(deals: DealUseCases, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx, params) => {
    const parsed = v.safeParse(RequestPublicationParams, params);
    if (!parsed.success) return err(badParams(parsed.issues, 'requestId'));
    const { requestId } = parsed.output[0];
    const read = async () => deals.reads.detail(await callActor(actors, ctx), requestId);
    const first = await read();
    if (first.isErr()) return err(first.error);
    await publishQuery(ctx, {
      collection: RequestPublication.collection,
      changes,
      filter: (change) => change.collection === REQUESTS_COLLECTION && change.id === requestId,
      query: async () => (await read()).match((d) => [{ ...requestDetailView(d) }], () => []),
    });
    return ok(undefined);
  };
}
