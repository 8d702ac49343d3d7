import type { Result } from 'neverthrow';
import type { DomainError, Money, PaymentState } from '../../../domain/index.ts';
import type { PaymentPurpose } from './payment-listener.ts';

export type PaymentMethodName = 'CREDITS' | 'CARD' | 'CRYPTO';

/** A payment as we keep it: who pays, for what, through which provider, and its machine state. */
export interface StoredPayment {
  readonly id: string;
  readonly userId: string;
  readonly purpose: PaymentPurpose;
  readonly method: PaymentMethodName;
  /** The provider's name (`local`, `stripe`, `credits`): the `psp:{provider}` account. */
  readonly provider: string;
  readonly providerPaymentId: string | null;
  readonly state: PaymentState;
  readonly expiresAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface NewPayment {
  readonly userId: string;
  readonly purpose: PaymentPurpose;
  readonly method: PaymentMethodName;
  readonly provider: string;
  readonly amount: Money;
  readonly state: PaymentState;
}

export interface PaymentChange {
  readonly state: PaymentState;
  readonly providerPaymentId?: string;
  readonly expiresAt?: Date;
}

/**
 * The payments table. Writes join the caller's unit of work; `lock` reads a
 * payment and holds it until that unit ends, so two webhooks for one payment
 * apply one after the other.
 */
export interface PaymentStore {
  /** Stores a new payment and answers its id. */
  insert(payment: NewPayment): Promise<string>;
  find(id: string): Promise<StoredPayment | undefined>;
  lock(id: string): Promise<StoredPayment | undefined>;
  update(id: string, change: PaymentChange): Promise<void>;
  /** The user's payments, newest first. */
  listForUser(userId: string, limit: number): Promise<readonly StoredPayment[]>;
  /** The payments made for an order group, newest first (a declined card and then a paid one: both). */
  listForOrderGroup(orderGroupId: string): Promise<readonly StoredPayment[]>;
}

/**
 * The provider events already handled, by provider and event id. Recorded in
 * the unit of work that applies the event, so an event is applied at most
 * once and a failed attempt may be delivered again.
 */
export interface WebhookEventLog {
  /** True the first time the event is recorded; false for a duplicate. */
  record(provider: string, eventId: string, type: string): Promise<boolean>;
}

/** Where a provider's hosted page sends the buyer back after a payment. */
export type ReturnUrls = (payment: { readonly id: string; readonly purpose: PaymentPurpose }) => string;

/** Posts a simulated chain payment to a crypto invoice of a test provider (the local one). */
export interface ChainPaymentSimulator {
  simulate(providerPaymentId: string, payment: { readonly amount: Money; readonly txHash: string }): Promise<Result<void, DomainError>>;
}
