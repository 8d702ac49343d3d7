import { err, ok } from 'neverthrow';
import * as v from 'valibot';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { ORDERS_COLLECTION, type ReadOrderDetail } from '../../../../application/orders/index.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { DisputeQueuePublication, OrderPublication, OrderPublicationParams } from '../../../../contracts/orders/index.ts';
import { domainError } from '../../../../domain/index.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { callActor } from '../shared/actor-method.ts';
import { publishQuery } from '../shared/publish-query.ts';

/**
 * `order({ orderId })`: one `orderDetails` document for the order's buyer,
 * seller or staff, re-read on every change of that order (transitions,
 * progress posts, dispute messages), so a buyer watches a boost's progress
 * without reloading. Bad params are a 400; an order the caller may not see is
 * a 404 (nosub with the error).
 */
export function orderPublication(reads: ReadOrderDetail, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx, params) => {
    const parsed = v.safeParse(OrderPublicationParams, params);
    if (!parsed.success) return err(domainError('VALIDATION_FAILED', `params.orderId: ${parsed.issues[0].message}`, { field: 'orderId' }));
    const { orderId } = parsed.output[0];
    const first = await reads.detail(await callActor(actors, ctx), orderId);
    if (first.isErr()) return first.map(() => undefined);
    await publishQuery(ctx, {
      collection: OrderPublication.collection,
      changes,
      filter: (change) => change.collection === ORDERS_COLLECTION && change.id === orderId,
      query: async () => {
        const read = await reads.detail(await callActor(actors, ctx), orderId);
        return read.isOk() ? [read.value] : [];
      },
    });
    return ok(undefined);
  };
}

/** `disputeQueue`: every open dispute for staff, re-read whenever any order changes; others get an empty, ready feed. */
export function disputeQueuePublication(reads: ReadOrderDetail, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx) => {
    const first = await reads.disputeQueue(await callActor(actors, ctx));
    if (first.isErr()) return ok(undefined);
    await publishQuery(ctx, {
      collection: DisputeQueuePublication.collection,
      changes,
      filter: (change) => change.collection === ORDERS_COLLECTION,
      query: async () => (await reads.disputeQueue(await callActor(actors, ctx))).unwrapOr([]),
    });
    return ok(undefined);
  };
}
