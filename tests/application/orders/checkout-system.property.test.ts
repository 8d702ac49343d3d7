import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, type CurrencyCode } from '../../../domain/index.ts';
import type { PlaceOrderParams } from '../../../contracts/orders/index.ts';
import { CONFIRM_CARD, DECLINED_CARD, checkoutHarness } from '../shopping/checkout-harness.ts';
import { userActor } from '../shopping/fakes.ts';

/*
 * The checkout as a system (issue 10): random sequences of grants, orders
 * paid with credits or cards (at once, after a confirmation step however
 * late, or declined), retries with used keys, payment expiries and buyer
 * cancellations, through the real use cases over in-memory ports. After
 * every step the books must hold: each currency sums to zero, no credits
 * below zero, every unit of stock either on sale or in a live order, every
 * paid order's escrow holding exactly its total and every final one empty,
 * each hold resolved at most once, and all money that came in sitting in
 * credits or escrow (nothing reaches anyone else before delivery exists).
 */

const BUYERS = ['b1', 'b2', 'b3'];
const LISTINGS = [
  { id: 'gold', sellerId: 's1', priceMinor: 700, quantity: 6 },
  { id: 'sword', sellerId: 's2', priceMinor: 2_500, quantity: 2 },
  { id: 'boost', sellerId: 's1', priceMinor: 11_900, quantity: 3 },
];
const METHODS = ['CREDITS', 'CARD', 'CONFIRM', 'DECLINED'] as const;

const command = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), buyer: fc.constantFrom(...BUYERS), minor: fc.integer({ min: 100, max: 30_000 }) }),
  fc.record({
    kind: fc.constant('place' as const),
    buyer: fc.constantFrom(...BUYERS),
    lines: fc.uniqueArray(fc.record({ productId: fc.constantFrom(...LISTINGS.map((l) => l.id)), quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 3, selector: (l) => l.productId }),
    method: fc.constantFrom(...METHODS),
    /** Reuse an earlier key of this buyer (a retry, or a bug sending another cart under it). */
    reuse: fc.option(fc.nat(), { nil: undefined }),
    /** With a reused key: send that call again exactly (a retry) rather than this one. */
    retry: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), sameKey: fc.boolean() }),
);

/** What the runs reached, so a generator that stops reaching a path fails the test instead of passing it vacuously. */
const reached = new Map<string, number>();
const saw = (what: string) => reached.set(what, (reached.get(what) ?? 0) + 1);

type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

