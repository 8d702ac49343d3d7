/**
 * Benchmark of the embedded listing search (not a test: ARCHITECTURE.md keeps
 * timing out of the test suite). Generates a random catalog spread over game
 * and product-type partitions and times typo queries, filtered pages and
 * writes, printing median and p95 per kind of query plus heap use.
 *
 *   node --expose-gc --import tsx adapters/server/search/embedded-search.bench.ts [docs=100000] [partitions=150] [skew=uniform|zipf]
 */
import { performance } from 'node:perf_hooks';
import type { ListingDocument, ListingSearchQuery } from '../../../application/catalog/ports/index.ts';
import { EmbeddedListingSearch } from './embedded-listing-search.ts';

const docCount = Number(process.argv[2] ?? 100_000);
const partitionCount = Number(process.argv[3] ?? 150);
const skew = process.argv[4] === 'zipf' ? 'zipf' : 'uniform';

// A seeded generator (mulberry32), so two runs time the same catalog and queries.
let seed = 42;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const syllables = ['ka', 'lo', 'ri', 'an', 'dor', 'mith', 'el', 'va', 'gor', 'shi', 'tan', 'ru', 'ne', 'bal', 'zen', 'or', 'ith', 'mar', 'quel', 'dra'];
const word = (parts: number): string => Array.from({ length: parts }, () => pick(syllables)).join('');
const vocabulary = Array.from({ length: 4000 }, () => word(2 + Math.floor(random() * 3)));
const itemWords = [...Array.from({ length: 600 }, () => word(2 + Math.floor(random() * 2))), 'sword', 'diamond', 'shield', 'potion', 'gold', 'account', 'boost', 'mount'];
const sellers = Array.from({ length: 3000 }, (_, i) => ({ id: `s${i}`, name: `${pick(vocabulary)}${i}` }));
const partitions = Array.from({ length: partitionCount }, (_, i) => ({ gameType: `game${i % 50}`, productType: `type${Math.floor(i / 50)}` }));
const platforms = ['PC', 'PS5', 'XBOX', 'SWITCH'];
const rarities = ['Common', 'Rare', 'Epic', 'Legendary', 'Mythic'];
const servers = ['EU', 'US', 'ASIA', 'OCE', 'SA', 'RU'];

function partitionIndex(): number {
  if (skew === 'uniform') return Math.floor(random() * partitionCount);
  // Zipf-like: a few big games hold most listings.
  return Math.min(partitionCount - 1, Math.floor(partitionCount * random() ** 3));
}

function makeDoc(i: number): ListingDocument {
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
}

function typo(text: string): string {
  const at = 1 + Math.floor(random() * (text.length - 2));
  return text.slice(0, at) + text.slice(at + 1);
}

function baseQuery(scope: { readonly gameType: string; readonly productType: string }): ListingSearchQuery {
  return { gameType: scope.gameType, productType: scope.productType, state: 'AVAILABLE', sortBy: 'RECOMMENDED', sortDirection: -1, limit: 24, offset: 0 };
}

function stats(name: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): string => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(3);
  console.log(`${name.padEnd(34)} n=${sorted.length} median=${at(0.5)} ms p95=${at(0.95)} ms max=${at(1)} ms`);
}

function heapMb(): string {
  (globalThis as { gc?: () => void }).gc?.();
  return (process.memoryUsage().heapUsed / 2 ** 20).toFixed(0);
}

async function main(): Promise<void> {
  console.log(`docs=${docCount} partitions=${partitionCount} skew=${skew}`);
  const docs = Array.from({ length: docCount }, (_, i) => makeDoc(i));
  const heapDocs = heapMb();
  const engine = new EmbeddedListingSearch();
  let t = performance.now();
  for (let i = 0; i < docs.length; i += 5000) await engine.upsert(docs.slice(i, i + 5000));
  console.log(`load: ${((performance.now() - t) / 1000).toFixed(1)} s; heap docs only ${heapDocs} MB, with index ${heapMb()} MB`);

  const available = docs.filter((d) => d.state === 'AVAILABLE');
  t = performance.now();
  for (const p of partitions) await engine.search({ ...baseQuery(p), limit: 1 });
  console.log(`first search of every partition (sorts stale arrays): ${(performance.now() - t).toFixed(0)} ms`);

  const run = async (name: string, make: (doc: ListingDocument) => ListingSearchQuery, n = 200): Promise<void> => {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < n; i++) {
      const query = make(pick(available));
      const start = performance.now();
      const result = await engine.search(query);
      times.push(performance.now() - start);
      hits += result.isOk() ? result.value.estimatedTotalHits : 0;
    }
    stats(`${name} (avg hits ${(hits / n).toFixed(0)})`, times);
  };

  await run('typo, 2 words', (doc) => {
    const words = doc.title.split(' ');
    const first = words[0] ?? '';
    return { ...baseQuery(doc), text: `${first.length >= 4 ? typo(first) : first} ${words[1] ?? ''}` };
  });
  // Shoppers repeat texts (hot searches, paging, narrowing): the same typo text over and over, as the endpoint load test sends it.
  const repeated = pick(available);
  const repeatedWords = repeated.title.split(' ');
  const repeatedText = `${typo(repeatedWords[0] ?? 'x')} ${repeatedWords[1] ?? ''}`;
  await run('typo, 2 words, repeated text', () => ({ ...baseQuery(repeated), text: repeatedText }));
  await run('typo, 1 word, price sort', (doc) => ({ ...baseQuery(doc), text: typo(doc.title.split(' ')[0] ?? 'x'), sortBy: 'price', sortDirection: 1 }));
  await run('seller name', (doc) => ({ ...baseQuery(doc), text: doc.sellerName }));
  await run('no text, unfiltered', (doc) => baseQuery(doc));
  await run('no text, price range, page 3', (doc) => ({ ...baseQuery(doc), price: { min: 1000, max: 20_000 }, offset: 48 }));
  await run('no text, tags+platform, price desc', (doc) => ({
    ...baseQuery(doc),
    smartTags: { rarity: ['Epic', 'Legendary'], server: ['EU'] },
    platforms: ['PC'],
    sortBy: 'price',
    sortDirection: -1,
  }));
  await run('no text, seller filter', (doc) => ({ ...baseQuery(doc), customFilters: [{ field: 'sellerId', value: doc.sellerId }] }));

  const writeTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const doc = pick(available);
    const start = performance.now();
    await engine.upsert([{ ...doc, priceMinor: doc.priceMinor + 1, title: `${doc.title} renewed` }]);
    writeTimes.push(performance.now() - start);
  }
  stats('upsert of one listing', writeTimes);

  const globalTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const query = typo(pick(available).title.split(' ')[0] ?? 'x');
    const start = performance.now();
    await engine.searchAll(query, 10);
    globalTimes.push(performance.now() - start);
  }
  stats('searchAll (titles, all partitions)', globalTimes);
}

await main();
