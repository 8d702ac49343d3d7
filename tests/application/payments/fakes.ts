import { err, ok, type Result } from 'neverthrow';
import type { AccountBalance, Hold, Ledger, LedgerTransactionRequest, PostedTransaction } from '../../../application/ledger/index.ts';
import type {
  CapturedPayment,
  NewPayment,
  PaymentChange,
  PaymentListener,
  PaymentMethod,
  PaymentProvider,
  PaymentStore,
  ProviderEvent,
  ProviderPayment,
  ProviderPaymentRequest,
  SavedCardStore,
  StoredPayment,
  StoredSavedCard,
  WebhookEventLog,
} from '../../../application/payments/ports/index.ts';
import type { IdempotentCall, Idempotency, Scheduler, TimerRequest, UnitOfWork } from '../../../application/shared/ports/index.ts';
import { domainError, type DomainError, type LedgerAccount } from '../../../domain/index.ts';

/** Something a unit of work must put back as it was when the unit fails. */
interface Transactional {
  snapshot(): () => void;
}

/** Runs work at once; an Err or a throw restores every registered fake to how it was when the unit began. */
export class SnapshotUnitOfWork implements UnitOfWork {
  constructor(private readonly parts: Transactional[]) {}
  async run<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    const restores = this.parts.map((part) => part.snapshot());
    try {
      const result = await work();
      if (result.isErr()) for (const restore of restores) restore();
      return result;
    } catch (error) {
      for (const restore of restores) restore();
      throw error;
    }
  }
}

export class InMemoryPaymentStore implements PaymentStore, Transactional {
  rows = new Map<string, StoredPayment>();
  private next = 1;
  now = new Date('2026-11-23T12:00:00Z');

  snapshot() {
    const copy = new Map(this.rows);
    return () => {
      this.rows = copy;
    };
  }
  async insert(payment: NewPayment): Promise<string> {
    const id = `pay_${this.next++}`;
    this.rows.set(id, { id, userId: payment.userId, purpose: payment.purpose, method: payment.method, provider: payment.provider, providerPaymentId: null, state: payment.state, expiresAt: null, createdAt: this.now, updatedAt: this.now });
    return Promise.resolve(id);
  }
  find(id: string) {
    return Promise.resolve(this.rows.get(id));
  }
  lock(id: string) {
    return Promise.resolve(this.rows.get(id));
  }
  update(id: string, change: PaymentChange): Promise<void> {
    const row = this.rows.get(id);
    if (row === undefined) throw new Error(`no payment ${id}`);
    this.rows.set(id, { ...row, state: change.state, providerPaymentId: change.providerPaymentId ?? row.providerPaymentId, expiresAt: change.expiresAt ?? row.expiresAt });
    return Promise.resolve();
  }
  listForUser(userId: string, limit: number) {
    return Promise.resolve([...this.rows.values()].filter((row) => row.userId === userId).reverse().slice(0, limit));
  }
  listForOrderGroup(orderGroupId: string) {
    return Promise.resolve([...this.rows.values()].filter((row) => row.purpose.kind === 'ORDER_GROUP' && row.purpose.orderGroupId === orderGroupId).reverse());
  }
}

/** Posts by key; a key posted again is a replay; balances are the sums of entries. */
export class FakeLedger implements Ledger, Transactional {
  posted: LedgerTransactionRequest[] = [];

  snapshot() {
    const copy = [...this.posted];
    return () => {
      this.posted = copy;
    };
  }
  post(request: LedgerTransactionRequest): Promise<Result<PostedTransaction, DomainError>> {
    const replayed = this.posted.some((p) => p.idempotencyKey === request.idempotencyKey);
    if (!replayed) this.posted.push(request);
    return Promise.resolve(ok({ id: request.idempotencyKey, kind: request.kind, postedAt: new Date(0), replayed }));
  }
  balance(account: string): number {
    return this.posted.flatMap((p) => p.entries).filter((e) => e.account === account).reduce((sum, e) => sum + e.amount.minor, 0);
  }
  hold(): Promise<Result<Hold, DomainError>> {
    throw new Error('not used by payments');
  }
  postHold(): Promise<Result<Hold, DomainError>> {
    throw new Error('not used by payments');
  }
  voidHold(): Promise<Result<Hold, DomainError>> {
    throw new Error('not used by payments');
  }
  holdsFor(): Promise<readonly Hold[]> {
    return Promise.resolve([]);
  }
  balances(accounts: readonly LedgerAccount[]): Promise<readonly AccountBalance[]> {
    return Promise.resolve(accounts.map((account) => ({ account, currency: 'USD', balance: this.balance(account), pending: 0, available: this.balance(account) })));
  }
}

