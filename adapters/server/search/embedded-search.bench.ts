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
import { baseQuery, createBenchCatalog, queryKinds } from './bench-catalog.ts';
import { EmbeddedListingSearch } from './embedded-listing-search.ts';

const docCount = Number(process.argv[2] ?? 100_000);
const partitionCount = Number(process.argv[3] ?? 150);
const skew = process.argv[4] === 'zipf' ? 'zipf' : 'uniform';

const catalog = createBenchCatalog(partitionCount, skew);
const { partitions, pick, makeDoc, typo } = catalog;
const kinds = queryKinds(catalog);

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

  const kind = (name: string): ((doc: ListingDocument) => ListingSearchQuery) => kinds[name] ?? ((doc) => baseQuery(doc));
  await run('typo, 2 words', kind('typo, 2 words'));
  // Shoppers repeat texts (hot searches, paging, narrowing): the same typo text over and over, as the endpoint load test sends it.
  const repeated = pick(available);
  const repeatedWords = repeated.title.split(' ');
  const repeatedText = `${typo(repeatedWords[0] ?? 'x')} ${repeatedWords[1] ?? ''}`;
  await run('typo, 2 words, repeated text', () => ({ ...baseQuery(repeated), text: repeatedText }));
  // Same order as before the kinds were shared, so the seeded queries (and the figures) stay comparable across runs.
  for (const name of ['typo, 1 word, price sort', 'seller name', 'no text, unfiltered', 'no text, price range, page 3', 'no text, tags+platform, price desc', 'no text, seller filter', 'no text, price range, price sort']) {
    await run(name, kind(name));
  }

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
