import * as v from 'valibot';

/**
 * The answers of the games and services endpoints (adapters/server/http/games-routes.ts),
 * checked on arrival so a page never renders a shape it does not expect.
 */

const ProductTypeLink = v.object({ value: v.string(), label: v.string() });
const GameRef = v.object({ value: v.string(), label: v.string(), hidden: v.boolean() });

export const GameSummarySchema = v.object({ ...GameRef.entries, productTypes: v.array(ProductTypeLink) });
export const GamesAnswer = v.object({ games: v.array(GameSummarySchema) });

export const HotSearchLinkSchema = v.object({ url: v.string(), labels: v.record(v.string(), v.string()) });
export const GameLandingAnswer = v.object({
  game: GameRef,
  productTypes: v.array(v.object({ ...ProductTypeLink.entries, hotSearches: v.array(HotSearchLinkSchema) })),
});

export const ServicesAnswer = v.object({ services: v.array(v.object({ ...ProductTypeLink.entries, gameCount: v.number() })) });
export const ServiceGamesAnswer = v.object({ service: ProductTypeLink, games: v.array(GameRef) });

export type GameSummary = v.InferOutput<typeof GameSummarySchema>;
export type GameLanding = v.InferOutput<typeof GameLandingAnswer>;
export type HotSearchLink = v.InferOutput<typeof HotSearchLinkSchema>;
export type ServiceSummary = v.InferOutput<typeof ServicesAnswer>['services'][number];
export type ServiceGames = v.InferOutput<typeof ServiceGamesAnswer>;
export type ProductTypeLink = v.InferOutput<typeof ProductTypeLink>;
