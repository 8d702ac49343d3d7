import type { Result } from 'neverthrow';
import type { DomainError } from '../../domain/index.ts';

/*
 * The cs-inventory-value calculator's outside sources. Steam's public
 * inventory of a profile (Counter-Strike 2, app 730) and the Steam Community
 * Market's price of one item, in US cents. Each comes as the real Steam
 * adapter or the embedded demo (deterministic, labelled demo) the composition
 * root picks. Expected failures are values: PLAYER_NOT_FOUND (no such
 * profile), INVENTORY_PRIVATE, RATE_LIMITED, UNAVAILABLE (down or unreadable).
 */

/** One kind of item in an inventory: its market name and how many the profile holds. */
export interface InventoryItem {
  readonly marketHashName: string;
  readonly count: number;
  /** False for items the market does not trade (medals, service coins, fresh trade-locked drops). */
  readonly marketable: boolean;
}

export interface SteamInventoryAnswer {
  readonly items: readonly InventoryItem[];
  /** Steam's own count of the inventory's assets (a first page may hold fewer). */
  readonly totalAssets: number;
}

export interface SteamInventory {
  readonly kind: 'demo' | 'official';
  readonly name: string;
  fetchInventory(steamId: string): Promise<Result<SteamInventoryAnswer, DomainError>>;
}

export interface MarketPrices {
  readonly kind: 'demo' | 'official';
  readonly name: string;
  /** The lowest listed price in US cents (the median when nobody lists it); null when the market has no price. */
  priceOf(marketHashName: string): Promise<Result<number | null, DomainError>>;
}
