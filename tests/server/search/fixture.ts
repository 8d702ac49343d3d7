import type { ListingDocument } from '../../../application/catalog/ports/index.ts';

/**
 * A small hand-made catalog (60 listings over 2 games x 2 product types) on
 * which every search adapter must give the same, hand-checked answers.
 *
 * Partition A (wow/items) carries the hand-computed cases: ties on price,
 * score and creation time to pin the tie-breaks, listings in every state,
 * tags held as a string or as an array, and "diamond"/"sword" spread over
 * titles, a description and other partitions to pin text matching and
 * scoping. Descriptions avoid words within one typo of the test queries.
 */

export const WOW = 'wow';
export const D4 = 'diablo-4';
export const ITEMS = 'items';
export const GOLD = 'gold';

/** The four partitions, in a fixed order for property tests. */
export const PARTITIONS = [
  { gameType: WOW, productType: ITEMS },
  { gameType: WOW, productType: GOLD },
  { gameType: D4, productType: ITEMS },
  { gameType: D4, productType: GOLD },
] as const;

export const SELLERS = {
  s1: 'Dragontrader',
  s2: 'Knightshop',
  s3: 'Pixelmerchant',
  s4: 'Farmhand',
} as const;
type SellerId = keyof typeof SELLERS;

export const RARITIES = ['Common', 'Rare', 'Epic', 'Legendary'] as const;
export const SERVERS = ['EU', 'US'] as const;
export const FACTIONS = ['Horde', 'Alliance'] as const;
export const PLATFORMS = ['PC', 'PS5', 'XBOX'] as const;
export const DELIVERIES = ['INSTANT', 'ONE_HOUR', 'ONE_DAY'] as const;
export const BEHAVIORS = ['ONE_TIME', 'PROFILE'] as const;

type Row = readonly [
  id: string,
  title: string,
  priceMinor: number,
  recommendedScore: number,
  createdAt: number,
  state: string,
  tags: ListingDocument['tags'],
  platform: string | null,
  deliveryDuration: string,
  purchaseBehavior: string,
  seller: SellerId,
  description?: string,
];

function listings(gameType: string, productType: string, rows: readonly Row[]): ListingDocument[] {
  return rows.map(([id, title, priceMinor, recommendedScore, createdAt, state, tags, platform, deliveryDuration, purchaseBehavior, seller, description]) => ({
    id,
    gameType,
    productType,
    title,
    description: description ?? 'Fast and safe trade.',
    sellerId: seller,
    sellerName: SELLERS[seller],
    sellerSlug: SELLERS[seller].toLowerCase(),
    sellerRating: 4.5,
    priceMinor,
    quantity: 5,
    maxQuantity: null,
    minQuantity: 1,
    incrementalQuantity: false,
    purchaseBehavior,
    deliveryDuration,
    image: null,
    state,
    tags,
    platform,
    volumeDiscount: null,
    recommendedScore,
    createdAt,
  }));
}

const AV = 'AVAILABLE';

