import type { Result } from 'neverthrow';
import { PostingLedger, type Hold, type LedgerReference } from '../../../application/ledger/index.ts';
import type { CurrencyTotal, HoldClaim, HoldHeader, LedgerStore, PositionKey, TransactionClaim, TransactionHeader } from '../../../application/ledger/ports/index.ts';
import type { DomainEvent, Outbox, UnitOfWork } from '../../../application/shared/ports/index.ts';
import { mustMoney, positionKey, type CurrencyCode, type HoldState, type LedgerAccount, type Position, type PostingEntry } from '../../../domain/index.ts';
import type { BooksView } from './ledger-model.ts';

interface StoredTransaction {
  readonly id: string;
  readonly key: string;
  readonly kind: string;
  readonly digest: string;
  readonly postedAt: Date;
  entries: { account: LedgerAccount; currency: string; amount: number }[];
}

interface StoredHold {
  readonly id: string;
  readonly key: string;
  readonly from: LedgerAccount;
  readonly to: LedgerAccount;
  readonly currency: string;
  readonly amount: number;
  state: HoldState;
  readonly reference?: LedgerReference;
}

interface State {
  nextId: number;
  transactions: Map<string, StoredTransaction>;
  positions: Map<string, Position>;
  holds: Map<string, StoredHold>;
  /** Events the outbox took, kept with the state so a rolled-back unit takes its events with it. */
  events: DomainEvent[];
}

const holdOf = (h: StoredHold): Hold => ({
  id: h.id,
  from: h.from,
  to: h.to,
  amount: mustMoney(h.amount, h.currency as CurrencyCode),
  state: h.state,
  ...(h.reference === undefined ? {} : { reference: h.reference }),
});

/**
 * The ledger's books in memory, with a unit of work that really rolls back:
 * each `run` (nested ones too) snapshots the state and restores it on Err or
 * a throw, as the SQL transaction (or savepoint) does. Units run one at a
 * time, as the model test calls them.
 */
export class InMemoryBooks implements LedgerStore, UnitOfWork, Outbox, BooksView {
  private state: State = { nextId: 1, transactions: new Map(), positions: new Map(), holds: new Map(), events: [] };
  private depth = 0;

  ledger(): PostingLedger {
    return new PostingLedger(this, this, this);
  }

