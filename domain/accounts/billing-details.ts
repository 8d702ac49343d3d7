import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { isCountryCode } from './profile.ts';

/**
 * A buyer's billing details (`billingDetails` of spec §3): who the buyer is
 * on an invoice — a name (a person's or a company's), a postal address and
 * its country, and for businesses an optional VAT id. The VAT id is kept in
 * its usual written form (two letters, then 2–13 letters or digits, spaces,
 * dots and dashes removed); its prefix is not required to equal the country,
 * since Greece writes EL and a company may bill from abroad.
 */
export interface BillingDetails {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly vatId: string | null;
}

export const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
export const BILLING_TEXT_MAX = 120;

/** A VAT id in the form it is stored: upper-case, without spaces, dots or dashes. */
export function normalizeVatId(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

const refuse = (field: keyof BillingDetails, message: string): Result<BillingDetails, DomainError> => err(domainError('VALIDATION_FAILED', message, { field }));

/** Checks and normalizes billing details; the first field at fault is named in `details.field`. */
export function checkBillingDetails(input: { readonly [K in keyof BillingDetails]?: string | null | undefined }): Result<BillingDetails, DomainError> {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const [name, address, city, postalCode] = [text(input.name), text(input.address), text(input.city), text(input.postalCode)];
  for (const [field, value] of [
    ['name', name],
    ['address', address],
    ['city', city],
  ] as const) {
    if (value === '') return refuse(field, 'is required');
    if (value.length > BILLING_TEXT_MAX) return refuse(field, `must be at most ${BILLING_TEXT_MAX} characters`);
  }
  if (postalCode.length > 16) return refuse('postalCode', 'must be at most 16 characters');
  const country = text(input.country).toUpperCase();
  if (!isCountryCode(country)) return refuse('country', 'must be an ISO 3166 country code');
  const vat = normalizeVatId(text(input.vatId));
  if (vat !== '' && !VAT_ID_PATTERN.test(vat)) return refuse('vatId', 'must be a VAT id such as DE123456789');
  return ok({ name, address, city, postalCode, country, vatId: vat === '' ? null : vat });
}
