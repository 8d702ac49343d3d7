/**
 * `npm run bench:checkout`: placeOrder paid with credits, 50 concurrent buyers,
 * on PGlite and (when DATABASE_URL is set) on PostgreSQL. Prints orders/s and
 * p50/p95/p99 latency and writes bench/results/checkout-<engine>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { actorFromProfile, type CurrencyCode } from '../domain/index.ts';
import { openDatabase } from '../adapters/server/persistence/shared/database.ts';
import { createTestDatabase } from '../tests/server/support/test-database.ts';
import { addListing, addUsers, sqlCheckout } from '../tests/server/orders/checkout-kit.ts';

const BUYERS = 50;
const ORDERS_PER_BUYER = Number(process.env['ORDERS_PER_BUYER'] ?? 20);
/**
 * How many offers the buyers spread over (OFFERS=1: everyone races for one
 * offer, whose stock row then orders every checkout one after another).
 * A marketplace's checkouts mostly buy different offers: 200 by default.
 */
const OFFERS = Number(process.env['OFFERS'] ?? 200);

async function run(engine: 'pglite' | 'postgres'): Promise<void> {
  if (engine === 'pglite') delete process.env['DATABASE_URL'];
  const testDb = await createTestDatabase();
  const handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  try {
    const kit = sqlCheckout(handle);
    const buyers = Array.from({ length: BUYERS }, (_, i) => `bench-buyer-${i}`);
    await addUsers(handle, ['bench-seller', ...buyers]);
    for (let o = 0; o < OFFERS; o += 1) await addListing(handle, `bench-offer-${o}`, 'bench-seller', 250, BUYERS * ORDERS_PER_BUYER);
    for (const b of buyers) await kit.grant(b, 10_000_000);
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      buyers.map(async (b) => {
        const actor = actorFromProfile({ id: b, roles: ['CUSTOMER'], banned: false, verificationState: 'VERIFIED' });
        for (let i = 0; i < ORDERS_PER_BUYER; i += 1) {
          const t = performance.now();
          const r = await kit.placeOrder.execute(actor, { lines: [{ productId: `bench-offer-${(b.length * 31 + i * 7 + Number(b.slice(12))) % OFFERS}`, quantity: 1 }], currency: 'USD' as CurrencyCode, paymentMethod: 'CREDITS', idempotencyKey: `${b}-${i}` });
          if (r.isErr()) throw new Error(`${r.error.code}: ${r.error.message}`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) * 10) / 10;
    const result = { engine, buyers: BUYERS, offers: OFFERS, orders: latencies.length, ordersPerSecond: Math.round(latencies.length / seconds), p50ms: pct(50), p95ms: pct(95), p99ms: pct(99), at: new Date().toISOString() };
    console.log(JSON.stringify(result));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/checkout-${engine}.json`, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await handle.close();
    await testDb.drop();
  }
}

const url = process.env['DATABASE_URL'];
await run('pglite');
if (url !== undefined && url !== '') {
  process.env['DATABASE_URL'] = url;
  await run('postgres');
}
