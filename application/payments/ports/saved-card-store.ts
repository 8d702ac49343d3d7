import type { ProviderSavedCard } from './payment-provider.ts';

/** A user's card kept for ig-plus renewals: one per user, at the provider that keeps it. */
export interface StoredSavedCard extends ProviderSavedCard {
  readonly id: string;
  readonly userId: string;
  /** The provider's name (`local`, `stripe`): a card is charged where it was saved. */
  readonly provider: string;
  readonly createdAt: Date;
}

/** Saved cards; writes join the caller's unit of work. Saving replaces the user's previous card. */
export interface SavedCardStore {
  find(userId: string): Promise<StoredSavedCard | undefined>;
  save(card: StoredSavedCard): Promise<void>;
  remove(userId: string): Promise<void>;
}
