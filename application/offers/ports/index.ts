import type { OfferState } from '../../../domain/index.ts';
import type { OfferInput } from '../../../contracts/offers/index.ts';
import type { ListingDocument } from '../../catalog/ports/index.ts';

/** The ports of the offers use cases. */

/** An offer row as the store keeps it (prices USD cents). */
export interface OfferRecord extends Omit<OfferInput, 'tags' | 'services' | 'images'> {
  readonly id: string;
  readonly sellerId: string;
  readonly tags: Readonly<Record<string, string | readonly string[]>>;
  readonly services: readonly { readonly label: string; readonly maxQuantity: number }[];
  readonly images: readonly string[];
  readonly state: OfferState;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What the seller's list can be narrowed to. */
export interface OfferQuery {
  readonly sellerId: string;
  /** Case-insensitive words of the title. */
  readonly text?: string;
  readonly states?: readonly OfferState[];
  readonly gameType?: string;
  readonly productType?: string;
  readonly limit: number;
  readonly offset: number;
}

/** Offers as rows; writes join the caller's unit of work. */
export interface OfferStore {
  insert(offer: OfferRecord): Promise<void>;
  /** The offer when `sellerId` owns it; another seller's offer reads as absent. */
  findOwn(id: string, sellerId: string): Promise<OfferRecord | undefined>;
  /** Replaces the fields and the state of an owned offer; `updatedAt` is the store's clock. */
  save(offer: OfferRecord): Promise<OfferRecord>;
  list(query: OfferQuery): Promise<{ readonly offers: readonly OfferRecord[]; readonly total: number }>;
}

export interface OfferIds {
  offerId(): string;
}

/** The search documents of listings as they stand after a write (the seller's name and rating joined in). */
export interface ListingDocumentSource {
  documents(ids: readonly string[]): Promise<readonly ListingDocument[]>;
}
