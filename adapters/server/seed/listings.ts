import type { listings } from '../persistence/schema.ts';
import type { GameSeed, ProductTypeValue } from './catalog-types.ts';
import { filtersFor, type FilterSpec } from './filters.ts';
import { meteorId } from './ids.ts';
import { listingContent } from './listing-content.ts';
import { listingDescription } from './listing-description.ts';
import { listingStock } from './listing-stock.ts';
import { cumulate, fmix32, hashString, Prng } from './prng.ts';

/**
 * Listings, generated one index at a time: listing i depends only on the seed,
 * i and the catalog, never on the listings before it. That is what lets a
 * million listings stream out in batches of any size (the benchmark seeds
 * 1,000,000) with the same rows as one big array.
 *
 * The first listings are placed rather than drawn: one per seller, then one
 * per (visible game, product type) pair, so that even a small demo shows every
 * seller and every listing page non-empty. The rest follow game popularity.
 */

/** A row of the `listings` table. */
export type ListingRow = typeof listings.$inferInsert;

/** A seller as the generator needs it; user rows fit as they are. */
export interface ListingSeller {
  readonly id: string;
  /** The games the seller offers; empty or absent means any game. */
  readonly offerSettings?: { readonly games: readonly string[] } | undefined;
  /** BULK_SELLER sellers get a larger share of listings. */
  readonly roles?: readonly string[] | undefined;
}

/** What to generate. `baseDate` is "now" for the data: createdAt spreads over the year before it. */
export interface ListingOptions {
  readonly count: number;
  readonly seed: number;
  readonly baseDate: Date;
  readonly games: readonly GameSeed[];
  readonly sellers: readonly ListingSeller[];
}

/** Share of listings per product type within a game. */
const TYPE_WEIGHTS: Readonly<Record<ProductTypeValue, number>> = {
  currency: 3,
  'top-up': 3,
  accounts: 3,
  skins: 3,
  items: 2,
  boosting: 2,
  'gift-cards': 2,
  coaching: 1,
};

const YEAR_SECONDS = 365 * 24 * 3600;
const MAX_COUNT = 0xffff_ffff; // listing serials are 32-bit (see ids.ts)

interface GamePlan {
  readonly game: GameSeed;
  readonly types: readonly { readonly type: ProductTypeValue; readonly filters: readonly FilterSpec[] }[];
  readonly typeCumulative: readonly number[];
  readonly sellers: readonly number[];
  readonly sellerCumulative: readonly number[];
}

/** Everything precomputed once per generation, so that each listing costs only draws. */
export interface ListingPlan {
  readonly count: number;
  readonly seed: number;
  readonly baseMs: number;
  readonly idKey: string;
  readonly games: readonly GamePlan[];
  readonly gameCumulative: readonly number[];
  readonly sellers: readonly ListingSeller[];
  readonly sellerGames: readonly (readonly number[])[];
  readonly slots: readonly (readonly [number, number])[];
}

/** Validates the options and precomputes the plan; throws on options no caller should pass. */
export function planListings(options: ListingOptions): ListingPlan {
  const { count, seed, baseDate, sellers } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) throw new RangeError(`listing count must be an integer 0..${MAX_COUNT}`);
  const games = options.games.filter((g) => g.hidden !== true);
  if (count > 0 && (games.length === 0 || sellers.length === 0)) throw new RangeError('listings need at least one visible game and one seller');
  const sellerGames = sellers.map((s) => {
    const offered = s.offerSettings?.games ?? [];
    const indexes = games.flatMap((g, i) => (offered.includes(g.value) ? [i] : []));
    return indexes.length > 0 ? indexes : games.map((_, i) => i);
  });
  const sellerWeights = sellers.map((s, i) => (s.roles?.includes('BULK_SELLER') === true ? 6 : Prng.from(seed, 'seller-weight', i).between(0.5, 2.5)));
  const gamePlans = games.map((game, gi): GamePlan => {
    const types = game.productTypes.map((type) => ({ type, filters: filtersFor(game, type) }));
    const own = sellers.flatMap((_, si) => (sellerGames[si]?.includes(gi) === true ? [si] : []));
    const gameSellers = own.length > 0 ? own : sellers.map((_, si) => si);
    return {
      game,
      types,
      typeCumulative: cumulate(types.map((t) => TYPE_WEIGHTS[t.type])),
      sellers: gameSellers,
      sellerCumulative: cumulate(gameSellers.map((si) => sellerWeights[si] ?? 1)),
    };
  });
  return {
    count,
    seed,
    baseMs: baseDate.getTime(),
    idKey: `listings:${fmix32(seed ^ hashString('listings'))}`,
    games: gamePlans,
    gameCumulative: cumulate(games.map((g) => g.popularity)),
    sellers,
    sellerGames,
    slots: gamePlans.flatMap((g, gi) => g.types.map((_, ti) => [gi, ti] as const)),
  };
}