  async run<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    const snapshot = structuredClone(this.state);
    this.depth += 1;
    try {
      const result = await work();
      if (result.isErr()) this.state = snapshot;
      return result;
    } catch (error) {
      this.state = snapshot;
      throw error;
    } finally {
      this.depth -= 1;
    }
  }

  add(event: DomainEvent): Promise<void> {
    if (this.depth === 0) throw new Error('Outbox.add outside a unit of work');
    this.state.events.push(event);
    return Promise.resolve();
  }

  async addAll(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) await this.add(event);
  }

  /** The events of committed units of work. */
  events(): readonly DomainEvent[] {
    return this.state.events;
  }

  private newId(): string {
    const id = String(this.state.nextId);
    this.state.nextId += 1;
    return id;
  }

  claimTransaction(header: TransactionHeader): Promise<TransactionClaim> {
    const existing = this.state.transactions.get(header.idempotencyKey);
    if (existing !== undefined) {
      return Promise.resolve({ outcome: 'exists', id: existing.id, kind: existing.kind, postedAt: existing.postedAt, sameDigest: existing.digest === header.digest });
    }
    const stored: StoredTransaction = { id: this.newId(), key: header.idempotencyKey, kind: header.kind, digest: header.digest, postedAt: new Date(0), entries: [] };
    this.state.transactions.set(header.idempotencyKey, stored);
    return Promise.resolve({ outcome: 'claimed', id: stored.id, postedAt: stored.postedAt });
  }

  writeEntries(transactionId: string, entries: readonly PostingEntry[]): Promise<void> {
    const stored = [...this.state.transactions.values()].find((t) => t.id === transactionId);
    if (stored === undefined) throw new Error(`no transaction ${transactionId}`);
    stored.entries.push(...entries.map((e) => ({ account: e.account, currency: e.amount.currency, amount: e.amount.minor })));
    return Promise.resolve();
  }

  lockPositions(keys: readonly PositionKey[]): Promise<Position[]> {
    return Promise.resolve(keys.map((k) => this.state.positions.get(positionKey(k.account, k.currency)) ?? { account: k.account, currency: k.currency, balance: 0, pending: 0 }));
  }

  savePositions(positions: readonly Position[]): Promise<void> {
    for (const p of positions) this.state.positions.set(positionKey(p.account, p.currency), p);
    return Promise.resolve();
  }

  readPositions(accounts: readonly LedgerAccount[]): Promise<Position[]> {
    return Promise.resolve([...this.state.positions.values()].filter((p) => accounts.includes(p.account)));
  }

  claimHold(header: HoldHeader): Promise<HoldClaim> {
    const existing = [...this.state.holds.values()].find((h) => h.key === header.idempotencyKey);
    if (existing !== undefined) return Promise.resolve({ outcome: 'exists', hold: holdOf(existing) });
    const stored: StoredHold = {
      id: this.newId(),
      key: header.idempotencyKey,
      from: header.from,
      to: header.to,
      currency: header.amount.currency,
      amount: header.amount.minor,
      state: 'pending',
      ...(header.reference === undefined ? {} : { reference: header.reference }),
    };
    this.state.holds.set(stored.id, stored);
    return Promise.resolve({ outcome: 'claimed', hold: holdOf(stored) });
  }

  lockHold(holdId: string): Promise<Hold | undefined> {
    const stored = this.state.holds.get(holdId);
    return Promise.resolve(stored === undefined ? undefined : holdOf(stored));
  }

  resolveHold(holdId: string, state: Exclude<HoldState, 'pending'>): Promise<void> {
    const stored = this.state.holds.get(holdId);
    if (stored?.state !== 'pending') throw new Error(`hold ${holdId} is not pending`);
    stored.state = state;
    return Promise.resolve();
  }

  holdsFor(reference: LedgerReference): Promise<Hold[]> {
    return Promise.resolve([...this.state.holds.values()].filter((h) => h.reference?.type === reference.type && h.reference.id === reference.id).map(holdOf));
  }

  pendingHoldsTo(accounts: readonly LedgerAccount[]): Promise<{ account: LedgerAccount; currency: string; amount: number }[]> {
    const sums = new Map<string, { account: LedgerAccount; currency: string; amount: number }>();
    for (const h of this.state.holds.values()) {
      if (h.state !== 'pending' || !accounts.includes(h.to)) continue;
      const key = positionKey(h.to, h.currency);
      const sum = sums.get(key) ?? { account: h.to, currency: h.currency, amount: 0 };
      sum.amount += h.amount;
      sums.set(key, sum);
    }
    return Promise.resolve([...sums.values()]);
  }

  trialBalance(): Promise<CurrencyTotal[]> {
    const totals = new Map<string, { sum: number; entries: number }>();
    for (const t of this.state.transactions.values()) {
      for (const e of t.entries) {
        const total = totals.get(e.currency) ?? { sum: 0, entries: 0 };
        totals.set(e.currency, { sum: total.sum + e.amount, entries: total.entries + 1 });
      }
    }
    return Promise.resolve([...totals].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, t]) => ({ currency, ...t })));
  }

  // BooksView: what the model property inspects.
  transactions() {
    return Promise.resolve([...this.state.transactions.values()].map((t) => ({ key: t.key, entries: t.entries })));
  }

  positions() {
    return Promise.resolve([...this.state.positions.values()]);
  }

  holds() {
    return Promise.resolve([...this.state.holds.values()].map((h) => ({ id: h.id, from: h.from, currency: h.currency, amount: h.amount, state: h.state })));
  }
}
