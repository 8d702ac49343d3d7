import type { ListingDocument } from './listing-search.ts';

/** Reads listings, as the search engine holds them, fresh from the database. */
export interface ListingDocuments {
  /** The documents of the listings that still exist; ids of deleted listings are simply absent. */
  byIds(ids: readonly string[]): Promise<ListingDocument[]>;
  /** The ids of every listing of a seller, whatever its state. */
  idsOfSeller(sellerId: string): Promise<string[]>;
}

/** One (game, product type) pair and how many searchable listings it holds. */
export interface ListingPartitionSize {
  readonly gameType: string;
  readonly productType: string;
  readonly listings: number;
}

/**
 * Reads the searchable listings one (game, product type) at a time, so a
 * search engine can fill a partition when it is first searched instead of
 * loading the whole catalog before the server answers.
 */
export interface PartitionDocuments {
  /**
   * The listings a buyer can find in one partition (AVAILABLE, seller in good
   * standing), in batches, each read fresh from the database when asked for.
   */
  ofPartition(gameType: string, productType: string): AsyncIterable<readonly ListingDocument[]>;
  /** Every partition that holds searchable listings, biggest first. */
  partitionSizes(): Promise<ListingPartitionSize[]>;
}
