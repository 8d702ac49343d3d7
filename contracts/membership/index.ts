import * as v from 'valibot';
import { MEMBERSHIP_STATUSES } from '../../domain/index.ts';
import { SavedCardSchema, StartedPaymentSchema, cardNumber } from '../payments/index.ts';
import { currencyCode, ddpMethod, idempotencyKey } from '../shared/index.ts';

/*
 * ig-plus on the wire. The price is always the server's (the plan's USD
 * price at today's rate); a client only says which currency it pays in.
 */

const amount = v.object({ minor: v.pipe(v.number(), v.safeInteger()), currency: v.string() });

/** A member's ig-plus, as its owner sees it. Dates are ISO timestamps. */
export const MembershipSchema = v.object({
  status: v.picklist(MEMBERSHIP_STATUSES),
  currency: v.string(),
  periodEnd: v.string(),
  cancelAtPeriodEnd: v.boolean(),
  failedAttempts: v.number(),
  nextAttemptAt: v.nullable(v.string()),
  startedAt: v.string(),
});
export type MembershipView = v.InferOutput<typeof MembershipSchema>;

/** `getIgPlus`: a month's price in `currency`, and the caller's membership (null for visitors and non-members). */
export const GetIgPlusMethod = ddpMethod('getIgPlus', v.tuple([v.object({ currency: currencyCode })]), v.object({ price: amount, membership: v.nullable(MembershipSchema) }));
export type IgPlusAnswer = v.InferOutput<typeof GetIgPlusMethod.result>;

export const IG_PLUS_PAYMENT_METHODS = ['CREDITS', 'CARD', 'CRYPTO'] as const;

const BuyParams = v.tuple([
  v.object({
    currency: currencyCode,
    method: v.picklist(IG_PLUS_PAYMENT_METHODS, `must be one of ${IG_PLUS_PAYMENT_METHODS.join(', ')}`),
    card: v.optional(cardNumber),
    /** With CARD: keep the card for the renewals (tried when the credits fall short). */
    saveCard: v.optional(v.boolean()),
    idempotencyKey,
  }),
]);
/**
 * `buyIgPlus`: one month, charged from the credits at once (CREDITS) or paid
 * by card or crypto first (`payment` then says whether a provider step is
 * left). The same key answers the same purchase; MEMBERSHIP_ALREADY_ACTIVE
 * while a membership runs; INSUFFICIENT_FUNDS when the credits fall short.
 * `savedCard` is the card kept when `saveCard` asked for it and the card paid.
 */
export const BuyIgPlusMethod = ddpMethod(
  'buyIgPlus',
  BuyParams,
  v.object({ membership: v.nullable(MembershipSchema), payment: v.nullable(StartedPaymentSchema), savedCard: v.nullable(SavedCardSchema) }),
);
export type BuyIgPlusParams = v.InferOutput<typeof BuyParams>[0];
export type BuyIgPlusAnswer = v.InferOutput<typeof BuyIgPlusMethod.result>;

/** `cancelIgPlus`: the membership ends at the period's end instead of renewing. `resumeIgPlus` undoes it. MEMBERSHIP_NOT_FOUND without one running. */
export const CancelIgPlusMethod = ddpMethod('cancelIgPlus', v.tuple([]), MembershipSchema);
export const ResumeIgPlusMethod = ddpMethod('resumeIgPlus', v.tuple([]), MembershipSchema);
