/**
 * `npm run bench:offers`: a bulk seller upserts OFFERS (10,000) offers
 * through the seller REST API in batches of BATCH (1,000) against an
 * embedded server (PGlite, the embedded search engine; Meilisearch too when
 * MEILISEARCH_URL is set). Prints offers/s and the time until the last offer
 * is found by the public search, and writes bench/results/offers-<engine>.json.
 * Timing never fails anything.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { CATALOG } from '../composition-root/server/catalog.module.ts';
import { demoParty } from '../tests/server/support/demo-login.ts';
import { startTestServer, type TestServer } from '../tests/server/support/test-server.ts';

const OFFERS = Number(process.env['OFFERS'] ?? 10_000);
const BATCH = Number(process.env['BATCH'] ?? 1000);

async function scopeOf(server: TestServer) {
  const catalog = server.container.get(CATALOG.CatalogReader);
  for (const game of await catalog.listGames({ includeHidden: false })) {
    for (const type of await catalog.productTypesOf(game.value)) {
      const s = await catalog.listingScope(game.value, type.value);
      const filter = s.smartTagFilters[0];
      const tag = s.smartTags.find((t) => t.filterId === filter?._id);
      if (filter !== undefined && tag !== undefined) return { gameType: game.value, productType: type.value, tags: { [filter.value]: tag.value }, platform: s.platformTypes[0]?.value ?? null };
    }
  }
  throw new Error('no game with a smart-tag filter');
}

async function run(engine: 'embedded' | 'meilisearch'): Promise<Record<string, unknown>> {
  const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '0', ...(engine === 'meilisearch' ? { MEILISEARCH_URL: process.env['MEILISEARCH_URL'] ?? '', MEILISEARCH_KEY: process.env['MEILISEARCH_KEY'] ?? '' } : {}) });
  const { client } = await demoParty(server, 'bulk-seller');
  try {
    const { secret } = (await client.call('createApiKey', { name: 'bench', scopes: ['offers:write'] })) as { secret: string };
    const scope = await scopeOf(server);
    const marker = `Benchquill${Date.now().toString(36)}`;
    const offer = (i: number) => ({ ...scope, title: `${marker} lot n${i}z`, description: 'bench', priceMinor: 100 + (i % 900), quantity: 50, minQuantity: 1, incrementalQuantity: false, volumeDiscount: null, deliveryDuration: 'INSTANT', purchaseBehavior: 'DEFAULT', services: [], images: [] });
    const batchMs: number[] = [];
    const started = performance.now();
    for (let from = 0; from < OFFERS; from += BATCH) {
      const t = performance.now();
      const res = await fetch(`${server.url}/api/v1/offers/bulk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ offers: Array.from({ length: Math.min(BATCH, OFFERS - from) }, (_, k) => ({ offer: offer(from + k) })) }),
      });
      const body = (await res.json()) as { created?: number; failed?: unknown[] };
      if (res.status !== 200 || (body.failed?.length ?? 1) > 0) throw new Error(`batch at ${from}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      batchMs.push(performance.now() - t);
    }
    const writtenMs = performance.now() - started;
    // Poll the public search (what a buyer sees) until the last offer is there.
    const lastTitle = `${marker} lot n${OFFERS - 1}z`;
    let searchableMs = Number.NaN;
    for (let polls = 0; polls < 600; polls += 1) {
      const res = await fetch(`${server.url}/api/products/search/${scope.gameType}/${scope.productType}?disableIsr=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ listingQuery: { searchText: lastTitle } }),
      });
      const { hits } = (await res.json()) as { hits: { title: string }[] };
      if (hits.some((h) => h.title === lastTitle)) {
        searchableMs = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    batchMs.sort((a, b) => a - b);
    return {
      engine,
      offers: OFFERS,
      batch: BATCH,
      offersPerSecond: Math.round(OFFERS / (writtenMs / 1000)),
      batchP50ms: Math.round(batchMs[Math.floor(batchMs.length / 2)] ?? 0),
      batchMaxMs: Math.round(batchMs.at(-1) ?? 0),
      allWrittenMs: Math.round(writtenMs),
      lastSearchableMs: Math.round(searchableMs),
      lastSearchableAfterWriteMs: Math.round(searchableMs - writtenMs),
      at: new Date().toISOString(),
    };
  } finally {
    await client.disconnect();
    await server.stop();
  }
}

const results = [await run('embedded')];
if ((process.env['MEILISEARCH_URL'] ?? '') !== '') results.push(await run('meilisearch'));
mkdirSync('bench/results', { recursive: true });
for (const r of results) writeFileSync(`bench/results/offers-${String(r['engine'])}.json`, `${JSON.stringify(r, null, 2)}\n`);
console.table(results.map(({ at: _at, ...r }) => r));
process.exit(0);
