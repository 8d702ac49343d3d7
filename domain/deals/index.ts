/** Deals: a seller's custom offer in a conversation, and a buyer's request with a locked budget that sellers answer. */
export * from './custom-offer.ts';
export * from './buy-request.ts';
export { priceDeal, type DealPrice } from './deal-price.ts';
export { DEALS_ERROR_CODES, type DealsErrorCode } from './errors.ts';
