import { err, ok, type Result } from 'neverthrow';
import { domainError, isNonNegative, type DomainError, type LedgerAccount, type OrderGroupState, type OrderLifecycle } from '../../../domain/index.ts';
import type { AccountBalance, Hold, HoldRequest, Ledger, LedgerReference, LedgerTransactionRequest, PostedTransaction } from '../../../application/ledger/index.ts';
import { OrderRunner, PartyActions, type OrderEffects } from '../../../application/orders/index.ts';
import type { CredentialVault, GroupWithOrders, OrderIds, OrderLifecycleRecords, OrderReading, OrderRecord, OrderStore, StockReservations, TimelineEntry } from '../../../application/orders/index.ts';
import type { Clock, DomainEvent, Idempotency, IdempotentCall, Outbox, Scheduler, TimerRequest, UnitOfWork } from '../../../application/shared/ports/index.ts';

/** Something in memory a unit of work can put back as it was when the unit rolls back. */
export interface Restorable {
  snapshot(): unknown;
  restore(state: unknown): void;
}

const clone = <T>(value: T): T => structuredClone(value);

/** A unit of work over in-memory fakes: an `Err` or a throw restores every registered fake to its state when the unit began (nested units too). */
export class MemoryUnitOfWork implements UnitOfWork {
  private readonly parts: Restorable[] = [];
  register(...parts: Restorable[]): this {
    this.parts.push(...parts);
    return this;
  }
  async run<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    const saved = this.parts.map((p) => p.snapshot());
    const undo = () => this.parts.forEach((p, i) => p.restore(saved[i]));
    try {
      const result = await work();
      if (result.isErr()) undo();
      return result;
    } catch (error) {
      undo();
      throw error;
    }
  }
}

export class MemoryOrderStore implements OrderStore, Restorable {
  groups = new Map<string, GroupWithOrders>();
  sellerNames = new Map<string, string>();
  snapshot = () => clone([...this.groups]);
  restore = (s: unknown) => void (this.groups = new Map(s as [string, GroupWithOrders][]));

  insert(group: GroupWithOrders['group'], orders: readonly OrderRecord[]): Promise<void> {
    this.groups.set(group.id, { group, orders });
    return Promise.resolve();
  }
  lockGroup(groupId: string) {
    return Promise.resolve(this.groups.get(groupId));
  }
  lockOrder(orderId: string) {
    return Promise.resolve(this.allOrders().find((o) => o.id === orderId));
  }
  saveGroupState(groupId: string, state: OrderGroupState, paidAt: Date | null): Promise<void> {
    const found = this.groups.get(groupId);
    if (found !== undefined) this.groups.set(groupId, { ...found, group: { ...found.group, state, paidAt } });
    return Promise.resolve();
  }
  saveOrderLifecycles(changes: readonly (OrderLifecycle & { readonly id: string })[]): Promise<void> {
    for (const [id, found] of this.groups) {
      const orders = found.orders.map((o) => {
        const change = changes.find((c) => c.id === o.id);
        return change === undefined ? o : { ...o, state: change.state, paymentDueAt: change.paymentDueAt, paidAt: change.paidAt, cancelledAt: change.cancelledAt };
      });
      this.groups.set(id, { ...found, orders });
    }
    return Promise.resolve();
  }
  allOrders(): OrderRecord[] {
    return [...this.groups.values()].flatMap((g) => g.orders);
  }
  private reading(o: OrderRecord): OrderReading {
    return { ...o, sellerName: this.sellerNames.get(o.sellerId) ?? o.sellerId };
  }
  ordersOf(userId: string, limit: number) {
    const mine = this.allOrders().filter((o) => o.buyerId === userId || o.sellerId === userId);
    return Promise.resolve(mine.sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime()).slice(0, limit).map((o) => this.reading(o)));
  }
  group(groupId: string) {
    const found = this.groups.get(groupId);
    return Promise.resolve(found === undefined ? undefined : { group: found.group, orders: found.orders.map((o) => this.reading(o)) });
  }
  order(orderId: string) {
    const found = this.allOrders().find((o) => o.id === orderId);
    return Promise.resolve(found === undefined ? undefined : this.reading(found));
  }
}

/** Listings' stock with the SQL adapter's rule: never below zero, AVAILABLE only; 0 makes it SOLD_OUT. */
export class MemoryStock implements StockReservations, Restorable {
  listings = new Map<string, { quantity: number; state: string }>();
  readonly reserved: string[] = [];
  snapshot = () => clone([...this.listings]);
  restore = (s: unknown) => void (this.listings = new Map(s as [string, { quantity: number; state: string }][]));
  reserve(productId: string, quantity: number): Promise<boolean> {
    this.reserved.push(productId);
    const l = this.listings.get(productId);
    if (l === undefined || l.state !== 'AVAILABLE' || l.quantity < quantity) return Promise.resolve(false);
    this.listings.set(productId, { quantity: l.quantity - quantity, state: l.quantity === quantity ? 'SOLD_OUT' : l.state });
    return Promise.resolve(true);
  }
  release(productId: string, quantity: number): Promise<void> {
    const l = this.listings.get(productId);
    if (l !== undefined) this.listings.set(productId, { quantity: l.quantity + quantity, state: l.state === 'SOLD_OUT' ? 'AVAILABLE' : l.state });
    return Promise.resolve();
  }
}

