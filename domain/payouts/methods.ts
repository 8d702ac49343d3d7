import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { USD } from '../shared/money/currency.ts';
import { mustMoney, type Money } from '../shared/money/money.ts';

/** The stable identifiers of the payout methods; stored with a withdrawal, so never renamed. */
export const PAYOUT_METHOD_IDS = [
  'PAYONEER',
  'VOLET',
  'PAYEER',
  'FASAPAY',
  'WEBMONEY',
  'CRYPTO',
  'LOCAL_BANK_TRANSFER',
  'SWIFT',
] as const;

/** One of {@link PAYOUT_METHOD_IDS}. */
export type PayoutMethodId = (typeof PAYOUT_METHOD_IDS)[number];

/**
 * A way a seller can take money out, with its fee (spec section 9): a percent
 * of the withdrawn amount plus a fixed amount. The fixed part is USD because
 * withdrawals are made in USD.
 */
export interface PayoutMethod {
  readonly id: PayoutMethodId;
  /** The name shown to sellers. */
  readonly label: string;
  /** Percent of the withdrawn amount, e.g. 4.9; read as the decimal it prints as, never as a binary float. */
  readonly percent: number;
  /** Fixed fee in USD minor units, added after the percent part. */
  readonly fixed: Money;
}

/**
 * The payout methods and their fees, kept as data so that product can change
 * a fee without touching the arithmetic. Order is the order sellers see.
 */
export const PAYOUT_METHODS: readonly PayoutMethod[] = [
  { id: 'PAYONEER', label: 'Payoneer', percent: 4.9, fixed: mustMoney(0, USD) },
  { id: 'VOLET', label: 'Volet', percent: 2.9, fixed: mustMoney(0, USD) },
  { id: 'PAYEER', label: 'Payeer', percent: 2.9, fixed: mustMoney(0, USD) },
  { id: 'FASAPAY', label: 'FasaPay', percent: 1.9, fixed: mustMoney(0, USD) },
  { id: 'WEBMONEY', label: 'WebMoney', percent: 1.9, fixed: mustMoney(0, USD) },
  { id: 'CRYPTO', label: 'Crypto', percent: 3.9, fixed: mustMoney(0, USD) },
  { id: 'LOCAL_BANK_TRANSFER', label: 'Local Bank Transfer', percent: 3.9, fixed: mustMoney(500, USD) },
  { id: 'SWIFT', label: 'SWIFT', percent: 3.9, fixed: mustMoney(5000, USD) },
];

/** Whether an untrusted string (a form field, a request body) names a payout method. */
export function isPayoutMethodId(value: string): value is PayoutMethodId {
  return (PAYOUT_METHOD_IDS as readonly string[]).includes(value);
}

/**
 * The payout method with this id. Takes a plain string because the id usually
 * arrives from a client; an unknown id is PAYOUT_METHOD_UNKNOWN.
 */
export function payoutMethod(methodId: string): Result<PayoutMethod, DomainError> {
  const found = PAYOUT_METHODS.find((m) => m.id === methodId);
  return found === undefined
    ? err(domainError('PAYOUT_METHOD_UNKNOWN', `Unknown payout method '${methodId}'`, { field: 'method' }))
    : ok(found);
}
