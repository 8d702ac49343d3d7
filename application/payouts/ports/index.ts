import type { WithdrawalStanding } from '../../../domain/index.ts';
import type { Result } from 'neverthrow';
import type { DomainError, Money, PayoutMethodId, WithdrawalState } from '../../../domain/index.ts';

/** A withdrawal as stored: what was asked, what it costs, where it stands. */
export interface WithdrawalRecord {
  readonly id: string;
  readonly sellerId: string;
  readonly method: PayoutMethodId;
  readonly amount: Money;
  readonly fee: Money;
  readonly net: Money;
  /** Where to send it (a wallet address, an e-mail, an IBAN), as the seller typed it. */
  readonly details: string;
  readonly state: WithdrawalState;
  /** The payout provider's reference once paid. */
  readonly reference: string | null;
  /** Why staff rejected it or why it failed. */
  readonly reason: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Withdrawals in the database; every call joins the caller's unit of work. */
export interface WithdrawalRecords {
  insert(record: WithdrawalRecord): Promise<void>;
  find(id: string): Promise<WithdrawalRecord | undefined>;
  /** The withdrawal, locked for the rest of the transaction so two staff members cannot both act on it. */
  lock(id: string): Promise<WithdrawalRecord | undefined>;
  update(id: string, change: { readonly state: WithdrawalState; readonly reference?: string; readonly reason?: string; readonly at: Date }): Promise<void>;
  ofSeller(sellerId: string, limit: number): Promise<readonly WithdrawalRecord[]>;
  inStates(states: readonly WithdrawalState[], limit: number): Promise<readonly WithdrawalRecord[]>;
  /** The gross USD minor units of the seller's withdrawals since `since` that still count (not rejected, cancelled or failed). */
  withdrawnSince(sellerId: string, since: Date): Promise<number>;
  /** The seller's verification standing, their user row locked so two requests cannot both slip under the unverified limit. */
  lockSellerStanding(sellerId: string): Promise<WithdrawalStanding | undefined>;
}

/**
 * Sends (or records) a payout. The default adapter records the reference
 * staff entered after paying by hand; a provider's API adapter would send it
 * and answer the provider's reference.
 */
export interface PayoutProvider {
  disburse(withdrawal: WithdrawalRecord, reference: string): Promise<Result<{ readonly reference: string }, DomainError>>;
}
export type { PayoutDetailsStore, SavedPayoutDetails } from './payout-details-store.ts';
