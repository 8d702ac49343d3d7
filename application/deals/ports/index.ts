import type { CustomOfferState, PricedProductType, RequestOfferState, RequestState } from '../../../domain/index.ts';

export interface CustomOfferRecord {
  readonly id: string;
  readonly conversationId: string;
  readonly sellerId: string;
  readonly buyerId: string;
  readonly gameType: string;
  readonly productType: string;
  readonly title: string;
  readonly description: string;
  /** USD cents per unit. */
  readonly unitPriceMinor: number;
  readonly quantity: number;
  readonly deliveryDuration: string;
  readonly state: CustomOfferState;
  readonly expiresAt: Date;
  readonly orderGroupId: string | null;
  readonly createdAt: Date;
}

export interface BuyRequestRecord {
  readonly id: string;
  readonly buyerId: string;
  readonly gameType: string;
  readonly productType: string;
  readonly title: string;
  readonly description: string;
  readonly budgetMinor: number;
  readonly currency: string;
  readonly deadline: Date;
  readonly state: RequestState;
  readonly acceptedOfferId: string | null;
  readonly orderId: string | null;
  readonly createdAt: Date;
}

export interface RequestOfferRecord {
  readonly id: string;
  readonly requestId: string;
  readonly sellerId: string;
  /** USD cents: the price of the whole request, before the buyer's fee. */
  readonly priceMinor: number;
  readonly deliveryDuration: string;
  readonly message: string;
  readonly state: RequestOfferState;
  readonly createdAt: Date;
}

/** Deals in the database; every call joins the caller's unit of work, `lock*` take the row's lock. */
export interface DealStore {
  insertCustomOffer(offer: CustomOfferRecord): Promise<void>;
  lockCustomOffer(id: string): Promise<CustomOfferRecord | undefined>;
  updateCustomOffer(id: string, patch: { readonly state: CustomOfferState; readonly at: Date; readonly orderGroupId?: string }): Promise<void>;
  customOffersOf(conversationId: string, limit: number): Promise<readonly CustomOfferRecord[]>;

  insertRequest(request: BuyRequestRecord): Promise<void>;
  findRequest(id: string): Promise<BuyRequestRecord | undefined>;
  lockRequest(id: string): Promise<BuyRequestRecord | undefined>;
  updateRequest(id: string, patch: { readonly state: RequestState; readonly at: Date; readonly acceptedOfferId?: string; readonly orderId?: string }): Promise<void>;
  requestsOf(buyerId: string, limit: number): Promise<readonly BuyRequestRecord[]>;
  /** Open requests, newest first, optionally of one game. */
  openRequests(filter: { readonly gameType?: string; readonly limit: number }): Promise<readonly BuyRequestRecord[]>;

  /** Stores the seller's answer, replacing their open one on the same request. */
  upsertRequestOffer(offer: RequestOfferRecord): Promise<RequestOfferRecord>;
  requestOffers(requestId: string): Promise<readonly RequestOfferRecord[]>;
  /** Marks every open offer of the request but `acceptedId` (if any) rejected, and that one accepted. */
  closeRequestOffers(requestId: string, acceptedId: string | null): Promise<void>;
}

/** What deals read of the catalogue and of the buyer to price and place a deal. */
export interface DealFacts {
  /** The product type's fee overrides when `gameType` sells it; undefined when the game does not sell it (or either is unknown). */
  pricedProductType(gameType: string, productType: string): Promise<PricedProductType | undefined>;
  igPlusActiveOf(userId: string): Promise<boolean>;
}
