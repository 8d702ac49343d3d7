import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedPageVisit } from '../../../application/analytics/ports/index.ts';
import { SqlAnalyticsEventStore } from '../../../adapters/server/persistence/analytics/sql-analytics-event-store.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { pageVisits, users } from '../../../adapters/server/persistence/schema.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

let testDb: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

const visit = (overrides: Partial<RecordedPageVisit> = {}): RecordedPageVisit => ({
  type: 'PageVisit',
  path: '/wow/gold?page=2',
  routeName: 'listing',
  language: 'de',
  currency: 'EUR',
  visitorId: 'v-1',
  referrer: 'https://www.google.com/search',
  userId: null,
  recordedAt: new Date('2026-02-03T04:05:06.789Z'),
  ...overrides,
});

async function rowsOf(visitorId: string) {
  return handle.db.select().from(pageVisits).where(eq(pageVisits.visitorId, visitorId));
}

describe(`SqlAnalyticsEventStore on ${DATABASE_KIND}`, () => {
  it('appends a page visit with the given time, and a user that is later deleted leaves the visit anonymous', async () => {
    await handle.db.insert(users).values({ id: 'pv-user', username: 'pv-user', slug: 'pv-user', emails: [{ address: 'pv@t.test', verified: true }], emailLower: 'pv@t.test' });
    const store = new SqlAnalyticsEventStore(handle.db);
    await store.record(visit({ visitorId: 'v-store' }));
    await store.record(visit({ visitorId: 'v-store', userId: 'pv-user', referrer: null }));
    const rows = (await rowsOf('v-store')).sort((a, b) => a.id - b.id);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { path: '/wow/gold?page=2', routeName: 'listing', language: 'de', currency: 'EUR', visitorId: 'v-store', referrer: 'https://www.google.com/search', userId: null, recordedAt: new Date('2026-02-03T04:05:06.789Z') },
      { path: '/wow/gold?page=2', routeName: 'listing', language: 'de', currency: 'EUR', visitorId: 'v-store', referrer: null, userId: 'pv-user', recordedAt: new Date('2026-02-03T04:05:06.789Z') },
    ]);
    await handle.db.delete(users).where(eq(users.id, 'pv-user'));
    expect((await rowsOf('v-store')).map((r) => r.userId)).toEqual([null, null]);
  });

  it('bounds the columns in the database too, whatever reaches it', async () => {
    const store = new SqlAnalyticsEventStore(handle.db);
    await store.record(visit({ visitorId: 'v-bounds', path: `/${'a'.repeat(2047)}` }));
    expect((await rowsOf('v-bounds'))[0]?.path).toHaveLength(2048);
    await expect(store.record(visit({ visitorId: 'v-bounds', path: `/${'a'.repeat(2048)}` }))).rejects.toThrow();
    await expect(store.record(visit({ visitorId: 'v'.repeat(129) }))).rejects.toThrow();
    expect(await rowsOf('v-bounds')).toHaveLength(1);
  });

  it('indexes page visits by the time they were recorded', async () => {
    // Both drivers (node-postgres and PGlite) answer raw SQL with `{ rows }`.
    const { rows } = (await handle.db.execute(
      sql`SELECT indexname FROM pg_indexes WHERE tablename = 'page_visits' AND indexdef LIKE '%(recorded_at)%'`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(rows.map((r) => r.indexname)).toEqual(['page_visits_recorded_at_idx']);
  });
});
