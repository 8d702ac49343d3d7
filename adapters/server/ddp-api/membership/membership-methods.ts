import { ok } from 'neverthrow';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { IgPlus, StoredMembership } from '../../../../application/membership/index.ts';
import { BuyIgPlusMethod, CancelIgPlusMethod, GetIgPlusMethod, ResumeIgPlusMethod, type MembershipView } from '../../../../contracts/membership/index.ts';
import { VISITOR } from '../../../../domain/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { savedCardView } from '../payments/payment-methods.ts';
import { actorMethod } from '../shared/actor-method.ts';

export function membershipView(m: StoredMembership): MembershipView {
  return {
    status: m.status,
    currency: m.currency,
    periodEnd: m.periodEnd.toISOString(),
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    failedAttempts: m.failedAttempts,
    nextAttemptAt: m.nextAttemptAt?.toISOString() ?? null,
    startedAt: m.startedAt.toISOString(),
  };
}

/** The ig-plus methods: params checked by the contract, price and permissions decided by the use case. */
export function membershipMethods(igPlus: IgPlus, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [
      GetIgPlusMethod.name,
      method(GetIgPlusMethod.params, async (actor, [p]) => {
        const price = await igPlus.price(p.currency);
        if (price.isErr()) return price;
        const mine = actor === VISITOR ? ok(null) : await igPlus.mine(actor);
        return mine.map((m) => ({ price: { minor: price.value.minor, currency: price.value.currency }, membership: m === null ? null : membershipView(m) }));
      }),
    ],
    [
      BuyIgPlusMethod.name,
      method(BuyIgPlusMethod.params, async (actor, [p]) =>
        (await igPlus.buy(actor, p)).map((b) => ({
          membership: b.membership === null ? null : membershipView(b.membership),
          payment: b.payment,
          savedCard: b.savedCard === null ? null : savedCardView(b.savedCard),
        })),
      ),
    ],
    [CancelIgPlusMethod.name, method(CancelIgPlusMethod.params, async (actor) => (await igPlus.cancel(actor)).map(membershipView))],
    [ResumeIgPlusMethod.name, method(ResumeIgPlusMethod.params, async (actor) => (await igPlus.resume(actor)).map(membershipView))],
  ]);
}
