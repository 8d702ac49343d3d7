import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Housekeeping } from '../../../adapters/server/persistence/shared/housekeeping.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { idempotencyKeys, savedCarts } from '../../../adapters/server/persistence/schema.ts';
import { addUsers, rows } from '../orders/checkout-kit.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

let testDb: TestDatabase;
let handle: DatabaseHandle;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  await addUsers(handle, ['keeper']);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`housekeeping on ${DATABASE_KIND}`, () => {
  it('deletes idempotency keys past their 24 hours and carts a month past expiry, and keeps everything else', async () => {
    await handle.db.insert(idempotencyKeys).values([
      { scope: 'placeOrder:u1', key: 'old', fingerprint: 'f', answer: { value: 1 }, expiresAt: ago(HOUR) },
      { scope: 'placeOrder:u1', key: 'live', fingerprint: 'f', answer: { value: 2 }, expiresAt: new Date(Date.now() + HOUR) },
    ]);
    const line = [{ productId: 'p', quantity: 1 }];
    await handle.db.insert(savedCarts).values([
      { id: 'cart_stale', ownerId: 'keeper', lines: line, expiresAt: ago(31 * 24 * HOUR) },
      { id: 'cart_recently_expired', ownerId: 'keeper', lines: line, expiresAt: ago(HOUR) },
      { id: 'cart_live', ownerId: 'keeper', lines: line, expiresAt: new Date(Date.now() + HOUR) },
    ]);

    const swept = await new Housekeeping({ db: handle.db, onError: (e) => expect.unreachable(String(e)) }).sweep();

    expect(swept).toEqual({ idempotencyKeys: 1, savedCarts: 1 });
    expect((await rows<{ key: string }>(handle, sql`SELECT key FROM idempotency_keys ORDER BY key`)).map((r) => r.key)).toEqual(['live']);
    expect((await rows<{ id: string }>(handle, sql`SELECT id FROM saved_carts ORDER BY id`)).map((r) => r.id)).toEqual(['cart_live', 'cart_recently_expired']);
  });
});
