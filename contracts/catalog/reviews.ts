import * as v from 'valibot';
import { list } from '../shared/index.ts';

/** One buyer's words about a completed order, as the storefront shows them (the buyer's name masked). */
export const PublicReview = v.object({
  orderId: v.string(),
  stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.string(),
  /** ISO 8601. */
  at: v.string(),
  /** First and last letter of the buyer's username, the rest hidden: "c•••r". */
  buyer: v.string(),
  seller: v.object({ name: v.string(), slug: v.string() }),
  gameType: v.string(),
  productType: v.string(),
  title: v.string(),
});
export type PublicReview = v.InferOutput<typeof PublicReview>;

/** `GET /api/home/reviews`: the newest reviews with a comment, of games any visitor may see. */
export const RecentReviewsAnswer = v.object({ reviews: list(PublicReview) });
export type RecentReviewsAnswer = v.InferOutput<typeof RecentReviewsAnswer>;
