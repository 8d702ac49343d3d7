import type { BuyRequestRecord, CustomOfferRecord, RequestDetail, RequestListing, RequestOfferRecord } from '../../../../application/deals/index.ts';
import type { CustomOfferView, RequestDetailView, RequestView } from '../../../../contracts/deals/index.ts';
import type { DealPrice } from '../../../../domain/index.ts';

export function customOfferView(o: CustomOfferRecord & { readonly price?: DealPrice | null }): CustomOfferView {
  return {
    id: o.id,
    conversationId: o.conversationId,
    sellerId: o.sellerId,
    buyerId: o.buyerId,
    gameType: o.gameType,
    productType: o.productType,
    title: o.title,
    description: o.description,
    unitPriceMinor: o.unitPriceMinor,
    quantity: o.quantity,
    deliveryDuration: o.deliveryDuration,
    state: o.state,
    expiresAt: o.expiresAt.toISOString(),
    orderGroupId: o.orderGroupId,
    createdAt: o.createdAt.toISOString(),
    price: o.price === undefined || o.price === null ? null : { subtotal: o.price.subtotal, fee: o.price.fee, membershipDiscount: o.price.membershipDiscount, total: o.price.total },
  };
}

export function requestView(r: BuyRequestRecord & Partial<Pick<RequestListing, 'buyer' | 'offerCount'>>): RequestView {
  return {
    id: r.id,
    buyerId: r.buyerId,
    buyer: r.buyer ?? null,
    gameType: r.gameType,
    productType: r.productType,
    title: r.title,
    description: r.description,
    budgetMinor: r.budgetMinor,
    currency: r.currency,
    deadline: r.deadline.toISOString(),
    state: r.state,
    orderId: r.orderId,
    offerCount: r.offerCount ?? 0,
    createdAt: r.createdAt.toISOString(),
  };
}

export function requestOfferView(o: RequestOfferRecord & { readonly seller?: RequestDetail['offers'][number]['seller'] }): RequestDetailView['offers'][number] {
  return {
    id: o.id,
    requestId: o.requestId,
    sellerId: o.sellerId,
    seller: o.seller ?? null,
    priceMinor: o.priceMinor,
    deliveryDuration: o.deliveryDuration,
    message: o.message,
    state: o.state,
    createdAt: o.createdAt.toISOString(),
  };
}

export function requestDetailView(d: RequestDetail): RequestDetailView {
  return { ...requestView(d), offers: d.offers.map(requestOfferView), role: d.role };
}
