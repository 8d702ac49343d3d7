import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { SavedCardStore, StoredSavedCard } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

export interface SavedCardsDeps {
  readonly store: SavedCardStore;
  readonly providers: PaymentProviders;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly newId: () => string;
}

/**
 * The one card a user keeps with us for ig-plus renewals (saved when they pay
 * for a month by card, or from the membership panel). The number goes to the
 * card provider, which keeps it; we keep its customer and method ids and what
 * the owner may see (brand, last four digits, expiry). A new card replaces the
 * old one, which the provider then forgets.
 */
export class SavedCards {
  constructor(private readonly deps: SavedCardsDeps) {}

  async mine(actor: Actor): Answer<StoredSavedCard | null> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    return ok((await this.deps.store.find(user.value)) ?? null);
  }

  async save(actor: Actor, request: { readonly card: string; readonly idempotencyKey: string }): Answer<StoredSavedCard> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    return this.saveFor(user.value, request.card, request.idempotencyKey);
  }

  /** Keeps `card` for `userId` (a purchase that asked to save its card calls this once the card paid). */
  async saveFor(userId: string, card: string, idempotencyKey: string): Answer<StoredSavedCard> {
    const provider = this.deps.providers.forMethod('CARD');
    if (provider?.saveCard === undefined) return err(domainError('PAYMENT_METHOD_UNAVAILABLE', 'Cards cannot be kept for renewals here', { field: 'card' }));
    // Per user and intent, as payments' keys are: the provider's own idempotency answers a retry with the same card.
    const kept = await provider.saveCard({ userId, card, idempotencyKey: `${userId}:card:${idempotencyKey}` });
    if (kept.isErr()) return err(kept.error);
    const fresh: StoredSavedCard = { ...kept.value, id: this.deps.newId(), userId, provider: provider.name, createdAt: this.deps.clock.now() };
    const replaced = await this.deps.uow.run(async () => {
      const before = await this.deps.store.find(userId);
      // A retry (same key) gets the same card back from the provider: the row kept the first time stays as it was.
      if (before !== undefined && before.provider === fresh.provider && before.methodId === fresh.methodId) return ok({ before, saved: before });
      await this.deps.store.save(fresh);
      return ok({ before, saved: fresh });
    });
    if (replaced.isErr()) return err(replaced.error);
    const { before, saved } = replaced.value;
    if (before !== undefined && saved !== before && before.methodId !== saved.methodId) await this.forgetAtProvider(before);
    return ok(saved);
  }

  async remove(actor: Actor): Answer<{ readonly removed: true }> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    const card = await this.deps.store.find(user.value);
    if (card === undefined) return err(domainError('SAVED_CARD_NOT_FOUND', 'You have no card saved for renewals'));
    await this.deps.store.remove(user.value);
    await this.forgetAtProvider(card);
    return ok({ removed: true });
  }

  /** The provider forgetting a card is best effort: ours is gone already, so it is never charged again either way. */
  private async forgetAtProvider(card: StoredSavedCard): Promise<void> {
    await this.deps.providers.byName(card.provider)?.forgetCard?.({ customerId: card.customerId, methodId: card.methodId });
  }
}
