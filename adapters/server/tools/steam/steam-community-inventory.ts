import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import type { JsonHttp } from '../../../../application/tools/stats-ports.ts';
import type { InventoryItem, SteamInventory, SteamInventoryAnswer } from '../../../../application/tools/steam-inventory-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * A public Steam inventory, Counter-Strike 2 (app 730, context 2):
 * GET {STEAM_COMMUNITY_URL}/inventory/{steamid}/730/2?l=english&count=2000.
 * The answer lists `assets` (one per copy: classid, instanceid, amount) and
 * `descriptions` (one per classid + instanceid: market_hash_name,
 * marketable); an empty inventory has neither. A private inventory answers
 * 403, an id Steam does not know 400 or 404, too many calls 429. Only the
 * first 2,000 assets are read (Steam's largest page); `totalAssets` says how
 * many there are in all.
 */

const Asset = v.object({ classid: v.string(), instanceid: v.string(), amount: v.pipe(v.string(), v.regex(/^\d+$/)) });
const Description = v.object({ classid: v.string(), instanceid: v.string(), market_hash_name: v.string(), marketable: v.picklist([0, 1]) });
const InventoryPage = v.object({
  success: v.literal(1),
  total_inventory_count: v.number(),
  assets: v.optional(v.array(Asset), []),
  descriptions: v.optional(v.array(Description), []),
});

/** Copies of the same item (same market name and marketability) counted together, in the inventory's order. */
export function joinInventory(page: v.InferOutput<typeof InventoryPage>): InventoryItem[] {
  const described = new Map(page.descriptions.map((d) => [`${d.classid}_${d.instanceid}`, d]));
  const items = new Map<string, { marketHashName: string; count: number; marketable: boolean }>();
  for (const asset of page.assets) {
    const d = described.get(`${asset.classid}_${asset.instanceid}`);
    if (d === undefined) continue; // Steam lists each asset's description; one missing cannot be named or priced
    const key = `${d.marketable}\u0000${d.market_hash_name}`;
    const item = items.get(key) ?? { marketHashName: d.market_hash_name, count: 0, marketable: d.marketable === 1 };
    item.count += Number(asset.amount);
    items.set(key, item);
  }
  return [...items.values()];
}

export class SteamCommunityInventory implements SteamInventory {
  readonly kind = 'official' as const;
  readonly name = 'Steam Community inventory';

  constructor(
    private readonly baseUrl: string,
    private readonly http: JsonHttp,
  ) {}

  async fetchInventory(steamId: string): Promise<Result<SteamInventoryAnswer, DomainError>> {
    const page = await getJson(this.http, {
      url: `${this.baseUrl.replace(/\/$/, '')}/inventory/${encodeURIComponent(steamId)}/730/2?l=english&count=2000`,
      schema: InventoryPage,
      notFound: () => domainError('PLAYER_NOT_FOUND', `Steam has no profile ${steamId}`),
      special: (status) => {
        if (status === 403) return domainError('INVENTORY_PRIVATE', `The inventory of ${steamId} is private`);
        if (status === 400) return domainError('PLAYER_NOT_FOUND', `Steam has no profile ${steamId}`);
        return undefined;
      },
    });
    if (page.isErr()) return err(page.error);
    return ok({ items: joinInventory(page.value), totalAssets: page.value.total_inventory_count });
  }
}
