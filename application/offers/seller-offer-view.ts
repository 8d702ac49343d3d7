import { OFFER_STATE_LABELS } from '../../domain/index.ts';
import type { SellerOffer } from '../../contracts/offers/index.ts';
import type { OfferRecord } from './ports/index.ts';

/** An offer as its seller sees it (never a deleted one: callers filter those first). */
export function sellerOfferView(offer: OfferRecord): SellerOffer {
  const { sellerId: _seller, state, staffReason, createdAt, updatedAt, ...fields } = offer;
  const label = OFFER_STATE_LABELS[state];
  return {
    ...fields,
    tags: { ...fields.tags },
    services: fields.services.map((s) => ({ ...s })),
    images: [...fields.images],
    state: label === 'deleted' ? 'removed' : label,
    staffReason: state === 'REMOVED' ? (staffReason ?? null) : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