interface LedgerState {
  entries: { account: string; currency: string; minor: number; key: string }[];
  keys: string[];
  holds: (Omit<Hold, 'state'> & { state: Hold['state']; key: string; reference?: LedgerReference })[];
}

/** The `Ledger` contract in memory: balanced transactions once per key, non-negative accounts, holds resolved at most once. */
export class MemoryLedger implements Ledger, Restorable {
  state: LedgerState = { entries: [], keys: [], holds: [] };
  snapshot = () => clone(this.state);
  restore = (s: unknown) => void (this.state = s as LedgerState);

  private sum(account: string, currency: string): number {
    return this.state.entries.filter((e) => e.account === account && e.currency === currency).reduce((a, e) => a + e.minor, 0);
  }
  private pending(account: string, currency: string): number {
    return this.state.holds.filter((h) => h.state === 'pending' && h.from === account && h.amount.currency === currency).reduce((a, h) => a + h.amount.minor, 0);
  }
  available(account: string, currency: string): number {
    return this.sum(account, currency) - this.pending(account, currency);
  }
  balance(account: string, currency = 'USD'): number {
    return this.sum(account, currency);
  }
  /** The sum of every entry per currency: zero in a sound ledger. */
  trialBalance(): Map<string, number> {
    const by = new Map<string, number>();
    for (const e of this.state.entries) by.set(e.currency, (by.get(e.currency) ?? 0) + e.minor);
    return by;
  }

  post(request: LedgerTransactionRequest): Promise<Result<PostedTransaction, DomainError>> {
    const posted = { id: request.idempotencyKey, kind: request.kind, postedAt: new Date(0) };
    if (this.state.keys.includes(request.idempotencyKey)) return Promise.resolve(ok({ ...posted, replayed: true }));
    const sums = new Map<string, number>();
    for (const e of request.entries) sums.set(e.amount.currency, (sums.get(e.amount.currency) ?? 0) + e.amount.minor);
    if ([...sums.values()].some((s) => s !== 0)) return Promise.resolve(err(domainError('LEDGER_UNBALANCED', 'unbalanced')));
    for (const e of request.entries) {
      if (isNonNegative(e.account) && this.available(e.account, e.amount.currency) + e.amount.minor < 0) {
        return Promise.resolve(err(domainError('INSUFFICIENT_FUNDS', 'insufficient', { account: e.account })));
      }
    }
    this.state.keys.push(request.idempotencyKey);
    for (const e of request.entries) this.state.entries.push({ account: e.account, currency: e.amount.currency, minor: e.amount.minor, key: request.idempotencyKey });
    return Promise.resolve(ok({ ...posted, replayed: false }));
  }
  hold(request: HoldRequest): Promise<Result<Hold, DomainError>> {
    const existing = this.state.holds.find((h) => h.key === request.idempotencyKey);
    if (existing !== undefined) return Promise.resolve(ok(existing));
    if (this.available(request.from, request.amount.currency) < request.amount.minor) {
      return Promise.resolve(err(domainError('INSUFFICIENT_FUNDS', 'insufficient', { account: request.from })));
    }
    const hold = { id: `hold_${this.state.holds.length + 1}`, key: request.idempotencyKey, from: request.from, to: request.to, amount: request.amount, state: 'pending' as Hold['state'], ...(request.reference === undefined ? {} : { reference: request.reference }) };
    this.state.holds.push(hold);
    return Promise.resolve(ok(hold));
  }
  private resolve(holdId: string, to: 'posted' | 'voided'): Promise<Result<Hold, DomainError>> {
    const hold = this.state.holds.find((h) => h.id === holdId);
    if (hold === undefined) return Promise.resolve(err(domainError('HOLD_NOT_FOUND', 'no hold')));
    if (hold.state === to) return Promise.resolve(ok(hold));
    if (hold.state !== 'pending') return Promise.resolve(err(domainError('HOLD_ALREADY_RESOLVED', 'resolved')));
    hold.state = to;
    if (to === 'posted') {
      const key = `post:${hold.id}`;
      this.state.entries.push({ account: hold.from, currency: hold.amount.currency, minor: -hold.amount.minor, key }, { account: hold.to, currency: hold.amount.currency, minor: hold.amount.minor, key });
    }
    return Promise.resolve(ok(hold));
  }
  postHold(holdId: string) {
    return this.resolve(holdId, 'posted');
  }
  voidHold(holdId: string) {
    return this.resolve(holdId, 'voided');
  }
  holdsFor(reference: LedgerReference): Promise<readonly Hold[]> {
    return Promise.resolve(this.state.holds.filter((h) => h.reference?.type === reference.type && h.reference.id === reference.id));
  }
  balances(accounts: readonly LedgerAccount[]): Promise<readonly AccountBalance[]> {
    const out: AccountBalance[] = [];
    for (const account of accounts) {
      const currencies = new Set(this.state.entries.filter((e) => e.account === account).map((e) => e.currency));
      for (const currency of currencies) {
        const balance = this.sum(account, currency);
        const pending = this.pending(account, currency);
        out.push({ account, currency, balance, pending, available: balance - pending });
      }
    }
    return Promise.resolve(out);
  }
}

