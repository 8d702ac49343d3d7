import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import type { PayoutMethodId } from './methods.ts';

/*
 * A seller's saved payout details (`payoutDetails` of spec §3), one set per
 * payout method: the fields each method needs, checked here so the account
 * page and the server agree, and masked when read back — an IBAN, an account
 * number or a wallet address shows only its last four characters, so a
 * stolen session cannot read where the money goes.
 */

export interface PayoutField {
  readonly name: string;
  readonly pattern: RegExp;
  /** Shown masked when read back. */
  readonly sensitive: boolean;
}

const email: PayoutField = { name: 'email', pattern: /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/, sensitive: false };
const holder: PayoutField = { name: 'accountHolder', pattern: /^[\p{L}\p{M} .,'-]{2,50}$/u, sensitive: false };
const bank: PayoutField = { name: 'bankName', pattern: /^[\p{L}\p{M}\p{N} .,&'()-]{2,50}$/u, sensitive: false };

/** The fields of each method, in the order the form shows them. */
export const PAYOUT_DETAIL_FIELDS: Readonly<Record<PayoutMethodId, readonly PayoutField[]>> = {
  PAYONEER: [email],
  VOLET: [email],
  PAYEER: [{ name: 'account', pattern: /^P\d{7,12}$/, sensitive: false }],
  FASAPAY: [{ name: 'account', pattern: /^FP\d{5,10}$/, sensitive: false }],
  WEBMONEY: [{ name: 'purse', pattern: /^[ZEBKXG]\d{12}$/, sensitive: false }],
  CRYPTO: [
    { name: 'network', pattern: /^(BTC|ETH|TRC20|ERC20|BEP20|LTC|SOL)$/, sensitive: false },
    { name: 'address', pattern: /^[A-Za-z0-9]{26,90}$/, sensitive: true },
  ],
  LOCAL_BANK_TRANSFER: [holder, bank, { name: 'accountNumber', pattern: /^[A-Z0-9]{6,34}$/, sensitive: true }],
  SWIFT: [holder, bank, { name: 'swift', pattern: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, sensitive: false }, { name: 'iban', pattern: /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, sensitive: true }],
};

export type PayoutDetails = Readonly<Record<string, string>>;

/** Spaces in account numbers and IBANs are for people; the stored form has none, in capitals where case means nothing. */
function normalized(field: PayoutField, value: string): string {
  const trimmed = value.trim();
  if (['accountNumber', 'iban', 'swift'].includes(field.name)) return trimmed.replace(/[\s-]/g, '').toUpperCase();
  if (field.name === 'network' || field.name === 'purse' || field.name === 'account') return trimmed.replace(/\s/g, '').toUpperCase();
  return trimmed;
}

/** The method's details, normalized, or VALIDATION_FAILED naming the first missing or malformed field (`details.{name}`); unknown fields are dropped. */
export function checkPayoutDetails(method: PayoutMethodId, input: Readonly<Record<string, string>>): Result<PayoutDetails, DomainError> {
  const out: Record<string, string> = {};
  for (const field of PAYOUT_DETAIL_FIELDS[method]) {
    const value = normalized(field, input[field.name] ?? '');
    if (value === '') return err(domainError('VALIDATION_FAILED', `${field.name} is required for ${method}`, { field: `details.${field.name}` }));
    if (!field.pattern.test(value)) return err(domainError('VALIDATION_FAILED', `${field.name} is not a valid ${method} ${field.name}`, { field: `details.${field.name}` }));
    out[field.name] = value;
  }
  return ok(out);
}

/** `••••1234`: only the last four characters of a sensitive value. */
export function maskValue(value: string): string {
  return `••••${value.slice(-4)}`;
}

/** The details as read back: sensitive fields masked. */
export function maskPayoutDetails(method: PayoutMethodId, details: PayoutDetails): PayoutDetails {
  const out: Record<string, string> = {};
  for (const field of PAYOUT_DETAIL_FIELDS[method]) {
    const value = details[field.name];
    if (value !== undefined) out[field.name] = field.sensitive ? maskValue(value) : value;
  }
  return out;
}

/** One line for a withdrawal's `details` (what a disburser pays to): the fields in form order, `name: value`, joined by ` · `. */
export function payoutDetailsLine(method: PayoutMethodId, details: PayoutDetails): string {
  return PAYOUT_DETAIL_FIELDS[method]
    .filter((field) => details[field.name] !== undefined)
    .map((field) => `${field.name}: ${details[field.name] ?? ''}`)
    .join(' · ');
}