function place(plan: ListingPlan, index: number, rng: Prng): { game: GamePlan; typeIndex: number; seller: ListingSeller } {
  const at = <T>(items: readonly T[], i: number): T => {
    const item = items[i];
    if (item === undefined) throw new Error(`listing plan: no entry ${i}`);
    return item;
  };
  const sellerCount = plan.sellers.length;
  if (index < sellerCount) {
    const game = at(plan.games, rng.pick(at(plan.sellerGames, index)));
    return { game, typeIndex: rng.weightedIndex(game.typeCumulative), seller: at(plan.sellers, index) };
  }
  const slot = plan.slots[index - sellerCount];
  const game = slot === undefined ? at(plan.games, rng.weightedIndex(plan.gameCumulative)) : at(plan.games, slot[0]);
  const typeIndex = slot === undefined ? rng.weightedIndex(game.typeCumulative) : slot[1];
  return { game, typeIndex, seller: at(plan.sellers, at(game.sellers, rng.weightedIndex(game.sellerCumulative))) };
}

/** Listing number `index` of the plan; the same (plan, index) always gives the same row. */
export function listingAt(plan: ListingPlan, index: number): ListingRow {
  const rng = Prng.from(plan.seed, 'listing', index);
  const id = meteorId(rng, index, plan.idKey);
  const { game, typeIndex, seller } = place(plan, index, rng);
  const scope = game.types[typeIndex];
  if (scope === undefined) throw new Error(`listing plan: ${game.game.value} has no type ${typeIndex}`);
  const content = listingContent(rng, game.game, scope.type, scope.filters);
  const stock = listingStock(rng, scope.type);
  const createdMs = plan.baseMs - rng.int(0, YEAR_SECONDS) * 1000;
  const updatedMs = createdMs + Math.floor((rng.next() * (plan.baseMs - createdMs)) / 1000) * 1000;
  return {
    id,
    sellerId: seller.id,
    gameType: game.game.value,
    productType: scope.type,
    title: content.title,
    description: listingDescription(rng, game.game, scope.type, content.title, stock.deliveryDuration),
    images: [],
    priceMinor: content.priceMinor,
    quantity: stock.quantity,
    maxQuantity: stock.maxQuantity,
    minQuantity: stock.minQuantity,
    incrementalQuantity: stock.incrementalQuantity,
    purchaseBehavior: stock.purchaseBehavior,
    deliveryDuration: stock.deliveryDuration,
    volumeDiscount: stock.volumeDiscount,
    state: stock.state,
    tags: content.tags,
    platform: rng.pick(game.game.platforms),
    recommendedScore: Math.round(rng.between(0, 100) * 100) / 100,
    createdAt: new Date(createdMs),
    updatedAt: new Date(updatedMs),
  };
}

/**
 * The listings in batches of `batchSize`, generated lazily: only one batch is
 * alive at a time, so a million listings stream into the database without
 * being held in memory. The rows do not depend on `batchSize`.
 */
export function* generateListingBatches(options: ListingOptions, batchSize = 5000): Generator<ListingRow[], void, undefined> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  const plan = planListings(options);
  for (let start = 0; start < plan.count; start += batchSize) {
    const end = Math.min(plan.count, start + batchSize);
    const batch: ListingRow[] = [];
    for (let i = start; i < end; i++) batch.push(listingAt(plan, i));
    yield batch;
  }
}

/** All listings at once; for small counts (tests, the default demo). */
export function generateListings(options: ListingOptions): ListingRow[] {
  return [...generateListingBatches(options, Math.max(1, options.count))].flat();
}