export class MemoryScheduler implements Scheduler, Restorable {
  timers = new Map<string, TimerRequest>();
  snapshot = () => [...this.timers];
  restore = (s: unknown) => void (this.timers = new Map(s as [string, TimerRequest][]));
  schedule(timer: TimerRequest): Promise<void> {
    this.timers.set(timer.key, timer);
    return Promise.resolve();
  }
  async scheduleAll(timers: readonly TimerRequest[]): Promise<void> {
    for (const timer of timers) await this.schedule(timer);
  }
  cancel(key: string): Promise<boolean> {
    return Promise.resolve(this.timers.delete(key));
  }
}

export class MemoryOutbox implements Outbox, Restorable {
  events: DomainEvent[] = [];
  snapshot = () => [...this.events];
  restore = (s: unknown) => void (this.events = s as DomainEvent[]);
  add(event: DomainEvent): Promise<void> {
    this.events.push(event);
    return Promise.resolve();
  }
  async addAll(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) await this.add(event);
  }
  of(collection: string): string[] {
    return this.events.filter((e) => e.collection === collection).map((e) => e.id);
  }
}

/** Stripe's rule in memory: the first Ok answer per (scope, key) is replayed; another fingerprint is IDEMPOTENCY_KEY_REUSED. */
export class MemoryIdempotency implements Idempotency {
  readonly answers = new Map<string, { fingerprint: string; answer: unknown }>();
  async once<T>(call: IdempotentCall, work: () => Promise<Result<T, DomainError>>): Promise<Result<T, DomainError>> {
    const id = `${call.scope}|${call.key}`;
    const stored = this.answers.get(id);
    if (stored !== undefined) {
      return stored.fingerprint === call.fingerprint ? ok(structuredClone(stored.answer) as T) : err(domainError('IDEMPOTENCY_KEY_REUSED', 'reused', { field: 'idempotencyKey' }));
    }
    const result = await work();
    if (result.isOk()) this.answers.set(id, { fingerprint: call.fingerprint, answer: structuredClone(result.value) });
    return result;
  }
}

export class SequentialIds implements OrderIds {
  private n = 0;
  groupId(): string {
    return `og_${++this.n}`;
  }
  orderId(): string {
    return `ord_${++this.n}`;
  }
}

/**
 * The lifecycle records as far as the buyer's one-click cancel uses them (the
 * timeline, the seller's level measures): the checkout harnesses run that
 * cancel through the order machine's runner like the server does. Any other
 * record is not part of those tests and throws, so a new use shows at once.
 */
export function timelineOnlyRecords(): OrderLifecycleRecords {
  const entries = new Map<string, TimelineEntry[]>();
  const used: Partial<OrderLifecycleRecords> = {
    appendEvent: (orderId, e) => {
      const list = entries.get(orderId) ?? [];
      list.push({ id: `${orderId}:${list.length}`, at: e.at, kind: e.kind, by: e.by, note: e.note });
      entries.set(orderId, list);
      return Promise.resolve();
    },
    timeline: (orderId) => Promise.resolve(entries.get(orderId) ?? []),
    completedSalesOf: () => Promise.resolve(0),
    disputesOf: () => Promise.resolve(0),
    countCompletedSale: () => Promise.resolve(),
  };
  return new Proxy(used, {
    get: (target, name: string) => target[name as keyof OrderLifecycleRecords] ?? (() => Promise.reject(new Error(`timelineOnlyRecords: ${name} is not kept here`))),
  }) as OrderLifecycleRecords;
}

/** The buyer's `cancelOrder` as the server wires it: PartyActions.cancel over the order runner. */
export function machineCancel(parts: { store: OrderStore; effects: OrderEffects; idempotency: Idempotency; outbox: Outbox; clock: Clock; uow: UnitOfWork }): { execute: PartyActions['cancel'] } {
  const records = timelineOnlyRecords();
  const runner = new OrderRunner(parts.store, parts.effects, records, { notify: () => Promise.resolve() }, parts.outbox, parts.clock);
  const vault: CredentialVault = { seal: () => '', open: () => undefined };
  const party = new PartyActions(runner, records, vault, parts.idempotency, parts.uow);
  return { execute: (actor, p) => party.cancel(actor, p) };
}
