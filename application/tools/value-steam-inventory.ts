import { err, ok, type Result } from 'neverthrow';
import { centsTable, domainError, inventoryValue, parseSteamProfile, type DomainError, type ErrorCode } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import { TtlCache } from '../shared/ttl-cache.ts';
import type { MarketPrices, SteamInventory, SteamInventoryAnswer } from './steam-inventory-ports.ts';

/** An inventory is reused 5 minutes (an unknown or private profile 1 minute); a price 15 minutes. */
export const INVENTORY_CACHE_MS = 5 * 60_000;
export const REFUSED_CACHE_MS = 60_000;
export const PRICE_CACHE_MS = 15 * 60_000;
/**
 * At most this many prices are asked of the market per request: its
 * price endpoint allows about twenty calls a minute, and the cache keeps what
 * was asked, so a large inventory fills in over a few loads.
 */
export const PRICES_PER_REQUEST = 25;

export interface ValuedItem {
  readonly marketHashName: string;
  readonly count: number;
  readonly marketable: boolean;
  /** US cents per item; null when not marketable, not listed, or not asked yet. */
  readonly unitCents: number | null;
  readonly totalCents: number | null;
}

export interface InventoryValuation {
  readonly steamId: string;
  readonly currency: 'USD';
  readonly items: readonly ValuedItem[];
  readonly totalAssets: number;
  readonly valueCents: number;
  /** What selling every priced item on the Steam Market pays after Steam's and the game's fees. */
  readonly afterFeesCents: number;
  readonly mostValuable: string | null;
  /** Marketable items left without a price because the market refused or failed (RATE_LIMITED, UNAVAILABLE), or null when all were asked. */
  readonly pricesIncomplete: ErrorCode | null;
  readonly inventorySource: { readonly kind: 'demo' | 'official'; readonly name: string };
  readonly priceSource: { readonly kind: 'demo' | 'official'; readonly name: string };
}

const PROFILE_HINT = 'profile: is not a SteamID64 (17 digits from 7656119) or a steamcommunity.com/profiles/… address';
const VANITY_HINT = 'profile: a custom /id/ address cannot be read; paste the SteamID64 or the /profiles/… address';

/**
 * The cs-inventory-value calculator's "Load my Steam inventory": the
 * profile's public CS2 inventory, each marketable item priced on the Steam
 * Market, and the totals by the calculator's own formula (domain
 * `inventoryValue`). Both sources are cached so reloads spare Steam's limits.
 */
export class ValueSteamInventory {
  private readonly inventories = new TtlCache<Result<SteamInventoryAnswer, DomainError>>(2000);
  private readonly prices = new TtlCache<number | null>(20_000);

  constructor(
    private readonly inventory: SteamInventory,
    private readonly market: MarketPrices,
    private readonly clock: Clock,
  ) {}

  async execute(request: { readonly profile: string }): Promise<Result<InventoryValuation, DomainError>> {
    const profile = parseSteamProfile(request.profile);
    if (profile.kind !== 'steamid') return err(domainError('VALIDATION_FAILED', profile.kind === 'vanity' ? VANITY_HINT : PROFILE_HINT, { field: 'profile' }));
    const answer = await this.inventoryOf(profile.steamId);
    if (answer.isErr()) return err(answer.error);
    const unit = new Map<string, number | null>();
    let incomplete: ErrorCode | null = null;
    let asked = 0;
    for (const item of answer.value.items) {
      if (!item.marketable || unit.has(item.marketHashName)) continue;
      const now = this.clock.now().getTime();
      const cached = this.prices.get(item.marketHashName, now);
      if (cached !== undefined) {
        unit.set(item.marketHashName, cached);
        continue;
      }
      if (incomplete !== null) continue;
      if (asked >= PRICES_PER_REQUEST) {
        incomplete = 'RATE_LIMITED';
        continue;
      }
      asked += 1;
      const price = await this.market.priceOf(item.marketHashName);
      if (price.isErr()) {
        incomplete = price.error.code;
        continue;
      }
      unit.set(item.marketHashName, price.value);
      this.prices.set(item.marketHashName, price.value, now, PRICE_CACHE_MS);
    }
    const counts: Record<string, number> = {};
    // Only what the market trades has a value: a trade-locked copy of a priced item counts nothing yet.
    for (const item of answer.value.items) if (item.marketable) counts[item.marketHashName] = (counts[item.marketHashName] ?? 0) + item.count;
    const value = inventoryValue(counts, centsTable(this.market.name, this.market.kind === 'demo', (name) => unit.get(name)));
    return ok({
      steamId: profile.steamId,
      currency: 'USD',
      items: answer.value.items.map((item) => {
        const cents = item.marketable ? (unit.get(item.marketHashName) ?? null) : null;
        return { ...item, unitCents: cents, totalCents: cents === null ? null : cents * item.count };
      }),
      totalAssets: answer.value.totalAssets,
      ...value,
      pricesIncomplete: incomplete,
      inventorySource: { kind: this.inventory.kind, name: this.inventory.name },
      priceSource: { kind: this.market.kind, name: this.market.name },
    });
  }

  private async inventoryOf(steamId: string): Promise<Result<SteamInventoryAnswer, DomainError>> {
    const now = this.clock.now().getTime();
    const cached = this.inventories.get(steamId, now);
    if (cached !== undefined) return cached;
    const result = await this.inventory.fetchInventory(steamId);
    const refused = result.isErr() && (result.error.code === 'PLAYER_NOT_FOUND' || result.error.code === 'INVENTORY_PRIVATE');
    this.inventories.set(steamId, result, now, result.isOk() ? INVENTORY_CACHE_MS : refused ? REFUSED_CACHE_MS : 0);
    return result;
  }
}
