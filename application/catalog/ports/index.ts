/** The ports of the catalog: games and product types, listing search and its index, products and sellers, site search. */
export type { CatalogReader, ListingScope, ScopedSmartTag } from './catalog-reader.ts';
export * from './listing-search.ts';
export * from './site-search.ts';
export type { PageWindow, ProductReader, ProductRecord, SellerOfferScope, SellerRecord, VolumeDiscountRecord } from './product-reader.ts';
export type { ListingDocuments, ListingPartitionSize, PartitionDocuments } from './listing-documents.ts';
export type { PublicReviewRecord, ReviewReader } from './review-reader.ts';
