import { sql } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainError, type DomainError } from '../../../domain/index.ts';
import { DEFAULT_TIMER_POLICY, FireDueTimers } from '../../../application/shared/fire-due-timers.ts';
import type { Change, Outbox, UnitOfWork } from '../../../application/shared/ports/index.ts';
import { defineTimerKind, TimerHandlers } from '../../../application/shared/timer-handlers.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { timers } from '../../../adapters/server/persistence/schema.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { SqlScheduler, SqlTimerQueue } from '../../../adapters/server/persistence/shared/sql-scheduler.ts';
import { createTransactionalOutbox } from '../../../adapters/server/persistence/shared/transactional-outbox.ts';
import { ManualClock } from '../../application/shared/timer-fakes.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';
import { rowsOf } from './timer-test-kit.ts';

/**
 * A timer's handler is a use case: it runs in the firing transaction, its own
 * unit of work nests in it, and the events it writes to the outbox are
 * announced only once the timer's firing has committed — never when the
 * handler fails and the timer is retried.
 */
const autoConfirm = defineTimerKind('test.autoConfirm', v.object({ orderId: v.string() }));

/** A stand-in use case: confirms an order (a row) and announces it, in one unit of work. */
class ConfirmOrder {
  constructor(
    private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
  ) {}

  execute(orderId: string): Promise<Result<void, DomainError>> {
    return this.uow.run(async () => {
      await this.db.execute(sql`UPDATE timer_test_orders SET state = 'CONFIRMED' WHERE id = ${orderId}`);
      await this.outbox.add({ type: 'OrderConfirmed', collection: 'orders', id: orderId });
      // A disputed order may not be confirmed: the write above and the event roll back with the timer's firing.
      const [row] = await rowsOf<{ disputed: boolean }>(this.db, sql`SELECT disputed FROM timer_test_orders WHERE id = ${orderId}`);
      return row?.disputed === true ? err(domainError('VALIDATION_FAILED', 'Order is disputed')) : ok(undefined);
    });
  }
}

let testDb: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  await handle.db.execute(sql`CREATE TABLE timer_test_orders (id text PRIMARY KEY, state text NOT NULL, disputed boolean NOT NULL)`);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

beforeEach(async () => {
  await handle.db.delete(timers);
  await handle.db.execute(sql`DELETE FROM timer_test_orders`);
});

describe(`a timer handler as a use case on ${DATABASE_KIND}`, () => {
  async function setUp() {
    const heard: Change[] = [];
    const feed = new InProcessChangeFeed(() => undefined);
    feed.subscribe((change) => {
      heard.push(change);
    });
    const { unitOfWork, outbox } = createTransactionalOutbox(handle.db, feed);
    const confirm = new ConfirmOrder(handle.db, unitOfWork, outbox);
    const handlers = new TimerHandlers<Database>().on(autoConfirm, (timer) => confirm.execute(timer.payload.orderId));
    const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
    const round = new FireDueTimers(new SqlTimerQueue(handle.db), handlers, clock, { ...DEFAULT_TIMER_POLICY, maxAttempts: 3 });
    return { heard, feed, clock, round };
  }

  it('commits the use case with the firing and announces its event after commit', async () => {
    const { heard, feed, clock, round } = await setUp();
    await handle.db.execute(sql`INSERT INTO timer_test_orders VALUES ('o-1', 'DELIVERED', false)`);
    await new SqlScheduler(handle.db).schedule(autoConfirm.at('order:o-1:autoConfirm', clock.now(), { orderId: 'o-1' }));
    expect(await round.execute()).toMatchObject({ fired: 1 });
    await feed.flush();
    expect(await rowsOf(handle.db, sql`SELECT state FROM timer_test_orders`)).toEqual([{ state: 'CONFIRMED' }]);
    expect(heard).toEqual([{ collection: 'orders', id: 'o-1' }]);
    expect(await handle.db.select().from(timers)).toEqual([]);
  });

  it('rolls back the use case and its event when it fails, and keeps the timer for a retry', async () => {
    const { heard, feed, clock, round } = await setUp();
    await handle.db.execute(sql`INSERT INTO timer_test_orders VALUES ('o-2', 'DELIVERED', true)`);
    await new SqlScheduler(handle.db).schedule(autoConfirm.at('order:o-2:autoConfirm', clock.now(), { orderId: 'o-2' }));
    expect(await round.execute()).toMatchObject({ fired: 0, retried: 1 });
    await feed.flush();
    expect(await rowsOf(handle.db, sql`SELECT state FROM timer_test_orders`)).toEqual([{ state: 'DELIVERED' }]);
    expect(heard).toEqual([]);
    expect(await handle.db.select({ key: timers.key, attempts: timers.attempts }).from(timers)).toEqual([{ key: 'order:o-2:autoConfirm', attempts: 1 }]);
  });
});
