import * as v from 'valibot';
import { BILLING_TEXT_MAX, COUNTRY_CODES, VAT_ID_PATTERN, normalizeVatId } from '../../domain/index.ts';
import { ddpMethod, list, NoParams } from '../shared/index.ts';
import { PasswordSchema } from './methods.ts';

/*
 * What a user keeps about themself beyond the public profile, and the way
 * out: billing details (the account page's Billing tab, pre-filling the
 * checkout), onboarding finished, the export of their personal data, and
 * deleting the account.
 */

const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));

const BillingFields = v.object({
  name: required(BILLING_TEXT_MAX),
  address: required(BILLING_TEXT_MAX),
  city: required(BILLING_TEXT_MAX),
  postalCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(16, 'must be at most 16 characters')), ''),
  country: v.picklist(COUNTRY_CODES, 'must be an ISO 3166 country code'),
  /** Businesses only; written with or without spaces, dots and dashes. */
  vatId: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.transform(normalizeVatId),
        v.check((s) => s === '' || VAT_ID_PATTERN.test(s), 'must be a VAT id such as DE123456789'),
      ),
    ),
  ),
});
export type SaveBillingDetailsParams = v.InferInput<typeof BillingFields>;

export const BillingDetailsSchema = v.object({
  name: v.string(),
  address: v.string(),
  city: v.string(),
  postalCode: v.string(),
  country: v.string(),
  vatId: v.nullable(v.string()),
});
export type BillingDetailsView = v.InferOutput<typeof BillingDetailsSchema>;

/** `saveBillingDetails`: replaces the caller's billing details (checked again by the domain); answers them as stored. */
export const SaveBillingDetailsMethod = ddpMethod('saveBillingDetails', v.tuple([BillingFields]), BillingDetailsSchema);
/** `myBillingDetails`: the caller's billing details, or null before any were saved. */
export const MyBillingDetailsMethod = ddpMethod('myBillingDetails', NoParams, v.nullable(BillingDetailsSchema));

/** `completeOnboarding`: onboarding finished (the first time counts; again is a no-op); answers when. */
export const CompleteOnboardingMethod = ddpMethod('completeOnboarding', NoParams, v.object({ onboardedAt: v.string() }));

const Rows = list(v.record(v.string(), v.unknown()));

/**
 * `exportMyData`: everything the service keeps about the caller as one JSON
 * document (GDPR art. 15 and 20): profile and settings, orders bought and
 * sold, the entries of their ledger accounts, messages they sent, reviews
 * they wrote or received, notifications, login sessions (never a token), and
 * their billing and payout details, API keys (never a secret), verification
 * case, applications to sell.
 */
export const ExportMyDataMethod = ddpMethod(
  'exportMyData',
  NoParams,
  v.object({
    exportedAt: v.string(),
    profile: v.record(v.string(), v.unknown()),
    settings: v.record(v.string(), v.unknown()),
    billingDetails: v.nullable(BillingDetailsSchema),
    payoutDetails: Rows,
    orders: Rows,
    ledgerEntries: Rows,
    messages: Rows,
    reviews: Rows,
    notifications: Rows,
    sessions: Rows,
    withdrawals: Rows,
    apiKeys: Rows,
    linkedAccounts: Rows,
    verification: v.nullable(v.record(v.string(), v.unknown())),
    crownAwards: Rows,
    sellerApplications: Rows,
  }),
);
export type MyDataExport = v.InferOutput<typeof ExportMyDataMethod.result>;

/**
 * `deleteAccount`: erases the caller's personal data and ends every session.
 * Proven again by the password (LOGIN_FAILED naming `password`) or, for an
 * account with two-factor on, by a code (TWO_FACTOR_INVALID); an account with
 * neither (social sign-in only) proves itself by its session. Refused with
 * one of DELETION_BLOCKERS while an order is open, a balance is not zero or a
 * withdrawal is unpaid.
 */
export const DeleteAccountMethod = ddpMethod(
  'deleteAccount',
  v.tuple([
    v.object({
      password: v.optional(PasswordSchema),
      twoFactorCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Za-z-]{6,12}$/, 'must be a 6-digit code or a recovery code'))),
      confirm: v.literal(true, 'must be true'),
    }),
  ]),
  v.object({ deleted: v.literal(true) }),
);
export type DeleteAccountParams = v.InferInput<(typeof DeleteAccountMethod.params)['items'][0]>;