async function run(commands: readonly Command[]) {
  const h = checkoutHarness({ listings: LISTINGS });
  const keys: { key: string; buyer: string; params: PlaceOrderParams; answer: unknown }[] = [];
  const cancelKeys: string[] = [];
  let n = 0;
  for (const c of commands) {
    if (c.kind === 'grant') await h.grant(c.buyer, c.minor);
    if (c.kind === 'place') {
      const own = keys.filter((k) => k.buyer === c.buyer);
      const reused = c.reuse === undefined || own.length === 0 ? undefined : own[c.reuse % own.length];
      const card = c.method === 'CONFIRM' ? CONFIRM_CARD : c.method === 'DECLINED' ? DECLINED_CARD : c.method === 'CARD' ? '4242424242424242' : undefined;
      const fresh = { lines: c.lines, currency: 'USD' as CurrencyCode, paymentMethod: c.method === 'CREDITS' ? 'CREDITS' : 'CARD', ...(card === undefined ? {} : { card }), idempotencyKey: reused?.key ?? `k${++n}` } as PlaceOrderParams;
      const params = reused !== undefined && c.retry ? reused.params : fresh;
      const ordersBefore = h.store.allOrders().length;
      const result = await h.placeOrder.execute(userActor(c.buyer), params);
      const answer = result.isOk() ? result.value : result.error.code;
      if (reused !== undefined && JSON.stringify(reused.params) === JSON.stringify(params) && reused.answer !== undefined && typeof reused.answer !== 'string') {
        // A retry of a stored answer replays it and adds nothing.
        expect(answer).toEqual(reused.answer);
        saw('replayed');
        expect(h.store.allOrders()).toHaveLength(ordersBefore);
      }
      if (reused !== undefined && JSON.stringify(reused.params) !== JSON.stringify(params) && typeof reused.answer !== 'string') {
        expect(answer).toBe('IDEMPOTENCY_KEY_REUSED');
        saw('key refused');
      }
      if (reused === undefined) keys.push({ key: params.idempotencyKey, buyer: c.buyer, params, answer });
    }
    if (c.kind === 'confirm') {
      const waiting = [...h.payments.awaiting.keys()];
      const id = waiting[c.pick % Math.max(1, waiting.length)];
      if (id !== undefined) expect((await h.payments.confirm(id)).isOk()).toBe(true);
    }
    if (c.kind === 'advance') {
      h.clock.advance(c.minutes * 60_000);
      for (const timer of [...h.scheduler.timers.values()]) {
        if (timer.dueAt.getTime() > h.clock.now().getTime()) continue;
        h.scheduler.timers.delete(timer.key);
        expect((await h.expire.execute(timer.payload as { orderGroupId: string })).isOk()).toBe(true);
      }
    }
    if (c.kind === 'cancel') {
      const orders = h.store.allOrders();
      const order = orders[c.pick % Math.max(1, orders.length)];
      if (order !== undefined) {
        const key = c.sameKey && cancelKeys.length > 0 ? (cancelKeys.at(-1) ?? '') : `c${++n}`;
        cancelKeys.push(key);
        await h.cancel.execute(userActor(order.buyerId), { orderId: order.id, idempotencyKey: key });
      }
    }
    booksHold(h);
  }
  for (const order of h.store.allOrders()) saw(order.state);
}

function booksHold(h: ReturnType<typeof checkoutHarness>): void {
  const orders = h.store.allOrders();
  expect([...h.ledger.trialBalance().values()].every((sum) => sum === 0)).toBe(true);
  for (const buyer of BUYERS) expect(h.ledger.available(ledgerAccounts.buyerCredits(buyer), 'USD')).toBeGreaterThanOrEqual(0);
  for (const listing of LISTINGS) {
    const live = orders.filter((o) => o.productId === listing.id && (o.state === 'pending_payment' || o.state === 'paid')).reduce((a, o) => a + o.quantity, 0);
    expect((h.stock.listings.get(listing.id)?.quantity ?? 0) + live).toBe(listing.quantity);
  }
  let escrowed = 0;
  for (const order of orders) {
    const escrow = h.ledger.balance(ledgerAccounts.escrow(order.id));
    expect(escrow).toBe(order.state === 'paid' ? order.total.minor : 0);
    escrowed += escrow;
    const holds = h.ledger.state.holds.filter((hold) => hold.reference?.id === order.id);
    expect(holds.every((hold) => hold.state === (order.state === 'paid' ? 'pending' : 'voided'))).toBe(true);
  }
  const credits = BUYERS.reduce((a, b) => a + h.ledger.balance(ledgerAccounts.buyerCredits(b)), 0);
  const cameIn = 0 - (h.ledger.balance(ledgerAccounts.promotions) + h.ledger.balance(ledgerAccounts.psp('test')));
  expect(credits + escrowed).toBe(cameIn);
}

describe('the checkout as a system', () => {
  it('keeps the books, the stock and the escrow right over random sequences of payments, retries, expiries and cancellations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 30 }), async (commands) => run(commands)),
      { numRuns: 1_000 },
    );
    for (const path of ['paid', 'pending_payment', 'payment_expired', 'cancelled', 'replayed', 'key refused']) expect(reached.get(path) ?? 0, path).toBeGreaterThan(20);
  }, 300_000);
});