export class RecordingListener implements PaymentListener {
  captures: CapturedPayment[] = [];
  failures: string[] = [];
  /** Set to make `captured` refuse (e.g. INSUFFICIENT_CREDITS). */
  refuse: DomainError | undefined;
  captured(payment: CapturedPayment): Promise<Result<void, DomainError>> {
    if (this.refuse !== undefined) return Promise.resolve(err(this.refuse));
    this.captures.push(payment);
    return Promise.resolve(ok(undefined));
  }
  failed(payment: { readonly paymentId: string }): Promise<Result<void, DomainError>> {
    this.failures.push(payment.paymentId);
    return Promise.resolve(ok(undefined));
  }
}

export class MemoryWebhookLog implements WebhookEventLog, Transactional {
  seen = new Set<string>();
  snapshot() {
    const copy = new Set(this.seen);
    return () => {
      this.seen = copy;
    };
  }
  record(provider: string, eventId: string): Promise<boolean> {
    const key = `${provider}:${eventId}`;
    if (this.seen.has(key)) return Promise.resolve(false);
    this.seen.add(key);
    return Promise.resolve(true);
  }
}

export class RecordingScheduler implements Scheduler {
  timers: TimerRequest[] = [];
  schedule(timer: TimerRequest): Promise<void> {
    this.timers.push(timer);
    return Promise.resolve();
  }
  async scheduleAll(timers: readonly TimerRequest[]): Promise<void> {
    for (const timer of timers) await this.schedule(timer);
  }
  cancel(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

/** Keeps the first Ok answer per scope and key; another fingerprint is refused. */
export class MemoryIdempotency implements Idempotency {
  answers = new Map<string, { fingerprint: string; answer: unknown }>();
  async once<T>(call: IdempotentCall, work: () => Promise<Result<T, DomainError>>): Promise<Result<T, DomainError>> {
    const key = `${call.scope}:${call.key}`;
    const kept = this.answers.get(key);
    if (kept !== undefined) {
      return kept.fingerprint === call.fingerprint ? ok(kept.answer as T) : err(domainError('IDEMPOTENCY_KEY_REUSED', 'reused'));
    }
    const result = await work();
    if (result.isOk()) this.answers.set(key, { fingerprint: call.fingerprint, answer: result.value });
    return result;
  }
}

/** A provider that answers what the test scripted, and parses webhooks written as plain JSON events signed "ok". */
export class ScriptedProvider implements PaymentProvider {
  readonly methods: readonly PaymentMethod[];
  requests: ProviderPaymentRequest[] = [];
  answer: (request: ProviderPaymentRequest) => ProviderPayment = () => ({ status: 'succeeded', providerPaymentId: 'pp_1' });

  constructor(readonly name: string, methods: readonly PaymentMethod[]) {
    this.methods = methods;
  }
  create(request: ProviderPaymentRequest): Promise<Result<ProviderPayment, DomainError>> {
    this.requests.push(request);
    return Promise.resolve(ok(this.answer(request)));
  }
  refund(): Promise<Result<{ readonly providerRefundId: string }, DomainError>> {
    return Promise.resolve(ok({ providerRefundId: 'rf_1' }));
  }
  parseWebhook(rawBody: string, headers: Readonly<Record<string, string | undefined>>): Result<ProviderEvent, DomainError> {
    if (headers['signature'] !== 'ok') return err(domainError('WEBHOOK_SIGNATURE_INVALID', 'bad signature'));
    return ok(JSON.parse(rawBody) as ProviderEvent);
  }
}

/** Saved cards in memory, one per user (saving replaces). */
export class MemorySavedCardStore implements SavedCardStore {
  readonly cards = new Map<string, StoredSavedCard>();
  find(userId: string): Promise<StoredSavedCard | undefined> {
    return Promise.resolve(this.cards.get(userId));
  }
  save(card: StoredSavedCard): Promise<void> {
    this.cards.set(card.userId, card);
    return Promise.resolve();
  }
  remove(userId: string): Promise<void> {
    this.cards.delete(userId);
    return Promise.resolve();
  }
}
