import { count, eq } from 'drizzle-orm';
import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlCouponRedemptions } from '../../../adapters/server/persistence/shopping/index.ts';
import { SqlUnitOfWork } from '../../../adapters/server/persistence/shared/sql-unit-of-work.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { writeDemoCatalog } from '../../../adapters/server/persistence/shared/demo-data-writer.ts';
import { couponRedemptions, coupons, users } from '../../../adapters/server/persistence/schema.ts';
import { generateDemoCatalog } from '../../../adapters/server/seed/index.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

const hasher = { hash: async (p: string) => `x:${p}`, verify: async () => false };
const NOW = new Date();

let testDb: TestDatabase;
let handle: DatabaseHandle;
let redemptions: SqlCouponRedemptions;
let uow: SqlUnitOfWork;

async function buyers(prefix: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  await handle.db.insert(users).values(ids.map((id) => ({ id, username: id, slug: id, emails: [{ address: `${id}@t.test`, verified: true }], emailLower: `${id}@t.test`, roles: ['CUSTOMER'] })));
  return ids;
}

/** Redeems in its own unit of work, as placing an order does; answers the refusal's reason, or 'ok'. */
async function redeem(code: string, userId: string, orderGroupId: string, isolation: 'read committed' | 'serializable' = 'read committed'): Promise<string> {
  const result = await uow.run(() => redemptions.redeem({ code, userId, orderGroupId, now: NOW }), { isolation });
  return result.match(
    () => 'ok',
    (e) => String(e.details?.['reason'] ?? e.code),
  );
}

async function stored(code: string): Promise<{ counted: number; rows: number }> {
  const [c] = await handle.db.select({ n: coupons.redeemedCount }).from(coupons).where(eq(coupons.code, code));
  const [r] = await handle.db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.code, code));
  return { counted: c?.n ?? -1, rows: r?.n ?? -1 };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  await writeDemoCatalog(handle.db, generateDemoCatalog({ listings: 20 }), hasher);
  redemptions = new SqlCouponRedemptions(handle.db);
  uow = new SqlUnitOfWork(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`SqlCouponRedemptions on ${DATABASE_KIND}`, () => {
  it('refuses the demo coupons that show each case, with the reason', async () => {
    const [a, b] = await buyers('demo-case', 2);
    expect(await redeem('summer20', a ?? '', 'g-summer')).toBe('EXPIRED');
    expect(await redeem('FIRST100', a ?? '', 'g-first')).toBe('USED_UP');
    expect(await redeem('ONCE15', a ?? '', 'g-once-1')).toBe('ok');
    expect(await redeem('ONCE15', a ?? '', 'g-once-2')).toBe('ALREADY_USED');
    expect(await redeem('ONCE15', b ?? '', 'g-once-3')).toBe('ok');
    expect(await redeem('NO-SUCH', a ?? '', 'g-none')).toBe('COUPON_INVALID');
    expect(await stored('ONCE15')).toEqual({ counted: 2, rows: 2 });
  });

  it('refuses a coupon before its start', async () => {
    const [a] = await buyers('soon', 1);
    await handle.db.insert(coupons).values({ code: 'SOON', discountType: 'FLAT', amountMinor: 100, validFrom: new Date(NOW.getTime() + 86_400_000) });
    expect(await redeem('SOON', a ?? '', 'g-soon')).toBe('NOT_YET_VALID');
  });

  it('records nothing when the placing transaction rolls back', async () => {
    const [a] = await buyers('rollback', 1);
    await handle.db.insert(coupons).values({ code: 'ROLLBACK1', discountType: 'FLAT', amountMinor: 100, maxRedemptions: 1 });
    const result = await uow.run(async () => {
      const used = await redemptions.redeem({ code: 'ROLLBACK1', userId: a ?? '', orderGroupId: 'g-rb', now: NOW });
      return used.isOk() ? err('payment refused') : ok(undefined);
    });
    expect(result.isErr()).toBe(true);
    expect(await stored('ROLLBACK1')).toEqual({ counted: 0, rows: 0 });
  });

  it('counts a retried redemption of the same order group once', async () => {
    const [a] = await buyers('retry', 1);
    await handle.db.insert(coupons).values({ code: 'RETRY1', discountType: 'FLAT', amountMinor: 100, maxPerUser: 1 });
    expect([await redeem('RETRY1', a ?? '', 'g-retry'), await redeem('RETRY1', a ?? '', 'g-retry')]).toEqual(['ok', 'ok']);
    expect(await stored('RETRY1')).toEqual({ counted: 1, rows: 1 });
  });

  it('release gives the use back once; releasing again changes nothing', async () => {
    const [a, b] = await buyers('release', 2);
    await handle.db.insert(coupons).values({ code: 'LAST1', discountType: 'FLAT', amountMinor: 100, maxRedemptions: 1 });
    expect(await redeem('LAST1', a ?? '', 'g-a')).toBe('ok');
    expect(await redeem('LAST1', b ?? '', 'g-b')).toBe('USED_UP');
    await redemptions.release('g-a');
    await redemptions.release('g-a');
    expect(await stored('LAST1')).toEqual({ counted: 0, rows: 0 });
    expect(await redeem('LAST1', b ?? '', 'g-b')).toBe('ok');
    expect(await stored('LAST1')).toEqual({ counted: 1, rows: 1 });
  });

  it('the database refuses a count past the limit, whatever the code does', async () => {
    await handle.db.insert(coupons).values({ code: 'GUARD1', discountType: 'FLAT', amountMinor: 100, maxRedemptions: 1, redeemedCount: 1 });
    await expect(handle.db.update(coupons).set({ redeemedCount: 2 }).where(eq(coupons.code, 'GUARD1'))).rejects.toThrow();
  });

  it.each(['read committed', 'serializable'] as const)('%s: 30 buyers racing for the last 3 uses get exactly 3', async (isolation) => {
    const code = `RACE-${isolation.replace(' ', '-')}`;
    const ids = await buyers(code, 30);
    await handle.db.insert(coupons).values({ code, discountType: 'FLAT', amountMinor: 100, maxRedemptions: 3 });
    const answers = await Promise.all(ids.map((id, i) => redeem(code, id, `g-${code}-${i}`, isolation)));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(3);
    expect(answers.filter((a) => a === 'USED_UP')).toHaveLength(27);
    expect(await stored(code)).toEqual({ counted: 3, rows: 3 });
  });

  it('one buyer racing with ten order groups for a once-per-user coupon gets it once', async () => {
    const [a] = await buyers('greedy', 1);
    await handle.db.insert(coupons).values({ code: 'ONCE-RACE', discountType: 'FLAT', amountMinor: 100, maxPerUser: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => redeem('ONCE-RACE', a ?? '', `g-greedy-${i}`)));
    expect(answers.filter((x) => x === 'ok')).toHaveLength(1);
    expect(answers.filter((x) => x === 'ALREADY_USED')).toHaveLength(9);
    expect(await stored('ONCE-RACE')).toEqual({ counted: 1, rows: 1 });
  });
});
