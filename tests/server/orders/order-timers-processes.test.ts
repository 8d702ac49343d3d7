import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDeadline, orderDeadlineKey } from '../../../application/orders/index.ts';
import type { PlaceOrderParams } from '../../../contracts/orders/index.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { SqlScheduler } from '../../../adapters/server/persistence/shared/sql-scheduler.ts';
import { actorFromProfile, type CurrencyCode } from '../../../domain/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { addListing, addUsers, rows, sqlCheckout, trialBalance } from './checkout-kit.ts';

/**
 * Real orders' deadlines fired by separate server processes on one
 * PostgreSQL database: each child (`order-timer-process.ts`) wires the
 * server's own `orderDeadline` handler. PGlite is embedded in one process,
 * so there is no second process to share it with; the tests run where
 * DATABASE_URL is set (CI's PostgreSQL job).
 */
const onPostgres = Boolean(process.env['DATABASE_URL']);
const SCRIPT = fileURLToPath(new URL('./order-timer-process.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LEASE_MS = 3_000;
const PRICE = 1_000;
const LISTINGS = 100;

let testDb: TestDatabase;
let handle: DatabaseHandle;
const children: OrderWorker[] = [];

class OrderWorker {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(delayMs = 0) {
    this.child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, ORDER_TIMER_DATABASE_URL: testDb.url, ORDER_TIMER_LEASE_MS: String(LEASE_MS), ORDER_TIMER_DELAY_MS: String(delayMs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    this.child.stdout?.on('data', (chunk: Buffer) => {
      const parts = (buffered + chunk.toString()).split('\n');
      buffered = parts.pop() ?? '';
      this.lines.push(...parts);
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    children.push(this);
  }

  async waitFor(matches: (lines: readonly string[]) => boolean, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!matches(this.lines)) {
      if (Date.now() > deadline || this.child.exitCode !== null) throw new Error(`worker ${this.child.pid} printed ${JSON.stringify(this.lines.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops it cleanly; resolves to how many order deadlines it handled. */
  async stop(): Promise<number> {
    this.child.kill('SIGTERM');
    await this.waitFor((lines) => lines.some((line) => line.startsWith('{')));
    await this.exited;
    return (JSON.parse(this.lines.find((line) => line.startsWith('{')) ?? '{}') as { invocations: number }).invocations;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}

/** The ids as one text[] parameter (drizzle would spread a JS array into a row of parameters). */
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::text[]`;

const buyer = actorFromProfile({ id: 'buyer', roles: ['CUSTOMER'], banned: false, verificationState: 'VERIFIED' });

/**
 * `count` real orders bought with credits through the checkout (escrow and
 * its holds funded in the ledger), then made delivered a day ago with the
 * auto-complete deadline passed, and their `autoComplete` timers all due in
 * one transaction. Groups of 100 lines, one unit of each listing per group.
 */
async function seedDeliveredOrders(count: number, batch: string): Promise<string[]> {
  const kit = sqlCheckout(handle);
  for (let i = 0; i < LISTINGS; i += 1) await addListing(handle, `${batch}-l${i}`, `seller${i % 4}`, PRICE, Math.ceil(count / LISTINGS));
  await kit.grant('buyer', count * PRICE * 2);
  const ids: string[] = [];
  for (let g = 0; ids.length < count; g += 1) {
    const lines = Array.from({ length: Math.min(LISTINGS, count - ids.length) }, (_, i) => ({ productId: `${batch}-l${i}`, quantity: 1 }));
    const params = { lines, currency: 'USD' as CurrencyCode, paymentMethod: 'CREDITS', idempotencyKey: `${batch}-${g}` } as PlaceOrderParams;
    ids.push(...(await kit.placeOrder.execute(buyer, params))._unsafeUnwrap().orderIds);
  }
  await handle.db.execute(sql`UPDATE orders SET state = 'delivered', started_at = now() - interval '26 hours', delivered_at = now() - interval '25 hours',
    buyer_reminder_at = now() - interval '5 hours', auto_complete_at = now() - interval '1 hour' WHERE id = ANY(${idArray(ids)})`);
  await handle.db.execute(sql`DELETE FROM timers`);
  const dueAt = new Date();
  await handle.db.transaction(async (tx) => {
    const scheduler = new SqlScheduler(tx);
    for (const id of ids) await scheduler.schedule(orderDeadline.at(orderDeadlineKey(id, 'autoComplete'), dueAt, { orderId: id, timer: 'autoComplete' }));
  });
  return ids;
}

async function completedCount(ids: readonly string[]): Promise<number> {
  const [row] = await rows<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM orders WHERE state = 'completed' AND id = ANY(${idArray(ids)})`);
  return row?.n ?? 0;
}

async function waitForCompleted(ids: readonly string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await completedCount(ids)) < ids.length) {
    if (Date.now() > deadline) throw new Error(`only ${await completedCount(ids)} of ${ids.length} orders completed`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Per order: its state, the hold postings that paid the seller's pending funds and their sum, its escrow balance, its completion timeline entries. */
async function booksOf(ids: readonly string[]) {
  return rows<{ id: string; state: string; line_total_minor: number; to_pending: number; pending_minor: number; escrow: number; completions: number }>(
    handle,
    sql`SELECT o.id, o.state, o.line_total_minor,
      (SELECT count(*)::int FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.kind = 'hold-posted' AND t.reference_id = o.id AND e.account = 'seller:' || o.seller_id || ':pending') AS to_pending,
      (SELECT coalesce(sum(e.amount), 0)::int FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.kind = 'hold-posted' AND t.reference_id = o.id AND e.account = 'seller:' || o.seller_id || ':pending') AS pending_minor,
      (SELECT coalesce(sum(e.amount), 0)::int FROM ledger_entries e WHERE e.account = 'escrow:order:' || o.id) AS escrow,
      (SELECT count(*)::int FROM order_events ev WHERE ev.order_id = o.id AND ev.kind = 'auto_completed') AS completions
    FROM orders o WHERE o.id = ANY(${idArray(ids)}) ORDER BY o.id`,
  );
}

async function expectEachCompletedOnce(ids: readonly string[]): Promise<void> {
  const books = await booksOf(ids);
  expect(books).toHaveLength(ids.length);
  const wrong = books.filter((b) => b.state !== 'completed' || b.to_pending !== 1 || b.pending_minor !== b.line_total_minor || b.escrow !== 0 || b.completions !== 1);
  expect(wrong).toEqual([]);
  const [left] = await rows<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM timers WHERE key LIKE 'orderDeadline:autoComplete:%'`);
  expect(left?.n).toBe(0);
  expect(await trialBalance(handle)).toEqual({ USD: 0 });
}

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url });
  await addUsers(handle, ['buyer', 'seller0', 'seller1', 'seller2', 'seller3']);
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all(children.map((child) => child.exited));
  await handle?.close();
  await testDb?.drop();
});

describe('order deadlines across server processes', () => {
  it.skipIf(!onPostgres)(
    'on PostgreSQL only (PGlite lives inside one process): 1,000 delivered orders auto-complete exactly once across two server processes',
    async () => {
      const ids = await seedDeliveredOrders(1_000, 'pair');
      const workers = [new OrderWorker(), new OrderWorker()];
      // ~45 s alone; beside the rest of the suite on a busy two-core host it has needed over 90 s.
      await waitForCompleted(ids, 300_000);
      // Give a duplicate, were there one, time to commit before counting.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500));
      const invocations = await Promise.all(workers.map((worker) => worker.stop()));
      await expectEachCompletedOnce(ids);
      expect(invocations.reduce((sum, n) => sum + n, 0)).toBe(1_000);
      // Both processes took part.
      expect(invocations.every((n) => n > 0)).toBe(true);
    },
    420_000,
  );

  it.skipIf(!onPostgres)(
    'on PostgreSQL only (PGlite lives inside one process): a server process killed with SIGKILL mid-batch loses no order; the other completes the rest once each',
    async () => {
      const ids = await seedDeliveredOrders(300, 'kill');
      // Slowed down so the kill lands while it holds claims with some orders already done.
      const doomed = new OrderWorker(150);
      await doomed.waitFor((lines) => lines.filter((line) => line.startsWith('holding ')).length >= 12);
      // Some orders committed (on a loaded host the first commits can trail the pauses), then the kill.
      const committedBy = Date.now() + 60_000;
      while ((await completedCount(ids)) === 0 && Date.now() < committedBy) await new Promise((resolve) => setTimeout(resolve, 50));
      doomed.kill();
      expect(await doomed.exited).toBeNull();
      const doneBeforeKill = await completedCount(ids);
      // Claims it held when it died, their lease run out or not (a slow host may take longer than the lease to get here).
      const [held] = await rows<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM timers WHERE claim_token IS NOT NULL AND key LIKE 'orderDeadline:autoComplete:%'`);
      expect(doneBeforeKill).toBeGreaterThan(0);
      expect(held?.n).toBeGreaterThan(0);

      const survivor = new OrderWorker();
      await waitForCompleted(ids, 300_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const invocations = await survivor.stop();
      await expectEachCompletedOnce(ids);
      // None done twice: the survivor handled exactly the orders the killed process had not committed.
      expect(invocations).toBe(ids.length - doneBeforeKill);
    },
    420_000,
  );
});
