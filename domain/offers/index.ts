/**
 * Offers: what a seller lists. The state machine of the seller's actions
 * (pause, resume, delete) and of stock edits, the check that an offer's
 * smart tags and platform are its game's, and the price preview a seller
 * sees while writing one (computed by the checkout's `quoteCart`).
 */
export {
  OFFER_ACTIONS,
  OFFER_STATES,
  OFFER_STATE_LABELS,
  applyOfferAction,
  isEditable,
  isOfferState,
  liveState,
  stateAfterStockEdit,
  type OfferAction,
  type OfferState,
  type OfferStateLabel,
  type StockFacts,
} from './offer-state.ts';
export { checkOfferCatalogFit, offerScopeOf, type ListingFilters, type OfferCatalogFields, type OfferScope, type OfferTagFilter } from './catalog-fit.ts';
export { buyerQuote, tierPrices, type PricedOffer, type TierPrice } from './price-preview.ts';
export {
  MODERATION_ACTIONS,
  OFFER_REPORT_REASONS,
  REVIEW_AFTER_REPORTERS,
  isHeldByStaff,
  isReportable,
  moderate,
  stateAfterReport,
  type ModerationAction,
  type ModerationFacts,
  type ModerationOutcome,
  type OfferReportReason,
} from './moderation.ts';
export { OFFERS_ERROR_CODES, type OffersErrorCode } from './errors.ts';
