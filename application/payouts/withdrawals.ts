import { err, ok, type Result } from 'neverthrow';
import {
  checkWithdrawalAllowance,
  domainError,
  ledgerAccounts,
  mustMoney,
  quoteWithdrawal,
  requirePermission,
  transitionWithdrawal,
  USD,
  WITHDRAWAL_LIMIT_WINDOW_MS,
  type Actor,
  type DomainError,
  type PayoutMethodId,
  type WithdrawalAction,
  type WithdrawalQuote,
} from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type { Clock, Idempotency, UnitOfWork } from '../shared/ports/index.ts';
import type { PayoutProvider, WithdrawalRecord, WithdrawalRecords } from './ports/index.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

export interface WithdrawalRequest {
  readonly method: PayoutMethodId;
  readonly amountMinor: number;
  /** Where to send it; left out, the seller's saved details of the method are used. */
  readonly details?: string | undefined;
  readonly idempotencyKey: string;
}

const WITHDRAWAL_NEWS: Readonly<Record<string, string>> = { approved: 'approved', paid: 'paid out', rejected: 'rejected, the money is available again', failed: 'failed, the money is available again' };

const notFound = () => err(domainError('WITHDRAWAL_NOT_FOUND', 'Withdrawal not found', { field: 'withdrawalId' }));
const reference = (id: string) => ({ type: 'withdrawal', id });

/**
 * Sellers take their available earnings out; disbursers pay them. The amount
 * leaves the seller's available balance as two ledger holds when asked for
 * (the net towards the payout method, the fee towards revenue), so it can be
 * neither spent nor withdrawn twice; paying posts both holds, a rejection, a
 * cancellation or a failure voids them and the money is available again.
 */
export class Withdrawals {
  constructor(
    private readonly deps: {
      readonly records: WithdrawalRecords;
      readonly ledger: Ledger;
      readonly provider: PayoutProvider;
      readonly idempotency: Idempotency;
      readonly uow: UnitOfWork;
      readonly clock: Clock;
      readonly newId: () => string;
      readonly notifications?: Pick<Notifications, 'notify'>;
      /** The seller's saved payout details, unmasked, for a request that names none. */
      readonly savedDetails?: { fullLine(userId: string, method: PayoutMethodId): Promise<string | undefined> };
    },
  ) {}

  /** The fee and net of a withdrawal, and what the seller has available to withdraw. */
  async quote(actor: Actor, p: { readonly method: PayoutMethodId; readonly amountMinor: number }): Answer<WithdrawalQuote & { readonly available: number }> {
    const user = requirePermission(actor, 'withdrawal.request');
    if (user.isErr()) return err(user.error);
    const quote = quoteWithdrawal(p.method, mustMoney(p.amountMinor, USD));
    if (quote.isErr()) return err(quote.error);
    return ok({ ...quote.value, available: await this.available(user.value) });
  }

  async available(sellerId: string): Promise<number> {
    const [usd] = (await this.deps.ledger.balances([ledgerAccounts.sellerAvailable(sellerId)])).filter((b) => b.currency === USD);
    return usd?.available ?? 0;
  }

