import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { MyPayments, TopUpCredits } from '../../../../application/payments/index.ts';
import { MyPaymentsMethod, TopUpCreditsMethod } from '../../../../contracts/payments/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export interface PaymentUseCases {
  readonly topUpCredits: TopUpCredits;
  readonly myPayments: MyPayments;
}

/** `topUpCredits` and `myPayments`: params checked by their contracts, the caller from the connection's user. */
export function paymentMethods(useCases: PaymentUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [TopUpCreditsMethod.name, method(TopUpCreditsMethod.params, (actor, [p]) => useCases.topUpCredits.execute(actor, p))],
    [MyPaymentsMethod.name, method(MyPaymentsMethod.params, (actor, [p]) => useCases.myPayments.execute(actor, { limit: p.limit }))],
  ]);
}
