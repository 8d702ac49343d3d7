import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { PayoutDetailsBook } from '../../../../application/payouts/index.ts';
import { MyPayoutDetailsMethod, SavePayoutDetailsMethod } from '../../../../contracts/payouts/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** `savePayoutDetails` and `myPayoutDetails`: the shape checked by the contract, each method's fields by the domain, read back masked. */
export function payoutDetailsMethods(book: PayoutDetailsBook, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [SavePayoutDetailsMethod.name, method(SavePayoutDetailsMethod.params, (actor, [p]) => book.save(actor, p))],
    [MyPayoutDetailsMethod.name, method(MyPayoutDetailsMethod.params, (actor) => book.mine(actor))],
  ]);
}
