import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { WithdrawalRecord, WithdrawalRecords } from '../../../../application/payouts/index.ts';
import { mustMoney, USD, VERIFICATION_STATES, type PayoutMethodId, type VerificationState, type WithdrawalStanding, type WithdrawalState } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { users, withdrawals } from '../schema.ts';

type Row = typeof withdrawals.$inferSelect;

function recordOf(r: Row): WithdrawalRecord {
  return {
    id: r.id,
    sellerId: r.sellerId,
    method: r.method as PayoutMethodId,
    amount: mustMoney(r.amountMinor, USD),
    fee: mustMoney(r.feeMinor, USD),
    net: mustMoney(r.netMinor, USD),
    details: r.details,
    state: r.state as WithdrawalState,
    reference: r.reference,
    reason: r.reason,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Withdrawals in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlWithdrawalRecords implements WithdrawalRecords {
  constructor(private readonly db: Database) {}

  async insert(w: WithdrawalRecord): Promise<void> {
    await this.db.insert(withdrawals).values({
      id: w.id,
      sellerId: w.sellerId,
      method: w.method,
      amountMinor: w.amount.minor,
      feeMinor: w.fee.minor,
      netMinor: w.net.minor,
      details: w.details,
      state: w.state,
      reference: w.reference,
      reason: w.reason,
      createdAt: w.createdAt,
      updatedAt: w.updatedAt,
    });
  }

  async find(id: string): Promise<WithdrawalRecord | undefined> {
    const [row] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row === undefined ? undefined : recordOf(row);
  }

  async lock(id: string): Promise<WithdrawalRecord | undefined> {
    const [row] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row === undefined ? undefined : recordOf(row);
  }

  async update(id: string, change: { readonly state: WithdrawalState; readonly reference?: string; readonly reason?: string; readonly at: Date }): Promise<void> {
    await this.db
      .update(withdrawals)
      .set({ state: change.state, updatedAt: change.at, ...(change.reference === undefined ? {} : { reference: change.reference }), ...(change.reason === undefined ? {} : { reason: change.reason }) })
      .where(eq(withdrawals.id, id));
  }

  async ofSeller(sellerId: string, limit: number): Promise<readonly WithdrawalRecord[]> {
    return (await this.db.select().from(withdrawals).where(eq(withdrawals.sellerId, sellerId)).orderBy(desc(withdrawals.createdAt)).limit(limit)).map(recordOf);
  }

  async inStates(states: readonly WithdrawalState[], limit: number): Promise<readonly WithdrawalRecord[]> {
    return (await this.db.select().from(withdrawals).where(inArray(withdrawals.state, [...states])).orderBy(asc(withdrawals.createdAt)).limit(limit)).map(recordOf);
  }

  async withdrawnSince(sellerId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string | null>`sum(${withdrawals.amountMinor})` })
      .from(withdrawals)
      .where(and(eq(withdrawals.sellerId, sellerId), gte(withdrawals.createdAt, since), notInArray(withdrawals.state, ['rejected', 'cancelled', 'failed'])));
    return Number(row?.total ?? 0);
  }

  async lockSellerStanding(sellerId: string): Promise<WithdrawalStanding | undefined> {
    const [row] = await this.db.select({ state: users.verificationState, whiteListed: users.whiteListed }).from(users).where(eq(users.id, sellerId)).for('update');
    if (row === undefined) return undefined;
    const verificationState = (VERIFICATION_STATES as readonly string[]).includes(row.state) ? (row.state as VerificationState) : 'NOT_STARTED';
    return { verificationState, whiteListed: row.whiteListed };
  }
}
