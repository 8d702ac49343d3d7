/**
 * The ledger's tables (part of the one SQL schema, see ../schema.ts). Amounts
 * are signed bigint minor units with their currency. The database guards
 * what the code promises, so a bug or a hand-typed statement cannot break the
 * books (the triggers are in the migration's hand-written block):
 * transactions and entries are append-only; a transaction's entries sum to
 * zero per currency at commit; a position of an account that may not go
 * negative keeps balance ≥ 0 and balance − pending ≥ 0 (CHECK); a hold moves
 * only from pending to posted or voided.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../shared/columns.ts';

/** A transaction's header, written once under its idempotency key. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The business event: `top-up`, `order-paid`, `grant`, `hold-posted`… */
    kind: text('kind').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    memo: text('memo'),
    /** SHA-256 of the kind and entries, so a replay of the key with other entries is told apart. */
    digest: text('digest').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_key_idx').on(t.idempotencyKey), index('ledger_transactions_reference_idx').on(t.referenceType, t.referenceId)],
);

/** The lines of transactions: `amount` is added to the account's balance in `currency`. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.account, t.currency),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each account's position per currency, cached from the entries in the same
 * transaction that writes them: `balance` (sum of entries) and `pending`
 * (set aside by pending holds). `non_negative` is computed by the database
 * from the account's name (buyer, escrow and seller accounts), so no writer
 * can opt out of the CHECK.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    pending: bigint('pending', { mode: 'number' }).notNull().default(0),
    nonNegative: boolean('non_negative')
      .notNull()
      .generatedAlwaysAs(sql`account LIKE 'buyer:%' OR account LIKE 'escrow:%' OR account LIKE 'seller:%'`),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.currency] }),
    check('ledger_balances_pending_nonnegative', sql`${t.pending} >= 0`),
    check('ledger_balances_nonnegative', sql`NOT ${t.nonNegative} OR (${t.balance} >= 0 AND ${t.balance} - ${t.pending} >= 0)`),
  ],
);

/** Two-phase transfers: set aside out of `from_account` while pending, moved to `to_account` when posted, given back when voided. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: ['pending', 'posted', 'voided'] }).notNull().default('pending'),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('ledger_holds_key_idx').on(t.idempotencyKey),
    index('ledger_holds_reference_idx').on(t.referenceType, t.referenceId),
    index('ledger_holds_pending_to_idx').on(t.toAccount).where(sql`${t.state} = 'pending'`),
    check('ledger_holds_amount_positive', sql`${t.amount} > 0`),
    check('ledger_holds_state', sql`${t.state} IN ('pending', 'posted', 'voided')`),
    check('ledger_holds_two_accounts', sql`${t.fromAccount} <> ${t.toAccount}`),
  ],
);
