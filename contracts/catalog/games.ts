import * as v from 'valibot';
import { count, list, slug } from '../shared/fields.ts';

/*
 * Browsing the catalog (the games, game landing and services pages):
 * GET /api/games, /api/games/:gameType, /api/services, /api/services/:productType.
 * Hidden games appear only for a request with a valid login token.
 */

/** The most games one answer lists; the demo has 39, a real catalog a few hundred. */
export const MAX_GAMES_LIMIT = 500;

export const GamesQuery = v.object({
  sort: v.optional(v.picklist(['name', 'popularity'], "must be 'name' or 'popularity'"), 'name'),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,3}$/, 'must be a positive whole number'), v.transform(Number), v.maxValue(MAX_GAMES_LIMIT, `must be at most ${MAX_GAMES_LIMIT}`)),
  ),
});
export const GameParams = v.object({ gameType: slug });
export const ServiceParams = v.object({ productType: slug });

/** A product type as the browsing pages link to it. */
export const ProductTypeLinkSchema = v.object({ value: v.string(), label: v.string() });
export type ProductTypeLink = v.InferOutput<typeof ProductTypeLinkSchema>;

/** A game as a link; `hidden` is true only for visitors with an auth token, who may see hidden games. */
const GameRef = v.object({ value: v.string(), label: v.string(), hidden: v.boolean() });

/** A game on the games page or the home page, with the product types it sells. */
export const GameSummarySchema = v.object({ ...GameRef.entries, productTypes: list(ProductTypeLinkSchema) });
export type GameSummary = v.InferOutput<typeof GameSummarySchema>;

export const GamesAnswer = v.object({ games: list(GameSummarySchema) });
export type GamesAnswer = v.InferOutput<typeof GamesAnswer>;

/** A hot search as a link: its URL segment and its label in every language it has copy in. */
export const HotSearchLinkSchema = v.object({ url: v.string(), labels: v.record(v.string(), v.string()) });
export type HotSearchLink = v.InferOutput<typeof HotSearchLinkSchema>;

/** One game's landing page: the game, and each product type it sells with that page's hot searches. */
export const GameLandingAnswer = v.object({
  game: GameRef,
  productTypes: list(v.object({ ...ProductTypeLinkSchema.entries, hotSearches: list(HotSearchLinkSchema) })),
});
export type GameLanding = v.InferOutput<typeof GameLandingAnswer>;

/** A service (product type) and how many games sell it. */
export const ServiceSummarySchema = v.object({ ...ProductTypeLinkSchema.entries, gameCount: count });
export type ServiceSummary = v.InferOutput<typeof ServiceSummarySchema>;

export const ServicesAnswer = v.object({ services: list(ServiceSummarySchema) });
export type ServicesAnswer = v.InferOutput<typeof ServicesAnswer>;

/** One service's page: the product type and the games that sell it. */
export const ServiceGamesAnswer = v.object({ service: ProductTypeLinkSchema, games: list(GameRef) });
export type ServiceGames = v.InferOutput<typeof ServiceGamesAnswer>;
