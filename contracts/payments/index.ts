import * as v from 'valibot';
import { currencyCode, ddpMethod, idempotencyKey, list, money, positiveMinor } from '../shared/index.ts';
import { cardNumber } from './card-number.ts';

export { cardNumber };
export * from './saved-cards.ts';

/*
 * Payments on the wire: `topUpCredits`, the buyer's payment history, and the
 * payment as `placeOrder` reports it. Amounts are `{ minor, currency }`.
 */

export const PAYMENT_METHODS = ['CARD', 'CRYPTO'] as const;
export const PAYMENT_STATUSES = ['requires_action', 'pending', 'succeeded', 'failed', 'expired', 'refunded'] as const;


/** What a started payment asks of the buyer next: open the provider's page (a confirmation step, a crypto invoice). */
export const NextActionSchema = v.object({ type: v.literal('redirect'), url: v.string() });

/** A payment as its payer sees it right after starting it. */
export const StartedPaymentSchema = v.object({
  id: v.string(),
  status: v.picklist(['requires_action', 'pending', 'succeeded']),
  nextAction: v.exactOptional(NextActionSchema),
});

const TopUpParams = v.tuple([
  v.object({
    amount: v.object({ minor: positiveMinor, currency: currencyCode }),
    method: v.picklist(PAYMENT_METHODS),
    card: v.optional(cardNumber),
    idempotencyKey,
  }),
]);

export const TopUpCreditsMethod = ddpMethod('topUpCredits', TopUpParams, v.object({ payment: StartedPaymentSchema }));
export type TopUpCreditsParams = v.InferOutput<typeof TopUpParams>[0];
export type TopUpCreditsAnswer = v.InferOutput<typeof TopUpCreditsMethod.result>;

/** One row of `/dashboard/finances/payments`. */
export const PaymentRecordSchema = v.object({
  id: v.string(),
  purpose: v.picklist(['TOP_UP', 'ORDER_GROUP', 'MEMBERSHIP']),
  orderGroupId: v.nullable(v.string()),
  method: v.picklist([...PAYMENT_METHODS, 'CREDITS']),
  provider: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  amount: money,
  /** What arrived (a crypto invoice may be under- or over-paid); null until something did. */
  received: v.nullable(money),
  createdAt: v.string(),
  updatedAt: v.string(),
  failureReason: v.nullable(v.string()),
});

export const MyPaymentsMethod = ddpMethod(
  'myPayments',
  v.tuple([v.optional(v.object({ limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 50) }), {})]),
  v.object({ payments: list(PaymentRecordSchema) }),
);
export type PaymentRecord = v.InferOutput<typeof PaymentRecordSchema>;

/** `POST /api/payments/simulate` (staff, 'payments.simulate'): a simulated chain payment to a local crypto invoice. */
export const SimulateChainPaymentBody = v.object({
  paymentId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  amount: v.object({ minor: positiveMinor, currency: currencyCode }),
  txHash: v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{8,128}$/, 'must be 8 to 128 letters, digits, _ or -')),
});
export type SimulateChainPaymentParams = v.InferOutput<typeof SimulateChainPaymentBody>;

/** What `POST /api/payments/webhooks/{provider}` answers a delivery it verified. */
export const WebhookAnswerSchema = v.object({ received: v.literal(true), outcome: v.picklist(['applied', 'duplicate', 'ignored']) });
