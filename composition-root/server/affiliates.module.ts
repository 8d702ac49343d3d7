import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { AffiliateCommissions, AffiliateProgram } from '../../application/affiliates/index.ts';
import { SqlAffiliateStore } from '../../adapters/server/persistence/affiliates/sql-affiliate-store.ts';
import { LEDGER } from './ledger.module.ts';
import { SHARED } from './shared.module.ts';

export const AFFILIATES = {
  Program: Symbol.for('affiliates.Program') as ServiceIdentifier<AffiliateProgram>,
  Commissions: Symbol.for('affiliates.Commissions') as ServiceIdentifier<AffiliateCommissions>,
} as const;

/** The affiliate programme: joining and the dashboard (DDP), clicks (page routes), attribution (checkout), commissions (order lifecycle). */
export const affiliatesModule = new ContainerModule(({ bind }) => {
  bind(AFFILIATES.Program).toDynamicValue((ctx) => {
    const address = ctx.get(SHARED.PublicAddress);
    return new AffiliateProgram({ store: new SqlAffiliateStore(ctx.get(SHARED.Database)), clock: ctx.get(SHARED.Clock), uow: ctx.get(SHARED.UnitOfWork), publicUrl: () => address.url() });
  });
  bind(AFFILIATES.Commissions).toDynamicValue((ctx) => new AffiliateCommissions(new SqlAffiliateStore(ctx.get(SHARED.Database)), ctx.get(LEDGER.Ledger), ctx.get(SHARED.Clock)));
});
