import type { ListingDocument } from './listing-search.ts';

/** Reads listings, as the search engine holds them, fresh from the database. */
export interface ListingDocuments {
  /** The documents of the listings that still exist; ids of deleted listings are simply absent. */
  byIds(ids: readonly string[]): Promise<ListingDocument[]>;
  /** The ids of every listing of a seller, whatever its state. */
  idsOfSeller(sellerId: string): Promise<string[]>;
}