  async request(actor: Actor, p: WithdrawalRequest): Answer<WithdrawalRecord> {
    const user = requirePermission(actor, 'withdrawal.request');
    if (user.isErr()) return err(user.error);
    const sellerId = user.value;
    const details = p.details ?? (await this.deps.savedDetails?.fullLine(sellerId, p.method));
    if (details === undefined) return err(domainError('VALIDATION_FAILED', 'Say where to send the money, or save payout details for this method first', { field: 'details' }));
    const call = { scope: `requestWithdrawal:${sellerId}`, key: p.idempotencyKey, fingerprint: JSON.stringify([p.method, p.amountMinor, details]) };
    // The idempotency store keeps the answer as JSON, so it keeps the id and the record is read back.
    const done = await this.deps.idempotency.once(call, () =>
      this.deps.uow.run(async (): Answer<{ readonly id: string }> => {
        const quote = quoteWithdrawal(p.method, mustMoney(p.amountMinor, USD));
        if (quote.isErr()) return err(quote.error);
        // Above the unverified limit a seller must be verified (or whitelisted) first: domain/verification/withdrawal-limit.ts.
        const standing = await this.deps.records.lockSellerStanding(sellerId);
        if (standing === undefined) return err(domainError('UNAUTHENTICATED', 'You must be logged in'));
        const since = new Date(this.deps.clock.now().getTime() - WITHDRAWAL_LIMIT_WINDOW_MS);
        const allowed = checkWithdrawalAllowance(standing, await this.deps.records.withdrawnSince(sellerId, since), p.amountMinor);
        if (allowed.isErr()) return err(allowed.error);
        const id = this.deps.newId();
        const from = ledgerAccounts.sellerAvailable(sellerId);
        const net = await this.deps.ledger.hold({ idempotencyKey: `withdrawal:${id}:net`, from, to: ledgerAccounts.payouts(p.method), amount: quote.value.net, reference: reference(id) });
        if (net.isErr()) return err(net.error);
        if (quote.value.fee.minor > 0) {
          const fee = await this.deps.ledger.hold({ idempotencyKey: `withdrawal:${id}:fee`, from, to: ledgerAccounts.payoutFeeRevenue, amount: quote.value.fee, reference: reference(id) });
          if (fee.isErr()) return err(fee.error);
        }
        const now = this.deps.clock.now();
        const record: WithdrawalRecord = { id, sellerId, method: p.method, ...quote.value, details: details.trim(), state: 'requested', reference: null, reason: null, createdAt: now, updatedAt: now };
        await this.deps.records.insert(record);
        return ok({ id });
      }),
    );
    if (done.isErr()) return err(done.error);
    const record = await this.deps.records.find(done.value.id);
    return record === undefined ? notFound() : ok(record);
  }

  /** The seller cancels their own withdrawal; staff approve, reject, or record it paid or failed. */
  async act(actor: Actor, withdrawalId: string, action: WithdrawalAction): Answer<WithdrawalRecord> {
    const user = requirePermission(actor, action.type === 'CANCEL' ? 'withdrawal.request' : 'withdrawal.disburse');
    if (user.isErr()) return err(user.error);
    return this.deps.uow.run(async (): Answer<WithdrawalRecord> => {
      const found = await this.deps.records.lock(withdrawalId);
      // Another seller's withdrawal does not exist for this one.
      if (found === undefined || (action.type === 'CANCEL' && found.sellerId !== user.value)) return notFound();
      const next = transitionWithdrawal(found.state, action);
      if (next.isErr()) return err(next.error);
      let paidReference: string | undefined;
      if (action.type === 'MARK_PAID') {
        const paid = await this.deps.provider.disburse(found, action.reference);
        if (paid.isErr()) return err(paid.error);
        paidReference = paid.value.reference;
      }
      if (next.value.money !== 'none') {
        for (const hold of await this.deps.ledger.holdsFor(reference(found.id))) {
          const resolved = next.value.money === 'post' ? await this.deps.ledger.postHold(hold.id) : await this.deps.ledger.voidHold(hold.id);
          if (resolved.isErr()) return err(resolved.error);
        }
      }
      const reason = action.type === 'REJECT' || action.type === 'MARK_FAILED' ? action.reason : undefined;
      const at = this.deps.clock.now();
      await this.deps.records.update(found.id, { state: next.value.state, at, ...(paidReference === undefined ? {} : { reference: paidReference }), ...(reason === undefined ? {} : { reason }) });
      // The seller hears of every step staff take; their own cancellation needs no telling.
      if (action.type !== 'CANCEL') {
        const title = `Your withdrawal of ${(found.amount.minor / 100).toFixed(2)} USD: ${WITHDRAWAL_NEWS[next.value.state] ?? next.value.state}`;
        await this.deps.notifications?.notify(found.sellerId, { topic: 'payout', kind: `withdrawal_${next.value.state}`, subjectId: found.id, title, link: '/dashboard/finances/withdrawals' });
      }
      return ok({ ...found, state: next.value.state, reference: paidReference ?? found.reference, reason: reason ?? found.reason, updatedAt: at });
    });
  }

  async mine(actor: Actor): Answer<{ readonly available: number; readonly withdrawals: readonly WithdrawalRecord[] }> {
    const user = requirePermission(actor, 'withdrawal.request');
    if (user.isErr()) return err(user.error);
    return ok({ available: await this.available(user.value), withdrawals: await this.deps.records.ofSeller(user.value, 50) });
  }

  /** What waits for a disburser: requested and approved withdrawals, oldest first. */
  async queue(actor: Actor): Answer<readonly WithdrawalRecord[]> {
    const user = requirePermission(actor, 'withdrawal.disburse');
    if (user.isErr()) return err(user.error);
    return ok(await this.deps.records.inStates(['requested', 'approved'], 100));
  }
}