/** Partition A: wow/items, 28 listings of which 24 are AVAILABLE. */
export const WOW_ITEMS = listings(WOW, ITEMS, [
  ['a01', 'Diamond Sword', 2500, 90, 1000, AV, { rarity: 'Epic', server: ['EU', 'US'] }, 'PC', 'INSTANT', 'ONE_TIME', 's1'],
  ['a02', 'Diamond Shield', 1800, 80, 1100, AV, { rarity: 'Rare', server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's2'],
  ['a03', 'Iron Sword', 300, 40, 1200, AV, { rarity: 'Common', server: 'US' }, 'PS5', 'ONE_HOUR', 'ONE_TIME', 's3'],
  ['a04', 'Ancient Sword', 4000, 95, 1300, AV, { rarity: 'Legendary', server: ['EU'] }, 'PC', 'ONE_DAY', 'PROFILE', 's1', 'Forged with a diamond edge.'],
  ['a05', 'Diamond Sword', 2400, 99, 1400, 'SOLD_OUT', { rarity: 'Epic', server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's2'],
  ['a06', 'Glowing Diamond Sword', 2600, 98, 1500, 'REMOVED', { rarity: 'Epic', server: 'US' }, 'PC', 'INSTANT', 'ONE_TIME', 's3'],
  ['a07', 'Healing Potion', 100, 50, 1600, AV, { rarity: 'Common', server: 'EU' }, null, 'INSTANT', 'ONE_TIME', 's2'],
  ['a08', 'Mana Potion', 100, 50, 1600, AV, { rarity: 'Common', server: 'US' }, null, 'INSTANT', 'ONE_TIME', 's3'],
  ['a09', 'Dragon Helmet', 1200, 70, 1700, AV, { rarity: 'Rare', server: ['EU', 'US'] }, 'XBOX', 'ONE_HOUR', 'ONE_TIME', 's1'],
  ['a10', 'Frost Bow', 1500, 70, 1800, AV, { rarity: 'Epic', server: 'US' }, 'PS5', 'ONE_HOUR', 'PROFILE', 's2'],
  ['a11', 'Shadow Cloak', 900, 60, 1900, AV, { rarity: 'Rare', server: 'EU' }, 'PC', 'ONE_DAY', 'ONE_TIME', 's3'],
  ['a12', 'Battle Axe', 1500, 65, 2000, AV, { rarity: 'Common', server: ['US'] }, 'XBOX', 'INSTANT', 'ONE_TIME', 's1'],
  ['a13', 'Golden Ring', 5000, 85, 2100, AV, { rarity: 'Legendary', server: 'EU' }, 'PC', 'ONE_DAY', 'PROFILE', 's2'],
  ['a14', 'Silver Ring', 700, 30, 2200, AV, { rarity: 'Common', server: 'US' }, 'PS5', 'INSTANT', 'ONE_TIME', 's3'],
  ['a15', 'Phoenix Mount', 9000, 88, 2300, AV, { rarity: 'Legendary', server: ['EU', 'US'] }, 'PC', 'ONE_DAY', 'PROFILE', 's1'],
  ['a16', 'War Drum', 450, 20, 2400, AV, { rarity: 'Common', server: 'EU' }, 'XBOX', 'ONE_HOUR', 'ONE_TIME', 's2'],
  ['a17', 'Elven Boots', 650, 55, 2500, AV, { rarity: 'Rare', server: 'US' }, 'PC', 'INSTANT', 'ONE_TIME', 's3'],
  ['a18', 'Rune Dagger', 800, 60, 2500, AV, { rarity: 'Epic', server: 'EU' }, 'PS5', 'ONE_HOUR', 'ONE_TIME', 's1'],
  ['a19', 'Titan Gauntlets', 3000, 75, 2600, AV, { rarity: 'Epic', server: 'US' }, 'PC', 'ONE_DAY', 'ONE_TIME', 's2'],
  ['a20', 'Crystal Staff', 2200, 72, 2700, AV, { rarity: 'Rare', server: ['EU'] }, 'XBOX', 'INSTANT', 'PROFILE', 's3'],
  ['a21', 'Obsidian Armor', 7000, 82, 2800, 'HIDDEN', { rarity: 'Legendary', server: 'EU' }, 'PC', 'ONE_DAY', 'ONE_TIME', 's1'],
  ['a22', 'Leather Gloves', 150, 10, 2900, AV, { rarity: 'Common', server: 'US' }, null, 'ONE_HOUR', 'ONE_TIME', 's2'],
  ['a23', 'Storm Hammer', 3500, 78, 3000, AV, { rarity: 'Epic', server: ['EU', 'US'] }, 'PS5', 'INSTANT', 'ONE_TIME', 's3'],
  ['a24', 'Moon Amulet', 1200, 70, 3100, AV, { rarity: 'Rare', server: 'EU' }, 'PC', 'ONE_HOUR', 'ONE_TIME', 's1'],
  ['a25', 'Void Orb', 6000, 80, 3200, AV, { rarity: 'Legendary', server: 'US' }, 'XBOX', 'ONE_DAY', 'PROFILE', 's2'],
  ['a26', 'Swift Saddle', 500, 35, 3300, AV, { rarity: 'Common', server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's3'],
  ['a27', 'Ember Wand', 1900, 68, 3400, AV, { rarity: 'Rare', server: 'US' }, 'PS5', 'ONE_HOUR', 'ONE_TIME', 's1'],
  ['a28', 'Venom Blade', 2800, 77, 3500, 'SOLD_OUT', { rarity: 'Epic', server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's2'],
]);

/** Partition B: wow/gold; one listing mentions a diamond sword, to prove scoping. */
export const WOW_GOLD = listings(WOW, GOLD, [
  ['b01', 'Gold Pack', 999, 50, 1000, AV, { faction: 'Horde', server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's4', 'Bonus diamond sword skin included.'],
  ['b02', 'Gold Bundle', 1999, 60, 1100, AV, { faction: 'Alliance', server: 'US' }, 'PC', 'ONE_HOUR', 'ONE_TIME', 's4'],
  ['b03', 'Gold Stack', 4999, 70, 1200, AV, { faction: ['Horde', 'Alliance'], server: 'EU' }, 'PC', 'ONE_DAY', 'ONE_TIME', 's1'],
  ['b04', 'Gold Chest', 9999, 40, 1300, AV, { faction: 'Horde', server: 'US' }, 'XBOX', 'INSTANT', 'ONE_TIME', 's2'],
  ['b05', 'Gold Coins', 499, 30, 1400, AV, { faction: 'Alliance', server: 'EU' }, 'PS5', 'INSTANT', 'ONE_TIME', 's3'],
  ['b06', 'Gold Hoard', 14999, 80, 1500, 'SOLD_OUT', { faction: 'Horde', server: 'EU' }, 'PC', 'ONE_DAY', 'ONE_TIME', 's4'],
  ['b07', 'Gold Sack', 1999, 60, 1600, AV, { faction: 'Horde', server: ['EU', 'US'] }, 'PC', 'ONE_HOUR', 'PROFILE', 's1'],
  ['b08', 'Gold Purse', 299, 20, 1700, AV, { faction: 'Alliance', server: 'US' }, null, 'INSTANT', 'ONE_TIME', 's2'],
  ['b09', 'Gold Vault', 29999, 90, 1800, AV, { faction: 'Horde', server: 'US' }, 'PC', 'ONE_DAY', 'PROFILE', 's4'],
  ['b10', 'Gold Crate', 7499, 55, 1900, 'HIDDEN', { faction: 'Alliance', server: 'EU' }, 'PC', 'ONE_DAY', 'ONE_TIME', 's3'],
]);

/** Partition C: diablo-4/items; has its own AVAILABLE "Diamond Sword", to prove scoping. */
export const D4_ITEMS = listings(D4, ITEMS, [
  ['c01', 'Diamond Sword', 2100, 70, 1000, AV, { rarity: 'Legendary', server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's1'],
  ['c02', 'Bone Wand', 800, 60, 1100, AV, { rarity: 'Rare', server: 'US' }, 'PS5', 'ONE_HOUR', 'ONE_TIME', 's2'],
  ['c03', 'Blood Mace', 1600, 80, 1200, AV, { rarity: 'Epic', server: ['EU', 'US'] }, 'XBOX', 'ONE_DAY', 'PROFILE', 's3'],
  ['c04', 'Ash Bow', 1600, 80, 1200, AV, { rarity: 'Epic', server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's4'],
  ['c05', 'Hell Shield', 3200, 90, 1300, AV, { rarity: 'Legendary', server: 'US' }, 'PC', 'ONE_HOUR', 'ONE_TIME', 's1'],
  ['c06', 'Rogue Cloak', 450, 30, 1400, 'SOLD_OUT', { rarity: 'Common', server: 'EU' }, 'PS5', 'INSTANT', 'ONE_TIME', 's2'],
  ['c07', 'Druid Totem', 950, 50, 1500, AV, { rarity: 'Rare', server: ['US'] }, 'XBOX', 'ONE_DAY', 'ONE_TIME', 's3'],
  ['c08', 'Ruby Gem', 200, 20, 1600, AV, { rarity: 'Common', server: 'EU' }, null, 'INSTANT', 'ONE_TIME', 's4'],
  ['c09', 'Onyx Gem', 200, 25, 1700, AV, { rarity: 'Common', server: 'US' }, null, 'INSTANT', 'PROFILE', 's1'],
  ['c10', 'Lich Crown', 12000, 95, 1800, AV, { rarity: 'Legendary', server: ['EU', 'US'] }, 'PC', 'ONE_DAY', 'PROFILE', 's2'],
  ['c11', 'Spirit Boots', 1400, 65, 1900, 'REMOVED', { rarity: 'Rare', server: 'EU' }, 'PS5', 'ONE_HOUR', 'ONE_TIME', 's3'],
  ['c12', 'Barb Helm', 2700, 75, 2000, AV, { rarity: 'Epic', server: 'US' }, 'PC', 'INSTANT', 'ONE_TIME', 's4'],
]);

/** Partition D: diablo-4/gold. */
export const D4_GOLD = listings(D4, GOLD, [
  ['d01', 'Gold 10M', 500, 50, 1000, AV, { server: 'EU' }, 'PC', 'INSTANT', 'ONE_TIME', 's4'],
  ['d02', 'Gold 50M', 2000, 60, 1100, AV, { server: 'US' }, 'PC', 'INSTANT', 'ONE_TIME', 's4'],
  ['d03', 'Gold 100M', 3500, 70, 1200, AV, { server: ['EU', 'US'] }, 'PS5', 'ONE_HOUR', 'ONE_TIME', 's1'],
  ['d04', 'Gold 250M', 8000, 80, 1300, AV, { server: 'EU' }, 'XBOX', 'ONE_DAY', 'PROFILE', 's2'],
  ['d05', 'Gold 500M', 15000, 90, 1400, 'SOLD_OUT', { server: 'US' }, 'PC', 'ONE_DAY', 'ONE_TIME', 's3'],
  ['d06', 'Gold 1B', 28000, 85, 1500, AV, { server: 'EU' }, 'PC', 'ONE_DAY', 'PROFILE', 's4'],
  ['d07', 'Gold 5M', 300, 40, 1600, AV, { server: 'US' }, null, 'INSTANT', 'ONE_TIME', 's3'],
  ['d08', 'Gold 20M', 1000, 55, 1700, AV, { server: 'EU' }, 'PC', 'ONE_HOUR', 'ONE_TIME', 's2'],
  ['d09', 'Gold 30M', 1500, 55, 1700, AV, { server: ['US'] }, 'PS5', 'INSTANT', 'ONE_TIME', 's1'],
  ['d10', 'Gold 75M', 2800, 65, 1800, 'HIDDEN', { server: 'EU' }, 'PC', 'ONE_HOUR', 'ONE_TIME', 's4'],
]);

/** The whole catalog, 60 listings. */
export const FIXTURE: readonly ListingDocument[] = [...WOW_ITEMS, ...WOW_GOLD, ...D4_ITEMS, ...D4_GOLD];

/** Smart-tag filter values used by the fixture, for engines that must declare them (Meilisearch). */
export const TAG_FILTERS = ['rarity', 'server', 'faction'] as const;

/** A fixture listing by id; throws on a typo in a test. */
export function fixtureListing(id: string): ListingDocument {
  const found = FIXTURE.find((doc) => doc.id === id);
  if (found === undefined) throw new Error(`no fixture listing ${id}`);
  return found;
}
