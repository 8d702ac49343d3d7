import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceSnapshots } from '../../../adapters/server/persistence/schema.ts';
import { GAME_TOOLS } from '../../../composition-root/server/game-tools.module.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Day { day: string; gameType: string; productType: string; medianMinor: number; lowestMinor: number; offerCount: number; sales: number; synthetic: boolean }

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server.stop();
});

describe('price history', () => {
  it('starts with 90 synthetic days per game and product type on sale, labelled synthetic, ending yesterday', async () => {
    const { latest } = (await call(server, '/api/tools/charts')).body as { latest: Day[] };
    expect(latest.length).toBeGreaterThan(5);
    const first = latest[0] as Day;
    const { body } = await call(server, `/api/tools/charts/${first.gameType}?days=90`);
    const points = (body as { points: Day[] }).points.filter((p) => p.productType === first.productType);
    expect(points).toHaveLength(90);
    expect(points.every((p) => p.synthetic && p.lowestMinor <= p.medianMinor)).toBe(true);
    const week = (await call(server, `/api/tools/charts/${first.gameType}?days=7`)).body as { points: Day[] };
    expect(week.points.filter((p) => p.productType === first.productType).length).toBeLessThanOrEqual(7);
  });

  it('the daily snapshot records a day from the listings on sale: median, lowest and offer count as the listings say', async () => {
    const { db } = server.database;
    const recorder = server.container.get(GAME_TOOLS.RecordPriceSnapshot);
    const day = '2030-01-02';
    const fired = await recorder.onTimer({ kind: 'priceSnapshot', key: 'priceSnapshot:daily', dueAt: new Date(), payload: { day }, attempt: 1 });
    expect(fired.isOk()).toBe(true);
    const [expected] = (
      (await db.execute(sql`SELECT game_type, product_type, min(price_minor)::int AS lowest, count(*)::int AS offers,
        round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price_minor))::int AS median
        FROM listings WHERE state = 'AVAILABLE' GROUP BY game_type, product_type ORDER BY count(*) DESC LIMIT 1`)) as unknown as { rows: { game_type: string; product_type: string; lowest: number; offers: number; median: number }[] }
    ).rows;
    if (expected === undefined) throw new Error('the seed holds no listings');
    const [row] = await db
      .select()
      .from(priceSnapshots)
      .where(and(eq(priceSnapshots.day, day), eq(priceSnapshots.gameType, expected.game_type), eq(priceSnapshots.productType, expected.product_type)));
    expect(row).toMatchObject({ medianMinor: expected.median, lowestMinor: expected.lowest, offerCount: expected.offers, synthetic: false });
  });

  it('refuses a range other than 7, 30 or 90 days, naming the field', async () => {
    const bad = await call(server, '/api/tools/charts/fortnite?days=365');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('days');
  });
});
