/**
 * `npm run bench:search-peer [-- --size 1000000] [-- --queries 100]` (or env
 * SIZE): our embedded engine (through the search port) side by side with
 * PostgreSQL full-text search on the same generated rows (the generator of
 * `bench:search`), the same query kinds and the same queries. Checks that both
 * count the same hits for every query and prints any mismatch with the words
 * each side matched; prints p50/p95 of both and the ratio; writes JSON under
 * bench/results/. Seeds a schema of its own in DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test) and drops it afterwards.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ListingSearchQuery } from '../application/catalog/ports/index.ts';
import { createBenchCatalog, queryKinds } from '../adapters/server/search/bench-catalog.ts';
import { EmbeddedListingSearch } from '../adapters/server/search/embedded-listing-search.ts';
import { PostgresPeer, SCHEMA } from './search-peer-pg.ts';

const { values } = parseArgs({
  options: { size: { type: 'string', default: process.env.SIZE ?? '100000' }, queries: { type: 'string', default: '100' }, keep: { type: 'boolean', default: false } },
});
const SIZE = Number(values.size);
const QUERIES = Number(values.queries);
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The kinds of issue 19's table: typo text, typo + price sort, price range + sort, seller name, filters without text. */
const KINDS = ['typo, 2 words', 'typo, 1 word, price sort', 'no text, price range, price sort', 'seller name', 'no text, tags+platform, price desc'];

interface Timing {
  p50: number;
  p95: number;
}

function percentiles(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): number => +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
  return { p50: at(0.5), p95: at(0.95) };
}

const seconds = (since: number): number => +((performance.now() - since) / 1000).toFixed(1);

async function main(): Promise<void> {
  const catalog = createBenchCatalog(150, 'zipf');
  console.log(`${SIZE} listings, ${QUERIES} queries per kind; peer in ${URL} schema ${SCHEMA}`);
  const docs = Array.from({ length: SIZE }, (_, i) => catalog.makeDoc(i));

  const engine = new EmbeddedListingSearch();
  let t = performance.now();
  for (let i = 0; i < docs.length; i += 5000) await engine.upsert(docs.slice(i, i + 5000));
  const engineLoad = seconds(t);

  const peer = await PostgresPeer.connect(URL);
  await peer.reset();
  t = performance.now();
  for (let i = 0; i < docs.length; i += 5000) await peer.insert(docs.slice(i, i + 5000));
  const peerLoad = seconds(t);
  t = performance.now();
  await peer.buildIndexes();
  const peerIndex = seconds(t);
  console.log(`load: engine ${engineLoad} s; PostgreSQL insert ${peerLoad} s + indexes ${peerIndex} s`);

  const available = docs.filter((doc) => doc.state === 'AVAILABLE');
  const kinds = queryKinds(catalog);
  const rows: Record<string, { port: Timing; peer: Timing; ratioP95: number; avgHits: number; mismatches: number }> = {};
  const mismatches: { kind: string; query: ListingSearchQuery; port: number; peer: number; tsquery: string }[] = [];
  try {
    // Warm both sides (first partition sorts, plan caches) with queries not timed.
    for (const name of KINDS) for (let i = 0; i < 5; i++) await bothOnce(engine, peer, kinds[name]?.(catalog.pick(available)));
    for (const name of KINDS) {
      const make = kinds[name];
      if (make === undefined) continue;
      const queries: ListingSearchQuery[] = Array.from({ length: QUERIES }, () => make(catalog.pick(available)));
      const portTimes: number[] = [];
      const peerTimes: number[] = [];
      let hits = 0;
      let wrong = 0;
      for (const query of queries) {
        let start = performance.now();
        const ours = await engine.search(query);
        portTimes.push(performance.now() - start);
        start = performance.now();
        const theirs = await peer.search(query);
        peerTimes.push(performance.now() - start);
        const total = ours.isOk() ? ours.value.estimatedTotalHits : -1;
        hits += total;
        if (total !== theirs.total) {
          wrong++;
          mismatches.push({ kind: name, query, port: total, peer: theirs.total, tsquery: query.text === undefined ? '' : await peer.tsquery(query.text) });
        }
      }
      const port = percentiles(portTimes);
      const pgTiming = percentiles(peerTimes);
      rows[name] = { port, peer: pgTiming, ratioP95: +(pgTiming.p95 / Math.max(port.p95, 0.001)).toFixed(1), avgHits: Math.round(hits / QUERIES), mismatches: wrong };
    }
  } finally {
    if (!values.keep) await peer.drop();
    await peer.close();
  }

  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, r]) => [
        name,
        { 'port p50': r.port.p50, 'port p95': r.port.p95, 'pg p50': r.peer.p50, 'pg p95': r.peer.p95, 'pg/port p95': r.ratioP95, 'avg hits': r.avgHits, mismatches: r.mismatches },
      ]),
    ),
  );
  for (const m of mismatches.slice(0, 10)) console.log(`MISMATCH ${m.kind}: port ${m.port} vs PostgreSQL ${m.peer} for ${JSON.stringify(m.query.text ?? '')} (${m.query.gameType}/${m.query.productType}); tsquery ${m.tsquery}`);
  if (mismatches.length === 0) console.log('hit totals agree for every query');

  const results = {
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    size: SIZE,
    queriesPerKind: QUERIES,
    load: { engineSeconds: engineLoad, postgresInsertSeconds: peerLoad, postgresIndexSeconds: peerIndex },
    rows,
    mismatches: mismatches.slice(0, 50),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/search-peer-${SIZE}-${results.date.replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
  writeFileSync(`bench/results/search-peer-${SIZE}-latest.json`, JSON.stringify(results, null, 2));
}

async function bothOnce(engine: EmbeddedListingSearch, peer: PostgresPeer, query: ListingSearchQuery | undefined): Promise<void> {
  if (query === undefined) return;
  await engine.search(query);
  await peer.search(query);
}

await main();
