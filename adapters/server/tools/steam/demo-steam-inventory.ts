import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { DEMO_MARKET_PRICES, INVENTORY_ITEMS } from '../../../../domain/tools/calculators/games/cs-inventory-value.ts';
import type { InventoryItem, MarketPrices, SteamInventory, SteamInventoryAnswer } from '../../../../application/tools/steam-inventory-ports.ts';

/*
 * The embedded default (no network): a made-up but stable CS2 inventory for
 * any SteamID64, derived from a hash of the id, priced at the calculator's
 * fixed demo prices. Every answer is labelled demo on the page. To show the
 * error states without Steam, ids ending in 0000000403 are private,
 * 0000000404 unknown, 0000000429 rate limited and 0000000503 down.
 */

/** FNV-1a of the id: the same inventory on every machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

const FAILURES: Readonly<Record<string, () => DomainError>> = {
  '0000000403': () => domainError('INVENTORY_PRIVATE', 'This demo inventory is private'),
  '0000000404': () => domainError('PLAYER_NOT_FOUND', 'Steam has no such demo profile'),
  '0000000429': () => domainError('RATE_LIMITED', 'The demo inventory is rate limited; try again in a minute'),
  '0000000503': () => domainError('UNAVAILABLE', 'The demo inventory is down'),
};

export class DemoSteamInventory implements SteamInventory {
  readonly kind = 'demo' as const;
  readonly name = 'Demo inventory';

  fetchInventory(steamId: string): Promise<Result<SteamInventoryAnswer, DomainError>> {
    const failure = FAILURES[steamId.slice(-10)];
    if (failure !== undefined) return Promise.resolve(err(failure()));
    let bits = hash(steamId);
    const items: InventoryItem[] = [];
    for (const name of INVENTORY_ITEMS) {
      const count = bits % 4; // 0–3 copies of each demo item
      bits = Math.floor(bits / 4) ^ hash(`${steamId}${name}`);
      if (count > 0) items.push({ marketHashName: name, count, marketable: true });
    }
    // Every CS2 inventory holds something the market does not trade.
    items.push({ marketHashName: 'Service Medal 2026', count: 1, marketable: false });
    return Promise.resolve(ok({ items, totalAssets: items.reduce((sum, item) => sum + item.count, 0) }));
  }
}

export class DemoMarketPrices implements MarketPrices {
  readonly kind = 'demo' as const;
  readonly name = DEMO_MARKET_PRICES.label;

  priceOf(marketHashName: string): Promise<Result<number | null, DomainError>> {
    return Promise.resolve(ok(DEMO_MARKET_PRICES.priceOf(marketHashName)?.minor ?? null));
  }
}
