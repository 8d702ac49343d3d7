import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { GetBalances, GetStatement, GrantCredits, PostingLedger, TrialBalance, type Ledger } from '../../application/ledger/index.ts';
import type { LedgerStore } from '../../application/ledger/ports/index.ts';
import { SqlGrantRecipients } from '../../adapters/server/persistence/ledger/sql-grant-recipients.ts';
import { SqlLedgerStore } from '../../adapters/server/persistence/ledger/sql-ledger-store.ts';
import { SqlStatementReader } from '../../adapters/server/persistence/ledger/sql-statement-reader.ts';
import { SHARED } from './shared.module.ts';

export const LEDGER = {
  /** The only writer of money: orders, payments and payouts inject this. Its calls join the caller's unit of work. */
  Ledger: Symbol.for('ledger.Ledger') as ServiceIdentifier<Ledger>,
  /** The books themselves, for the ledger's own use cases (reads). */
  Store: Symbol.for('ledger.Store') as ServiceIdentifier<LedgerStore>,
  GetBalances: Symbol.for('ledger.GetBalances') as ServiceIdentifier<GetBalances>,
  GrantCredits: Symbol.for('ledger.GrantCredits') as ServiceIdentifier<GrantCredits>,
  TrialBalance: Symbol.for('ledger.TrialBalance') as ServiceIdentifier<TrialBalance>,
  GetStatement: Symbol.for('ledger.GetStatement') as ServiceIdentifier<GetStatement>,
} as const;

/**
 * The ledger over its SQL tables, in the process's one unit of work and
 * outbox, so a posting and the order or payment it pays for commit together
 * and `myBalances` hears of it after commit.
 */
export const ledgerModule = new ContainerModule(({ bind }) => {
  bind(LEDGER.Store).toDynamicValue((ctx) => new SqlLedgerStore(ctx.get(SHARED.Database)));
  bind(LEDGER.Ledger).toDynamicValue((ctx) => new PostingLedger(ctx.get(LEDGER.Store), ctx.get(SHARED.UnitOfWork), ctx.get(SHARED.Outbox)));
  bind(LEDGER.GetBalances).toDynamicValue((ctx) => new GetBalances(ctx.get(LEDGER.Store)));
  bind(LEDGER.GrantCredits).toDynamicValue(
    (ctx) => new GrantCredits(ctx.get(LEDGER.Ledger), ctx.get(LEDGER.Store), new SqlGrantRecipients(ctx.get(SHARED.Database)), ctx.get(SHARED.Idempotency)),
  );
  bind(LEDGER.GetStatement).toDynamicValue((ctx) => new GetStatement(new SqlStatementReader(ctx.get(SHARED.Database))));
  bind(LEDGER.TrialBalance).toDynamicValue((ctx) => new TrialBalance(ctx.get(LEDGER.Store)));
});
