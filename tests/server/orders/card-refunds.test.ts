import { err, ok, type Result } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardRefunds, OrderEffects, OrderRunner, PartyActions, type CardPayments } from '../../../application/orders/index.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { SqlOrderLifecycleRecords } from '../../../adapters/server/persistence/orders/sql-order-lifecycle-records.ts';
import { SqlOrderRefundRecords } from '../../../adapters/server/persistence/orders/sql-order-refund-records.ts';
import { SqlOrderStore } from '../../../adapters/server/persistence/orders/sql-order-store.ts';
import { SqlStockReservations } from '../../../adapters/server/persistence/orders/sql-stock-reservations.ts';
import { SqlIdempotency } from '../../../adapters/server/persistence/shared/sql-idempotency.ts';
import { SqlScheduler } from '../../../adapters/server/persistence/shared/sql-scheduler.ts';
import { createTransactionalOutbox } from '../../../adapters/server/persistence/shared/transactional-outbox.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { actorFromProfile, domainError, ledgerAccounts, type CurrencyCode, type DomainError, type Money } from '../../../domain/index.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';
import { addListing, addUsers, rows, sqlCheckout, trialBalance } from './checkout-kit.ts';
import { sql } from 'drizzle-orm';

/** A provider behind the CardPayments port: answers as scripted, remembers every refund asked, and refunds once per key like Stripe. */
class ScriptedCard implements CardPayments {
  answer: 'ok' | 'refuse' | 'offline' = 'ok';
  readonly asked: { providerPaymentId: string; amount: Money; idempotencyKey: string }[] = [];
  readonly recorded: { orderGroupId: string; providerPaymentId: string; amount: Money }[] = [];
  private readonly byKey = new Map<string, string>();
  cardPaymentOf(orderGroupId: string) {
    return Promise.resolve(orderGroupId.length > 0 ? { provider: 'stripe', providerPaymentId: `pi_${orderGroupId}` } : undefined);
  }
  refund(_provider: string, request: { providerPaymentId: string; amount: Money; idempotencyKey: string }): Promise<Result<{ providerRefundId: string }, DomainError>> {
    this.asked.push(request);
    if (this.answer === 'offline') return Promise.resolve(err(domainError('UNAVAILABLE', 'Stripe did not answer')));
    if (this.answer === 'refuse') return Promise.resolve(err(domainError('AMOUNT_INVALID', 'Charge has already been refunded.')));
    const id = this.byKey.get(request.idempotencyKey) ?? `re_${this.byKey.size + 1}`;
    this.byKey.set(request.idempotencyKey, id);
    return Promise.resolve(ok({ providerRefundId: id }));
  }
  refunded(orderGroupId: string, providerPaymentId: string, amount: Money): Promise<void> {
    this.recorded.push({ orderGroupId, providerPaymentId, amount });
    return Promise.resolve();
  }
}

let testDb: TestDatabase;
let handle: DatabaseHandle;
const buyer = actorFromProfile({ id: 'cr-buyer', roles: ['CUSTOMER'], banned: false, verificationState: 'VERIFIED' });

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  await addUsers(handle, ['cr-buyer', 'cr-seller']);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

/** The lifecycle wired as the orders module wires it, with the card refunds over the scripted provider. */
function lifecycle() {
  const kit = sqlCheckout(handle);
  const { unitOfWork: uow, outbox } = createTransactionalOutbox(handle.db, new InProcessChangeFeed());
  const store = new SqlOrderStore(handle.db);
  const scheduler = new SqlScheduler(handle.db);
  const card = new ScriptedCard();
  const refunds = new SqlOrderRefundRecords(handle.db);
  const records = new SqlOrderLifecycleRecords(handle.db);
  const notices: { userId: string; kind: string }[] = [];
  const notifier = { notify: (userId: string, n: { kind: string }) => Promise.resolve(void notices.push({ userId, kind: n.kind })) };
  const cardRefunds = new CardRefunds({ refunds, payments: card, ledger: kit.ledger, scheduler, outbox, clock: kit.clock, uow, orders: store, records, notifier });
  const runner = new OrderRunner(store, new OrderEffects(kit.ledger, new SqlStockReservations(handle.db), outbox, scheduler), records, notifier, outbox, kit.clock, cardRefunds);
  const party = new PartyActions(runner, records, { seal: () => '', open: () => undefined }, new SqlIdempotency(handle.db, uow, kit.clock), uow, cardRefunds);
  return { kit, card, refunds, cardRefunds, party, records, notices };
}

