import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { HoldState, LedgerAccount, Position, PostingEntry } from '../../../../domain/index.ts';
import type { Hold, LedgerReference } from '../../../../application/ledger/index.ts';
import type {
  CurrencyTotal,
  HoldClaim,
  HoldHeader,
  LedgerStore,
  PositionKey,
  TransactionClaim,
  TransactionHeader,
} from '../../../../application/ledger/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { ledgerBalances, ledgerEntries, ledgerHolds, ledgerTransactions } from '../schema.ts';
import { accountOf, digestHash, holdOf, rowId, safeNumber } from './ledger-rows.ts';

interface PositionRow {
  readonly account: string;
  readonly currency: string;
  readonly balance: unknown;
  readonly pending: unknown;
}

const positionOf = (row: PositionRow): Position => ({ account: accountOf(row.account), currency: row.currency, balance: safeNumber(row.balance), pending: safeNumber(row.pending) });

/**
 * {@link LedgerStore} on the ledger's tables, joining the ambient
 * transaction. Keys are claimed with INSERT … ON CONFLICT DO NOTHING: on
 * PostgreSQL a second claim of a key waits on the unique index until the
 * first transaction ends, then sees its row (or takes the key if it rolled
 * back). Positions are locked by one upsert in the caller's sorted order, so
 * two posts sharing accounts queue instead of deadlocking; the database's
 * CHECKs and triggers (migration's hand-written block) back every rule up.
 */
export class SqlLedgerStore implements LedgerStore {
  constructor(private readonly db: Database) {}

