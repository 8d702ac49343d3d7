/** The seller's offers: create, edit, duplicate, pause, resume, delete, read; every write reaches the listing index. */
export { ManageOffers } from './manage-offers.ts';
export { ReadOffers } from './read-offers.ts';
export { ListingIndexSync } from './listing-index-sync.ts';
export { sellerOfferView } from './seller-offer-view.ts';
export type { OfferIds, OfferQuery, OfferRecord, OfferStore } from './ports/index.ts';
export { BulkUpsertOffers } from './bulk-upsert-offers.ts';
export { OfferSettings, type OfferSettingsStore, type StoredGameSettings } from './offer-settings.ts';
export { ModerateOffers, OFFER_QUEUE_SHOWN } from './moderate-offers.ts';
export type { ModeratedOfferRecord, OfferModerationStore, OfferReportRow, ReportedOfferRow } from './ports/index.ts';
