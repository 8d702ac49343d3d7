import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { MyPayments, SavedCards, StoredSavedCard, TopUpCredits } from '../../../../application/payments/index.ts';
import { MyPaymentsMethod, MySavedCardMethod, RemoveSavedCardMethod, SaveCardMethod, TopUpCreditsMethod, type SavedCardView } from '../../../../contracts/payments/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export interface PaymentUseCases {
  readonly topUpCredits: TopUpCredits;
  readonly myPayments: MyPayments;
  readonly savedCards: SavedCards;
}

/** What the owner is shown of a kept card: never the provider's ids. */
export function savedCardView(card: StoredSavedCard): SavedCardView {
  return { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, createdAt: card.createdAt.toISOString() };
}

/** `topUpCredits`, `myPayments` and the saved card's methods: params checked by their contracts, the caller from the connection's user. */
export function paymentMethods(useCases: PaymentUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [TopUpCreditsMethod.name, method(TopUpCreditsMethod.params, (actor, [p]) => useCases.topUpCredits.execute(actor, p))],
    [MyPaymentsMethod.name, method(MyPaymentsMethod.params, (actor, [p]) => useCases.myPayments.execute(actor, { limit: p.limit }))],
    [MySavedCardMethod.name, method(MySavedCardMethod.params, async (actor) => (await useCases.savedCards.mine(actor)).map((card) => (card === null ? null : savedCardView(card))))],
    [SaveCardMethod.name, method(SaveCardMethod.params, async (actor, [p]) => (await useCases.savedCards.save(actor, p)).map(savedCardView))],
    [RemoveSavedCardMethod.name, method(RemoveSavedCardMethod.params, (actor) => useCases.savedCards.remove(actor))],
  ]);
}
