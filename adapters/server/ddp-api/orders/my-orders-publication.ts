import { ok } from 'neverthrow';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { ORDER_PARTIES_COLLECTION, type ReadOrders } from '../../../../application/orders/index.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { MyOrdersPublication } from '../../../../contracts/orders/index.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { callActor } from '../shared/actor-method.ts';
import { publishQuery } from '../shared/publish-query.ts';

/**
 * `myOrders`: the orders the user bought or sold, newest first, one `orders`
 * document each, kept live: every order change announces its buyer and
 * seller (`orderParties`), and only those users' publications re-read. An
 * anonymous connection gets an empty, ready feed.
 */
export function myOrdersPublication(readOrders: ReadOrders, actors: ActorDirectory, changes: ChangeFeed): PublicationHandler {
  return async (ctx) => {
    const userId = ctx.userId;
    if (userId === null) return ok(undefined);
    const actor = await callActor(actors, ctx);
    const first = await readOrders.mine(actor);
    if (first.isErr()) return first.map(() => undefined);
    await publishQuery(ctx, {
      collection: MyOrdersPublication.collection,
      changes,
      filter: (change) => change.collection === ORDER_PARTIES_COLLECTION && change.id === userId,
      query: async () => (await readOrders.mine(await callActor(actors, ctx))).unwrapOr([]),
    });
    return ok(undefined);
  };
}
