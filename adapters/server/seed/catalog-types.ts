/**
 * The shape of the hand-written game data. One `GameSeed` says what a game
 * sells and with which vocabulary (ranks, servers, currency names, items), and
 * the builders turn it into catalog rows, filters, hot searches and listing
 * titles, so that a listing's tags and title can never disagree with the
 * filters its page offers.
 */

/** Every product type the demo catalog knows, in display order. */
export const PRODUCT_TYPE_VALUES = ['currency', 'items', 'accounts', 'boosting', 'top-up', 'skins', 'coaching', 'gift-cards'] as const;
/** A product type value (also its URL part in `/{game}-{productType}`). */
export type ProductTypeValue = (typeof PRODUCT_TYPE_VALUES)[number];

/** Every platform a game can be played on; values are what listings store in `platform`. */
export const PLATFORM_VALUES = ['pc', 'playstation', 'xbox', 'switch', 'android', 'ios'] as const;
/** A platform value. */
export type PlatformValue = (typeof PLATFORM_VALUES)[number];

/** One choice of a filter. `range` makes it a numeric band the generator draws a number from. */
export interface OptionSeed {
  readonly value: string;
  readonly label: string;
  readonly range?: readonly [number, number];
}

/**
 * A game-specific filter on top of the generic ones. `title` places the chosen
 * option in listing titles: `{label}` is the option label, `{n}` the number
 * drawn from its range; 'prefix' goes before the subject, 'suffix' after it,
 * 'detail' into the list after the dash.
 */
export interface ExtraFilterSeed {
  readonly value: string;
  readonly label: string;
  readonly multiSelect: boolean;
  readonly defaultValue?: string | readonly string[];
  readonly options: readonly OptionSeed[];
  readonly title?: { readonly place: 'prefix' | 'suffix' | 'detail'; readonly format: string };
  /** The option value offered as a hot search; only for options that are in-game names ('Factory New'), not English words. */
  readonly hotSearch?: string;
}

/** A ranked ladder, lowest first. The top `apexTiers` tiers have no divisions (e.g. Challenger). */
export interface RankSeed {
  readonly tiers: readonly OptionSeed[];
  readonly divisions?: readonly string[];
  readonly apexTiers?: number;
}

/** Sold per pack: each listing unit is `amount` of `name`, priced from `centsPerUnit` (USD cents per one unit). */
export interface CurrencySeed {
  readonly name: string;
  readonly amounts: readonly number[];
  readonly centsPerUnit: number;
  /** Extra words sellers add ('Money drop'); picked now and then. */
  readonly flavors?: readonly string[];
  /** Whether the currency is bound to the game's servers (WoW gold is per region). */
  readonly perServer?: boolean;
}

/** Official packs as `[amount, list price in USD cents]`; sellers undercut the list price. */
export interface TopUpSeed {
  readonly name: string;
  readonly packs: readonly (readonly [number, number])[];
}

/** One tradeable item; `kind` is an option value of the items' kind filter. */
export interface ItemSeed {
  readonly name: string;
  readonly kind: string;
  readonly cents: number;
}

/** Items (or skins): the kind filter's options, the items, and extra filters such as exterior. */
export interface ItemsSeed {
  readonly kindLabel: string;
  readonly kinds: readonly OptionSeed[];
  readonly list: readonly ItemSeed[];
  readonly extra?: readonly ExtraFilterSeed[];
}

/**
 * Accounts: what is counted, its bands, notable contents buyers search for,
 * and a base price. `countFormat` uses `{n}` and the endings `{s}` / `{ies}`
 * ('{n} skin{s}'), so that one item reads '1 skin'.
 */
export interface AccountsSeed {
  readonly countLabel: string;
  readonly countFormat: string;
  readonly countBands: readonly (readonly [number, number])[];
  readonly highlights: readonly string[];
  /** Proper nouns among the highlights, offered as search hot searches ('Renegade Raider'). */
  readonly searchTerms?: readonly string[];
  readonly baseCents: number;
  /** Whether the game's rank ladder applies to accounts (false for e.g. Steam). */
  readonly ranked?: boolean;
  readonly extra?: readonly ExtraFilterSeed[];
}

/**
 * A boosting service. `title` may use `{rank}` (target rank with division),
 * `{from}` (a lower rank), `{n}` (drawn from `n`), `{lvl}` and `{lvl2}`
 * (drawn from `levels`, lvl < lvl2), and the endings `{s}` / `{ies}` of `{n}`;
 * `scale` says what the price grows with. `searchTerm` is an in-game name in
 * the title ('Spiral Abyss') that can serve as a search hot search.
 */
export interface BoostKindSeed {
  readonly value: string;
  readonly label: string;
  readonly title: string;
  readonly baseCents: number;
  readonly scale: 'rank' | 'count' | 'level' | 'flat';
  readonly n?: readonly [number, number];
  readonly levels?: readonly [number, number];
  readonly searchTerm?: string;
}

/** Coaching: the roles a coach specialises in and the hourly rate. */
export interface CoachingSeed {
  readonly roles: readonly OptionSeed[];
  readonly centsPerHour: number;
}

/** A region of gift cards: its currency symbol and USD per unit of that currency. */
export interface GiftCardRegionSeed extends OptionSeed {
  readonly symbol: string;
  readonly usdPerUnit: number;
}

/** Gift cards: face values in the region's currency. */
export interface GiftCardSeed {
  readonly name: string;
  readonly values: readonly number[];
  readonly regions: readonly GiftCardRegionSeed[];
  readonly defaultRegion?: string;
}

/** One game of the catalog; see the module comment. */
export interface GameSeed {
  /** URL value: lower case, words joined by dashes. */
  readonly value: string;
  readonly label: string;
  /** What sellers call it in titles ('LoL'). */
  readonly short: string;
  /** Relative share of listings and the catalog's popularity order. */
  readonly popularity: number;
  readonly hidden?: boolean;
  readonly limited?: boolean;
  /** `/calculator/{slug}` slugs that belong to this game. */
  readonly calculators?: readonly string[];
  /** `/tracker/{slug}` slugs that belong to this game. */
  readonly trackers?: readonly string[];
  readonly platforms: readonly PlatformValue[];
  /** In display order; the first ones are the game's main product types. */
  readonly productTypes: readonly ProductTypeValue[];
  readonly gridProductTypes: readonly ProductTypeValue[];
  readonly servers?: readonly OptionSeed[];
  readonly ranks?: RankSeed;
  readonly currency?: CurrencySeed;
  readonly topUp?: TopUpSeed;
  readonly items?: ItemsSeed;
  readonly skins?: ItemsSeed;
  readonly accounts?: AccountsSeed;
  readonly boosting?: readonly BoostKindSeed[];
  readonly coaching?: CoachingSeed;
  readonly giftCards?: GiftCardSeed;
}