  async claimTransaction(header: TransactionHeader): Promise<TransactionClaim> {
    const digest = digestHash(header.digest);
    const [claimed] = await this.db
      .insert(ledgerTransactions)
      .values({
        idempotencyKey: header.idempotencyKey,
        kind: header.kind,
        referenceType: header.reference?.type ?? null,
        referenceId: header.reference?.id ?? null,
        memo: header.memo ?? null,
        digest,
      })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id, postedAt: ledgerTransactions.postedAt });
    if (claimed !== undefined) return { outcome: 'claimed', id: String(claimed.id), postedAt: claimed.postedAt };
    const [existing] = await this.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, header.idempotencyKey));
    if (existing === undefined) throw new Error(`ledger: key ${header.idempotencyKey} conflicted but no transaction holds it`);
    return { outcome: 'exists', id: String(existing.id), kind: existing.kind, postedAt: existing.postedAt, sameDigest: existing.digest === digest };
  }

  async writeEntries(transactionId: string, entries: readonly PostingEntry[]): Promise<void> {
    const id = rowId(transactionId);
    if (id === undefined) throw new Error(`ledger: no transaction ${transactionId}`);
    await this.db.insert(ledgerEntries).values(entries.map((entry) => ({ transactionId: id, account: entry.account, currency: entry.amount.currency, amount: entry.amount.minor })));
  }

  async lockPositions(keys: readonly PositionKey[]): Promise<Position[]> {
    if (keys.length === 0) return [];
    // One statement creates the missing rows and locks them all, in the order given (the ledger sorts it).
    const values = sql.join(
      keys.map((key) => sql`(${key.account}, ${key.currency})`),
      sql`, `,
    );
    const result = (await this.db.execute(sql`
      INSERT INTO ledger_balances (account, currency) VALUES ${values}
      ON CONFLICT (account, currency) DO UPDATE SET balance = ledger_balances.balance
      RETURNING account, currency, balance::text AS balance, pending::text AS pending`)) as unknown as { rows: PositionRow[] };
    return result.rows.map(positionOf);
  }

  async savePositions(positions: readonly Position[]): Promise<void> {
    if (positions.length === 0) return;
    const values = sql.join(
      positions.map((p) => sql`(${p.account}::text, ${p.currency}::text, ${p.balance}::bigint, ${p.pending}::bigint)`),
      sql`, `,
    );
    await this.db.execute(sql`
      UPDATE ledger_balances AS b SET balance = v.balance, pending = v.pending
      FROM (VALUES ${values}) AS v(account, currency, balance, pending)
      WHERE b.account = v.account AND b.currency = v.currency`);
  }

  async readPositions(accounts: readonly LedgerAccount[]): Promise<Position[]> {
    if (accounts.length === 0) return [];
    const rows = await this.db
      .select({ account: ledgerBalances.account, currency: ledgerBalances.currency, balance: ledgerBalances.balance, pending: ledgerBalances.pending })
      .from(ledgerBalances)
      .where(inArray(ledgerBalances.account, [...accounts]))
      .orderBy(asc(ledgerBalances.account), asc(ledgerBalances.currency));
    return rows.map(positionOf);
  }

  async claimHold(header: HoldHeader): Promise<HoldClaim> {
    const [claimed] = await this.db
      .insert(ledgerHolds)
      .values({
        idempotencyKey: header.idempotencyKey,
        fromAccount: header.from,
        toAccount: header.to,
        amount: header.amount.minor,
        currency: header.amount.currency,
        referenceType: header.reference?.type ?? null,
        referenceId: header.reference?.id ?? null,
      })
      .onConflictDoNothing({ target: ledgerHolds.idempotencyKey })
      .returning();
    if (claimed !== undefined) return { outcome: 'claimed', hold: holdOf(claimed) };
    const [existing] = await this.db.select().from(ledgerHolds).where(eq(ledgerHolds.idempotencyKey, header.idempotencyKey));
    if (existing === undefined) throw new Error(`ledger: hold key ${header.idempotencyKey} conflicted but no hold holds it`);
    return { outcome: 'exists', hold: holdOf(existing) };
  }

  async lockHold(holdId: string): Promise<Hold | undefined> {
    const id = rowId(holdId);
    if (id === undefined) return undefined;
    const [row] = await this.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, id)).for('update');
    return row === undefined ? undefined : holdOf(row);
  }

  async resolveHold(holdId: string, state: Exclude<HoldState, 'pending'>): Promise<void> {
    const id = rowId(holdId);
    if (id === undefined) throw new Error(`ledger: no hold ${holdId}`);
    await this.db.update(ledgerHolds).set({ state, resolvedAt: sql`now()` }).where(eq(ledgerHolds.id, id));
  }

  async holdsFor(reference: LedgerReference): Promise<Hold[]> {
    const rows = await this.db
      .select()
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.referenceType, reference.type), eq(ledgerHolds.referenceId, reference.id)))
      .orderBy(asc(ledgerHolds.id));
    return rows.map(holdOf);
  }

  async pendingHoldsTo(accounts: readonly LedgerAccount[]): Promise<{ account: LedgerAccount; currency: string; amount: number }[]> {
    if (accounts.length === 0) return [];
    const rows = await this.db
      .select({ account: ledgerHolds.toAccount, currency: ledgerHolds.currency, amount: sql<string>`sum(${ledgerHolds.amount})::text` })
      .from(ledgerHolds)
      .where(and(eq(ledgerHolds.state, 'pending'), inArray(ledgerHolds.toAccount, [...accounts])))
      .groupBy(ledgerHolds.toAccount, ledgerHolds.currency);
    return rows.map((row) => ({ account: accountOf(row.account), currency: row.currency, amount: safeNumber(row.amount) }));
  }

  async trialBalance(): Promise<CurrencyTotal[]> {
    const rows = await this.db
      .select({ currency: ledgerEntries.currency, sum: sql<string>`sum(${ledgerEntries.amount})::text`, entries: sql<string>`count(*)::text` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.currency)
      .orderBy(asc(ledgerEntries.currency));
    return rows.map((row) => ({ currency: row.currency, sum: safeNumber(row.sum), entries: safeNumber(row.entries) }));
  }
}
