import { randomBytes } from 'node:crypto';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { ManualPayoutProvider, PayoutDetailsBook, Withdrawals } from '../../application/payouts/index.ts';
import { SqlPayoutDetails } from '../../adapters/server/persistence/payouts/sql-payout-details.ts';
import { SqlWithdrawalRecords } from '../../adapters/server/persistence/payouts/sql-withdrawal-records.ts';
import { LEDGER } from './ledger.module.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { SHARED } from './shared.module.ts';

export const PAYOUTS = {
  Withdrawals: Symbol.for('payouts.Withdrawals') as ServiceIdentifier<Withdrawals>,
  PayoutDetails: Symbol.for('payouts.PayoutDetails') as ServiceIdentifier<PayoutDetailsBook>,
} as const;

/** Sellers' withdrawals, paid by hand by disbursers through the manual payout provider (the default adapter). */
export const payoutsModule = new ContainerModule(({ bind }) => {
  bind(PAYOUTS.PayoutDetails).toDynamicValue((ctx) => new PayoutDetailsBook(new SqlPayoutDetails(ctx.get(SHARED.Database)), ctx.get(SHARED.Clock)));
  bind(PAYOUTS.Withdrawals).toDynamicValue(
    (ctx) =>
      new Withdrawals({
        records: new SqlWithdrawalRecords(ctx.get(SHARED.Database)),
        ledger: ctx.get(LEDGER.Ledger),
        provider: new ManualPayoutProvider(),
        idempotency: ctx.get(SHARED.Idempotency),
        uow: ctx.get(SHARED.UnitOfWork),
        clock: ctx.get(SHARED.Clock),
        // Unguessable: a withdrawal id is no way into someone else's money, but need not be enumerable either.
        newId: () => `wd_${randomBytes(12).toString('base64url')}`,
        notifications: ctx.get(NOTIFICATIONS.Notifications),
        savedDetails: ctx.get(PAYOUTS.PayoutDetails),
      }),
  );
});
