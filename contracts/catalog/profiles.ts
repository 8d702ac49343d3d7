import * as v from 'valibot';
import { count, list, slug } from '../shared/fields.ts';
import { ListingHit, MAX_PAGE } from './listing-search.ts';
import { PublicSellerSchema } from './products.ts';

/*
 * GET /api/profiles/:slug(?game=&type=&page=): a user's public profile, where
 * they sell, and one page of their offers in one game and product type.
 */

export const ProfileParams = v.object({ slug });
export const ProfileQuery = v.object({
  game: v.optional(slug),
  type: v.optional(slug),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,3}$/, 'must be a page number'), v.transform(Number), v.maxValue(MAX_PAGE, `must be at most ${MAX_PAGE}`)),
    '1',
  ),
});

const Label = v.object({ value: v.string(), label: v.string() });

/** One game and product type the seller offers in, with how many offers the visitor can see there. */
export const ProfileOfferScopeSchema = v.object({ gameType: Label, productType: Label, count });
export type ProfileOfferScope = v.InferOutput<typeof ProfileOfferScopeSchema>;

/** One page of the selected scope's offers. */
export const ProfileListings = v.object({ hits: list(ListingHit), estimatedTotalHits: count, page: count, limit: count });

export const ProfileAnswer = v.object({
  seller: PublicSellerSchema,
  /** Where the seller has offers, most offers first. */
  offers: list(ProfileOfferScopeSchema),
  /** Offers the visitor can see, over all scopes. */
  activeOffers: count,
  /** Loyalty crowns the user earned on completed orders (shown on the profile, spec §3). */
  crowns: count,
  /** The scope whose listings follow; null when the seller offers nothing visible. */
  selected: v.nullable(v.object({ gameType: v.string(), productType: v.string() })),
  /** Null when there is no scope or the search engine is down. */
  listings: v.nullable(ProfileListings),
});
export type ProfileAnswer = v.InferOutput<typeof ProfileAnswer>;
