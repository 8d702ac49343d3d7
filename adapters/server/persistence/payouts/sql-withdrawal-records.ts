import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { WithdrawalRecord, WithdrawalRecords } from '../../../../application/payouts/index.ts';
import { mustMoney, USD, type PayoutMethodId, type WithdrawalState } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { withdrawals } from '../schema.ts';

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
}
