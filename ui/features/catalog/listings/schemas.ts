import * as v from 'valibot';
import { list } from '../../../../contracts/shared/index.ts';
import {
  HitSeller,
  ListingHit,
  ProductTypeListingDataAnswer,
  SearchAnswer,
  type ListingHotSearch,
  type PriceFacets,
  type ProductTypeListingData,
} from '../../../../contracts/catalog/index.ts';

/*
 * The listing page's answers (contracts/catalog), checked on arrival: a
 * server answering something else is a bug to see, not a page rendering
 * `undefined`. Every field is checked by the contract's own schema; of the
 * search answer the page requires only what its offer cards and slider read.
 */

/** GET /api/listing-data/… with a product type in the path, as every listing page asks. */
export const ListingDataSchema = ProductTypeListingDataAnswer;

/** A listing page's data: game, product type, filters, hot searches. */
export type ListingPageData = ProductTypeListingData;
export type { ListingHotSearch, PriceFacets };

/** One offer card's data. */
export const OfferSchema = v.object({
  ...v.pick(ListingHit, ['_id', 'title', 'price', 'quantity', 'purchaseBehavior', 'deliveryDuration', 'platform', 'image', 'gameType', 'productType', 'warrantyDays']).entries,
  seller: v.pick(HitSeller, ['username', 'slug', 'communityRating', 'level', 'online', 'medianDeliveryMinutes']),
});
export type Offer = v.InferOutput<typeof OfferSchema>;

/** POST /api/products/search/… as the page reads it. */
export const SearchAnswerSchema = v.object({ ...v.pick(SearchAnswer, ['estimatedTotalHits', 'priceFacets']).entries, hits: list(OfferSchema) });
