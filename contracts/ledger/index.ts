import * as v from 'valibot';
import { currencyCode, ddpMethod, ddpPublication, idempotencyKey, list, NoParams, positiveMinor, shortText } from '../shared/index.ts';

/*
 * The ledger on the wire: a user's balances (`getBalances`, `myBalances`),
 * staff's `grantCredits`, and the trial balance at
 * `GET /api/admin/ledger/trial-balance`. Amounts are integer minor units.
 */

/** One currency of a user's credits: `available` to spend, `pending` held (e.g. a seller's not-yet-released sales). */
export const BalanceSchema = v.object({ currency: currencyCode, available: v.pipe(v.number(), v.safeInteger()), pending: v.pipe(v.number(), v.safeInteger()) });

export const GetBalancesMethod = ddpMethod('getBalances', NoParams, v.object({ balances: list(BalanceSchema) }));
export type Balances = v.InferOutput<typeof GetBalancesMethod.result>;

/** `myBalances`: one document per currency in `balances`, id = the currency code. */
export const MyBalancesPublication = ddpPublication('myBalances', 'balances', BalanceSchema);

const GrantParams = v.tuple([
  v.object({
    userId: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(64)),
    amount: v.object({ minor: positiveMinor, currency: currencyCode }),
    reason: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), shortText(500)),
    idempotencyKey,
  }),
]);
export const GrantCreditsMethod = ddpMethod('grantCredits', GrantParams, v.object({ transactionId: v.string(), balances: list(BalanceSchema) }));
export type GrantCreditsParams = v.InferOutput<typeof GrantParams>[0];

/** Per currency, the sum of every entry ever posted: 0 when the books balance. */
export const TrialBalanceAnswer = v.object({
  currencies: list(v.object({ currency: currencyCode, sum: v.pipe(v.number(), v.safeInteger()), entries: v.pipe(v.number(), v.integer()) })),
  balanced: v.boolean(),
});
export type TrialBalance = v.InferOutput<typeof TrialBalanceAnswer>;
export * from './statement.ts';
