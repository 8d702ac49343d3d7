import * as v from 'valibot';
import { list } from '../shared/index.ts';
import { ListingHit } from './listing-search.ts';

/** `GET /api/home/featured`: the home page's featured offers, as listing pages' hits (USD cents, converted by the client). */
export const FeaturedOffersAnswer = v.object({ offers: list(ListingHit) });
export type FeaturedOffersAnswer = v.InferOutput<typeof FeaturedOffersAnswer>;
