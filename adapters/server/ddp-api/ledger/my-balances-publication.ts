import { err, ok } from 'neverthrow';
import { BALANCES_COLLECTION, type GetBalances } from '../../../../application/ledger/index.ts';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import type { Actor } from '../../../../domain/index.ts';
import { MyBalancesPublication } from '../../../../contracts/ledger/index.ts';
import type { PublicationHandler } from '../../ddp/index.ts';
import { publishQuery } from '../shared/publish-query.ts';

/**
 * `myBalances`: the caller's balances, one `balances` document per currency
 * (id = the currency code, fields `currency`, `available`, `pending`), kept
 * live: every posting that moves one of the user's accounts announces
 * `{ collection: 'balances', id: userId }` after commit, and the query runs
 * again. The actor is read afresh on each run, so a user banned meanwhile
 * sees their documents go. An anonymous connection gets an empty, ready feed.
 */
export function myBalancesPublication(getBalances: GetBalances, actorOf: (userId: string) => Promise<Actor>, changes: ChangeFeed): PublicationHandler {
  return async (ctx) => {
    const userId = ctx.userId;
    if (userId === null) return ok(undefined);
    const allowed = await getBalances.execute(await actorOf(userId));
    if (allowed.isErr()) return err(allowed.error);
    await publishQuery(ctx, {
      collection: MyBalancesPublication.collection,
      changes,
      filter: (change) => change.collection === BALANCES_COLLECTION && change.id === userId,
      query: async () => {
        const now = await getBalances.execute(await actorOf(userId));
        return now.isErr() ? [] : now.value.balances.map((balance) => ({ id: balance.currency, ...balance }));
      },
    });
    return ok(undefined);
  };
}
