/** Deals: custom offers in conversations, and buyers' requests with sellers' offers. */
export { CustomOffers, type AnsweredOffer, type CustomOfferTerms, type OfferAnswer } from './custom-offers.ts';
export { BuyRequests, type NewRequest, type RequestAnswer } from './buy-requests.ts';
export { ReadRequests, type PartyName, type RequestDetail, type RequestListing } from './read-requests.ts';
export { CUSTOM_OFFERS_COLLECTION, REQUEST_LISTS_COLLECTION, REQUESTS_COLLECTION, customOfferExpiry, requestDeadline } from './deal-events.ts';
export type * from './ports/index.ts';