/** A paid order of 10.00 (plus fee) and the buyer's credits before and after it. */
async function paidOrder(l: ReturnType<typeof lifecycle>, name: string) {
  await addListing(handle, name, 'cr-seller', 1000, 1);
  await l.kit.grant('cr-buyer', 5_000);
  const placed = (await l.kit.placeOrder.execute(buyer, { lines: [{ productId: name, quantity: 1 }], currency: 'USD' as CurrencyCode, paymentMethod: 'CREDITS', idempotencyKey: name }))._unsafeUnwrap();
  return { orderId: placed.orderIds[0] ?? '', total: placed.total.minor, credits: await credits(l) };
}

async function credits(l: ReturnType<typeof lifecycle>) {
  const [b] = await l.kit.ledger.balances([ledgerAccounts.buyerCredits('cr-buyer')]);
  return { balance: b?.balance ?? 0, available: b?.available ?? 0 };
}

async function pspBalance(l: ReturnType<typeof lifecycle>) {
  const [b] = await l.kit.ledger.balances([ledgerAccounts.psp('stripe')]);
  return b?.balance ?? 0;
}

describe(`refunds to the original card on ${DATABASE_KIND}`, () => {
  it('cancelled with refundTo CARD: credits held at once (pending, timer armed), then the provider refunds and the money leaves through psp; a retry refunds nothing more', async () => {
    const l = lifecycle();
    const o = await paidOrder(l, 'cr-ok');
    const answer = (await l.party.cancel(buyer, { orderId: o.orderId, idempotencyKey: 'cancel-ok', refundTo: 'CARD' }))._unsafeUnwrap();
    expect(answer).toMatchObject({ state: 'cancelled', refunded: { minor: o.total } });
    expect(await l.refunds.cardRefund(o.orderId)).toMatchObject({ state: 'pending', amount: { minor: o.total, currency: 'USD' }, providerPaymentId: expect.stringMatching(/^pi_/) as unknown });
    // Refunded to credits by the machine, and held there for the card: nothing to spend meanwhile.
    expect(await credits(l)).toEqual({ balance: o.credits.balance + o.total, available: o.credits.available });
    const [timer] = await rows<{ kind: string }>(handle, sql`SELECT kind FROM timers WHERE key = ${`card-refund:${o.orderId}`}`);
    expect(timer?.kind).toBe('orderCardRefund');
    const psp = await pspBalance(l);

    (await l.cardRefunds.send({ orderId: o.orderId }))._unsafeUnwrap();
    (await l.cardRefunds.send({ orderId: o.orderId }))._unsafeUnwrap();
    expect(l.card.asked).toEqual([{ providerPaymentId: expect.stringMatching(/^pi_/) as unknown, amount: { minor: o.total, currency: 'USD' }, idempotencyKey: `card-refund:${o.orderId}` }]);
    expect(await l.refunds.cardRefund(o.orderId)).toMatchObject({ state: 'succeeded', providerRefundId: 're_1' });
    // The payment learns what went back to the card; the buyer sees it on the timeline and is told, once.
    expect(l.card.recorded).toEqual([{ orderGroupId: expect.any(String) as unknown, providerPaymentId: expect.stringMatching(/^pi_/) as unknown, amount: { minor: o.total, currency: 'USD' } }]);
    expect((await l.records.timeline(o.orderId)).filter((e) => e.kind.startsWith('card_refund'))).toMatchObject([{ kind: 'card_refunded', by: 'system', note: expect.stringContaining('to the card') as unknown }]);
    expect(l.notices.filter((n) => n.kind.startsWith('card_refund'))).toEqual([{ userId: 'cr-buyer', kind: 'card_refunded' }]);
    expect(await credits(l)).toEqual(o.credits);
    expect(await pspBalance(l)).toBe(psp + o.total);
    expect(await trialBalance(handle)).toEqual({ USD: 0 });
  });

  it('a card refund the provider refuses falls back to credits: the hold voided, the money spendable, the state failed', async () => {
    const l = lifecycle();
    const o = await paidOrder(l, 'cr-refused');
    l.card.answer = 'refuse';
    (await l.party.cancel(buyer, { orderId: o.orderId, idempotencyKey: 'cancel-refused', refundTo: 'CARD' }))._unsafeUnwrap();
    const psp = await pspBalance(l);
    (await l.cardRefunds.send({ orderId: o.orderId }))._unsafeUnwrap();
    expect(await l.refunds.cardRefund(o.orderId)).toMatchObject({ state: 'failed', failure: 'Charge has already been refunded.' });
    expect(l.card.recorded).toEqual([]);
    expect((await l.records.timeline(o.orderId)).map((e) => e.kind)).toContain('card_refund_failed');
    expect(l.notices.filter((n) => n.kind.startsWith('card_refund'))).toEqual([{ userId: 'cr-buyer', kind: 'card_refund_failed' }]);
    expect(await credits(l)).toEqual({ balance: o.credits.balance + o.total, available: o.credits.available + o.total });
    expect(await pspBalance(l)).toBe(psp);
    expect(await trialBalance(handle)).toEqual({ USD: 0 });
  });

  it('a provider that does not answer is asked again with the same key; after the last attempt the refund stays in credits', async () => {
    const l = lifecycle();
    const o = await paidOrder(l, 'cr-offline');
    l.card.answer = 'offline';
    (await l.party.cancel(buyer, { orderId: o.orderId, idempotencyKey: 'cancel-offline', refundTo: 'CARD' }))._unsafeUnwrap();
    expect((await l.cardRefunds.send({ orderId: o.orderId }, 1))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
    expect((await l.refunds.cardRefund(o.orderId))?.state).toBe('pending');
    l.card.answer = 'ok';
    (await l.cardRefunds.send({ orderId: o.orderId }, 2))._unsafeUnwrap();
    expect(new Set(l.card.asked.map((a) => a.idempotencyKey))).toEqual(new Set([`card-refund:${o.orderId}`]));
    expect((await l.refunds.cardRefund(o.orderId))?.state).toBe('succeeded');

    const never = await paidOrder(l, 'cr-never');
    l.card.answer = 'offline';
    (await l.party.cancel(buyer, { orderId: never.orderId, idempotencyKey: 'cancel-never', refundTo: 'CARD' }))._unsafeUnwrap();
    (await l.cardRefunds.send({ orderId: never.orderId }, 5))._unsafeUnwrap();
    expect((await l.refunds.cardRefund(never.orderId))?.state).toBe('failed');
    expect(await credits(l)).toEqual({ balance: never.credits.balance + never.total, available: never.credits.available + never.total });
  });

  it('without a choice the refund stays in credits and no card refund starts; CARD on an order no card paid is refused', async () => {
    const l = lifecycle();
    const o = await paidOrder(l, 'cr-credits');
    (await l.party.cancel(buyer, { orderId: o.orderId, idempotencyKey: 'cancel-credits' }))._unsafeUnwrap();
    expect(await l.refunds.cardRefund(o.orderId)).toBeUndefined();
    expect(await credits(l)).toEqual({ balance: o.credits.balance + o.total, available: o.credits.available + o.total });

    const noCard = lifecycle();
    noCard.card.cardPaymentOf = () => Promise.resolve(undefined);
    const other = await paidOrder(noCard, 'cr-nocard');
    const refused = await noCard.party.cancel(buyer, { orderId: other.orderId, idempotencyKey: 'cancel-nocard', refundTo: 'CARD' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'REFUND_TO_CARD_UNAVAILABLE', details: { field: 'refundTo' } });
  });
});
