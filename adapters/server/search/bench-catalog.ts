/**
 * The generated catalog behind the search benchmarks (`bench:search` and
 * `bench:search-peer`), shared so that our engine and its PostgreSQL peer are
 * timed on the same rows with the same queries. Seeded (mulberry32): two runs
 * and two benchmarks see the same listings as long as they draw in the same
 * order (words, sellers, partitions, then documents, then queries).
 */
import type { ListingDocument, ListingSearchQuery } from '../../../application/catalog/ports/index.ts';

export type Skew = 'uniform' | 'zipf';

export interface Scope {
  readonly gameType: string;
  readonly productType: string;
}

export interface BenchCatalog {
  readonly partitions: readonly Scope[];
  random(): number;
  pick<T>(items: readonly T[]): T;
  makeDoc(i: number): ListingDocument;
  /** The word with one letter dropped (a typo within every engine's budget from four letters on). */
  typo(text: string): string;
}

const syllables = ['ka', 'lo', 'ri', 'an', 'dor', 'mith', 'el', 'va', 'gor', 'shi', 'tan', 'ru', 'ne', 'bal', 'zen', 'or', 'ith', 'mar', 'quel', 'dra'];
const platforms = ['PC', 'PS5', 'XBOX', 'SWITCH'];
const rarities = ['Common', 'Rare', 'Epic', 'Legendary', 'Mythic'];
const servers = ['EU', 'US', 'ASIA', 'OCE', 'SA', 'RU'];

export function createBenchCatalog(partitionCount: number, skew: Skew): BenchCatalog {
  let seed = 42;
  const random = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const word = (parts: number): string => Array.from({ length: parts }, () => pick(syllables)).join('');
  const vocabulary = Array.from({ length: 4000 }, () => word(2 + Math.floor(random() * 3)));
  const itemWords = [...Array.from({ length: 600 }, () => word(2 + Math.floor(random() * 2))), 'sword', 'diamond', 'shield', 'potion', 'gold', 'account', 'boost', 'mount'];
  const sellers = Array.from({ length: 3000 }, (_, i) => ({ id: `s${i}`, name: `${pick(vocabulary)}${i}` }));
  const partitions = Array.from({ length: partitionCount }, (_, i) => ({ gameType: `game${i % 50}`, productType: `type${Math.floor(i / 50)}` }));

  const partitionIndex = (): number =>
    // Zipf-like: a few big games hold most listings.
    skew === 'uniform' ? Math.floor(random() * partitionCount) : Math.min(partitionCount - 1, Math.floor(partitionCount * random() ** 3));

  const makeDoc = (i: number): ListingDocument => {
    const partition = partitions[partitionIndex()] ?? { gameType: 'g', productType: 't' };
    const seller = pick(sellers);
    const title = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(itemWords)).join(' ');
    return {
      id: `l${i.toString(36).padStart(6, '0')}`,
      ...partition,
      title: title[0]?.toUpperCase() + title.slice(1),
      description: Array.from({ length: 10 + Math.floor(random() * 30) }, () => pick(vocabulary)).join(' '),
      sellerId: seller.id,
      sellerName: seller.name,
      sellerSlug: seller.name.toLowerCase(),
      sellerRating: Math.round(random() * 50) / 10,
      priceMinor: 50 + Math.floor(random() ** 2 * 100_000),
      quantity: 1 + Math.floor(random() * 100),
      maxQuantity: null,
      minQuantity: 1,
      incrementalQuantity: false,
      purchaseBehavior: random() < 0.8 ? 'ONE_TIME' : 'PROFILE',
      deliveryDuration: pick(['INSTANT', 'ONE_HOUR', 'ONE_DAY']),
      image: null,
      state: random() < 0.9 ? 'AVAILABLE' : pick(['SOLD_OUT', 'HIDDEN']),
      tags: { rarity: pick(rarities), server: random() < 0.5 ? pick(servers) : [pick(servers), pick(servers)] },
      platform: random() < 0.8 ? pick(platforms) : null,
      volumeDiscount: null,
      recommendedScore: Math.floor(random() * 1000),
      createdAt: 1_700_000_000_000 + Math.floor(random() * 1e10),
    };
  };

  const typo = (text: string): string => {
    const at = 1 + Math.floor(random() * (text.length - 2));
    return text.slice(0, at) + text.slice(at + 1);
  };
  return { partitions, random, pick, makeDoc, typo };
}

/** The storefront's first page of one partition: AVAILABLE, recommended order, 24 hits. */
export function baseQuery(scope: Scope): ListingSearchQuery {
  return { gameType: scope.gameType, productType: scope.productType, state: 'AVAILABLE', sortBy: 'RECOMMENDED', sortDirection: -1, limit: 24, offset: 0 };
}

/** The query kinds both search benchmarks time, each made from a random AVAILABLE listing. */
export function queryKinds(catalog: BenchCatalog): Record<string, (doc: ListingDocument) => ListingSearchQuery> {
  const { typo } = catalog;
  return {
    'typo, 2 words': (doc) => {
      const words = doc.title.split(' ');
      const first = words[0] ?? '';
      return { ...baseQuery(doc), text: `${first.length >= 4 ? typo(first) : first} ${words[1] ?? ''}` };
    },
    'typo, 1 word, price sort': (doc) => ({ ...baseQuery(doc), text: typo(doc.title.split(' ')[0] ?? 'x'), sortBy: 'price', sortDirection: 1 }),
    'seller name': (doc) => ({ ...baseQuery(doc), text: doc.sellerName }),
    'no text, unfiltered': (doc) => baseQuery(doc),
    'no text, price range, page 3': (doc) => ({ ...baseQuery(doc), price: { min: 1000, max: 20_000 }, offset: 48 }),
    'no text, price range, price sort': (doc) => ({ ...baseQuery(doc), price: { min: 1000, max: 20_000 }, sortBy: 'price', sortDirection: 1 }),
    'no text, tags+platform, price desc': (doc) => ({
      ...baseQuery(doc),
      smartTags: { rarity: ['Epic', 'Legendary'], server: ['EU'] },
      platforms: ['PC'],
      sortBy: 'price',
      sortDirection: -1,
    }),
    'no text, seller filter': (doc) => ({ ...baseQuery(doc), customFilters: [{ field: 'sellerId', value: doc.sellerId }] }),
  };
}
