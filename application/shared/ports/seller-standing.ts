import type { Outbox } from './outbox.ts';

/** The change-feed collection whose ids are sellers whose listings' standing changed as a whole. */
export const SELLER_STANDING_CHANGES = 'sellerStanding';

/**
 * Hears that what a seller may do in the market changed — banned, unbanned,
 * removed — so every process rereads all of their listings: the search shows
 * a listing only while its seller may trade. One event per seller, not one
 * per listing, so a bulk seller's ban writes one outbox row. Called inside
 * the unit of work of the write, like {@link UserChanges}.
 */
export interface SellerStanding {
  standingChanged(sellerId: string): Promise<void>;
}

/** {@link SellerStanding} as `SellerStandingChanged` events in the outbox, published to every process after the commit. */
export function sellerStandingVia(outbox: Outbox): SellerStanding {
  return { standingChanged: (sellerId) => outbox.add({ type: 'SellerStandingChanged', collection: SELLER_STANDING_CHANGES, id: sellerId }) };
}
