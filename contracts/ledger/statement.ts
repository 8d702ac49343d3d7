import * as v from 'valibot';
import { STATEMENT_KINDS } from '../../domain/index.ts';
import { currencyCode, ddpMethod, list, money } from '../shared/index.ts';

/*
 * `myStatement({ currency?, cursor?, limit? })`: every ledger entry on the
 * caller's accounts (credits, pending and available sales, penalties,
 * affiliate earnings), newest first, a page at a time. `cursor` is the
 * `nextCursor` of the page before; null there means the last page.
 */

// One optional object: a plain tuple (not a union with `[]`, which would accept any params unread).
const StatementParams = v.tuple([
  v.optional(
    v.object({
      currency: v.optional(currencyCode),
      cursor: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'must be a cursor from the page before'))),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
    }),
  ),
]);

export const StatementEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  kind: v.picklist(STATEMENT_KINDS),
  account: v.picklist(['credits', 'pending', 'available', 'penalties', 'earnings']),
  /** Signed: what the entry added to the account. */
  amount: money,
  /** The account's balance right after the entry. */
  balance: money,
  reference: v.nullable(v.object({ type: v.string(), id: v.string() })),
  /** The page of the order, payment, withdrawal… it is about; null for none. */
  link: v.nullable(v.string()),
});
export type StatementEntry = v.InferOutput<typeof StatementEntrySchema>;

export const MyStatementMethod = ddpMethod('myStatement', StatementParams, v.object({ entries: list(StatementEntrySchema), nextCursor: v.nullable(v.string()) }));
export type StatementParamsInput = NonNullable<v.InferOutput<typeof StatementParams>[0]>;
export type Statement = v.InferOutput<typeof MyStatementMethod.result>;
