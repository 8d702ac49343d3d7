import { err, ok, type Result } from 'neverthrow';
import {
  applyChanges,
  byPosition,
  checkBalanced,
  checkHoldTerms,
  domainError,
  holdPlacedChanges,
  holdResolvedChanges,
  mustMoney,
  postingChanges,
  positionKey,
  transitionHold,
  type DomainError,
  type HoldEvent,
  type LedgerAccount,
  type PositionChange,
  type PostingEntry,
} from '../../domain/index.ts';
import { canonicalJson } from '../shared/canonical-json.ts';
import type { Outbox, UnitOfWork } from '../shared/ports/index.ts';
import { announceBalances } from './balance-announcements.ts';
import type { AccountBalance, Hold, HoldRequest, Ledger, LedgerReference, LedgerTransactionRequest, PostedTransaction } from './ledger.ts';
import type { LedgerStore, PositionKey } from './ports/index.ts';

/** Longest idempotency key the ledger stores: a client's key (≤ 128) with its caller's prefix fits. */
const MAX_KEY_LENGTH = 300;

function checkKey(key: string): Result<void, DomainError> {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH
    ? ok(undefined)
    : err(domainError('VALIDATION_FAILED', `An idempotency key has 1 to ${MAX_KEY_LENGTH} characters`, { field: 'idempotencyKey' }));
}

/** What a replay must match: the kind and the entries, in any order. */
function transactionDigest(kind: string, entries: readonly PostingEntry[]): string {
  const lines = entries.map((entry) => [entry.account, entry.amount.currency, entry.amount.minor] as const).sort((a, b) => canonicalJson(a).localeCompare(canonicalJson(b)));
  return canonicalJson({ kind, lines });
}

function keysOf(changes: readonly PositionChange[]): PositionKey[] {
  const keys = new Map(changes.map((change) => [positionKey(change.account, change.currency), { account: change.account, currency: change.currency }]));
  return [...keys.values()].sort(byPosition);
}

const sameTerms = (hold: Hold, request: HoldRequest): boolean =>
  hold.from === request.from && hold.to === request.to && hold.amount.minor === request.amount.minor && hold.amount.currency === request.amount.currency;

/**
 * The ledger (application/ledger/ledger.ts): the one writer of money. Each
 * call is a unit of work of its own, or a savepoint of the caller's, so an
 * order's state and its money commit together, and a refused posting leaves
 * nothing behind (not even its claimed key). The order inside is fixed —
 * claim the key, lock the positions in `byPosition` order, apply the domain's
 * rules, write — so concurrent posts queue on the rows they share instead of
 * deadlocking, and a concurrent replay waits for the first and answers as it.
 */
export class PostingLedger implements Ledger {
  constructor(
    private readonly store: LedgerStore,
    private readonly uow: UnitOfWork,
    private readonly outbox: Outbox,
  ) {}

  async post(request: LedgerTransactionRequest): Promise<Result<PostedTransaction, DomainError>> {
    const valid = checkKey(request.idempotencyKey).andThen(() => checkBalanced(request.entries));
    if (valid.isErr()) return err(valid.error);
    const digest = transactionDigest(request.kind, request.entries);
    return this.uow.run(async (): Promise<Result<PostedTransaction, DomainError>> => {
      const claim = await this.store.claimTransaction({ ...request, digest });
      if (claim.outcome === 'exists') {
        if (!claim.sameDigest) return err(reused());
        return ok({ id: claim.id, kind: claim.kind, postedAt: claim.postedAt, replayed: true });
      }
      const moved = await this.move(postingChanges(request.entries));
      if (moved.isErr()) return err(moved.error);
      await this.store.writeEntries(claim.id, request.entries);
      await announceBalances(this.outbox, request.entries.map((entry) => entry.account));
      return ok({ id: claim.id, kind: request.kind, postedAt: claim.postedAt, replayed: false });
    });
  }

  async hold(request: HoldRequest): Promise<Result<Hold, DomainError>> {
    const valid = checkKey(request.idempotencyKey).andThen(() => checkHoldTerms(request));
    if (valid.isErr()) return err(valid.error);
    return this.uow.run(async (): Promise<Result<Hold, DomainError>> => {
      const claim = await this.store.claimHold(request);
      if (claim.outcome === 'exists') return sameTerms(claim.hold, request) ? ok(claim.hold) : err(reused());
      const moved = await this.move(holdPlacedChanges(request));
      if (moved.isErr()) return err(moved.error);
      await announceBalances(this.outbox, [request.from, request.to]);
      return ok(claim.hold);
    });
  }

  postHold(holdId: string): Promise<Result<Hold, DomainError>> {
    return this.resolve(holdId, 'POST');
  }

  voidHold(holdId: string): Promise<Result<Hold, DomainError>> {
    return this.resolve(holdId, 'VOID');
  }

  holdsFor(reference: LedgerReference): Promise<readonly Hold[]> {
    return this.store.holdsFor(reference);
  }

  async balances(accounts: readonly LedgerAccount[]): Promise<readonly AccountBalance[]> {
    const positions = await this.store.readPositions(accounts);
    return positions.sort(byPosition).map((p) => ({ account: p.account, currency: p.currency, balance: p.balance, pending: p.pending, available: p.balance - p.pending }));
  }

  private resolve(holdId: string, event: HoldEvent): Promise<Result<Hold, DomainError>> {
    return this.uow.run(async (): Promise<Result<Hold, DomainError>> => {
      const hold = await this.store.lockHold(holdId);
      if (hold === undefined) return err(domainError('HOLD_NOT_FOUND', 'No hold with that id', { holdId }));
      const transition = transitionHold(hold.state, event);
      if (transition.isErr()) return err(transition.error);
      const { state, changed } = transition.value;
      if (!changed || state === 'pending') return ok(hold);
      if (state === 'posted') {
        // The hold's own key: the lock above already makes this the only resolution, the key says so in the books.
        const entries: PostingEntry[] = [
          { account: hold.from, amount: mustMoney(-hold.amount.minor, hold.amount.currency) },
          { account: hold.to, amount: hold.amount },
        ];
        const claim = await this.store.claimTransaction({
          idempotencyKey: `hold:${hold.id}:posted`,
          kind: 'hold-posted',
          ...(hold.reference === undefined ? {} : { reference: hold.reference }),
          digest: transactionDigest('hold-posted', entries),
        });
        if (claim.outcome === 'exists') throw new Error(`Hold ${hold.id} was pending but its posting exists`);
        await this.store.writeEntries(claim.id, entries);
      }
      const moved = await this.move(holdResolvedChanges(hold, state));
      if (moved.isErr()) return err(moved.error);
      await this.store.resolveHold(hold.id, state);
      await announceBalances(this.outbox, [hold.from, hold.to]);
      return ok({ ...hold, state });
    });
  }

  /** Locks the positions the changes touch, applies the domain's rules and writes the result. */
  private async move(changes: readonly PositionChange[]): Promise<Result<void, DomainError>> {
    const current = await this.store.lockPositions(keysOf(changes));
    const next = applyChanges(current, changes);
    if (next.isErr()) return err(next.error);
    await this.store.savePositions(next.value);
    return ok(undefined);
  }
}

function reused(): DomainError {
  return domainError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used before for a different request', { field: 'idempotencyKey' });
}
