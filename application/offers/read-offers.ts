import { err, ok, type Result } from 'neverthrow';
import { domainError, OFFER_STATE_LABELS, OFFER_STATES, requirePermission, type Actor, type DomainError, type OfferState } from '../../domain/index.ts';
import type { MyOffersAnswer, MyOffersParams, SellerOffer } from '../../contracts/offers/index.ts';
import type { OfferStore } from './ports/index.ts';
import { sellerOfferView } from './seller-offer-view.ts';

/** Every state the seller's list shows; deleted offers never come back. */
const SHOWN: readonly OfferState[] = OFFER_STATES.filter((s) => s !== 'DELETED');

/** The seller's own offers: the workspace's table and the edit form. */
export class ReadOffers {
  constructor(private readonly store: OfferStore) {}

  async mine(actor: Actor, p: MyOffersParams): Promise<Result<MyOffersAnswer, DomainError>> {
    const sellerId = requirePermission(actor, 'offer.manage');
    if (sellerId.isErr()) return err(sellerId.error);
    const states = p.state === undefined ? SHOWN : SHOWN.filter((s) => OFFER_STATE_LABELS[s] === p.state);
    const { offers, total } = await this.store.list({
      sellerId: sellerId.value,
      states,
      ...(p.text === undefined || p.text === '' ? {} : { text: p.text }),
      ...(p.gameType === undefined ? {} : { gameType: p.gameType }),
      ...(p.productType === undefined ? {} : { productType: p.productType }),
      limit: p.limit,
      offset: p.offset,
    });
    return ok({ offers: offers.map(sellerOfferView), total });
  }

  async one(actor: Actor, offerId: string): Promise<Result<SellerOffer, DomainError>> {
    const sellerId = requirePermission(actor, 'offer.manage');
    if (sellerId.isErr()) return err(sellerId.error);
    const offer = await this.store.findOwn(offerId, sellerId.value);
    if (offer === undefined || offer.state === 'DELETED') return err(domainError('OFFER_NOT_FOUND', 'Offer not found', { field: 'offerId' }));
    return ok(sellerOfferView(offer));
  }
}
