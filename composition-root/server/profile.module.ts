import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { AccountData } from '../../application/accounts/account-data.ts';
import { DeleteAccount, type DeleteAccountDeps } from '../../application/accounts/account-deletion.ts';
import { RemoveUser } from '../../application/accounts/account-removal.ts';
import { SqlStaffUsers } from '../../adapters/server/persistence/staff/sql-staff-users.ts';
import { CrownAwards } from '../../application/accounts/crown-awards.ts';
import { Profiles } from '../../application/accounts/profile.ts';
import { sellerStandingVia, userChangesVia } from '../../application/shared/ports/index.ts';
import { SqlAccountData, SqlCrownStore } from '../../adapters/server/persistence/accounts/sql-account-data.ts';
import { ownLedgerAccounts } from '../../adapters/server/persistence/accounts/sql-personal-data.ts';
import { SqlProfileStore } from '../../adapters/server/persistence/accounts/sql-profile-store.ts';
import { MEDIA_FILES_PREFIX } from '../../contracts/media/index.ts';
import type { LedgerAccount } from '../../domain/index.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { LEDGER } from './ledger.module.ts';
import { MEDIA } from './media.module.ts';
import { SHARED } from './shared.module.ts';
import { VERIFICATION } from './verification.module.ts';

export const PROFILE = {
  Profiles: Symbol.for('accounts.Profiles') as ServiceIdentifier<Profiles>,
  AccountData: Symbol.for('accounts.AccountData') as ServiceIdentifier<AccountData>,
  DeleteAccount: Symbol.for('accounts.DeleteAccount') as ServiceIdentifier<DeleteAccount>,
  RemoveUser: Symbol.for('accounts.RemoveUser') as ServiceIdentifier<RemoveUser>,
  Crowns: Symbol.for('accounts.Crowns') as ServiceIdentifier<CrownAwards>,
} as const;

/**
 * The account a user edits (Profile and Billing tabs, onboarding): its SQL
 * columns and pictures from the media upload's store; the data export and
 * deletion (balances from the ledger, document images through verification);
 * crowns awarded by the order lifecycle.
 */
export const profileModule = new ContainerModule(({ bind }) => {
  bind(PROFILE.Profiles).toDynamicValue(
    (ctx) =>
      new Profiles({
        store: new SqlProfileStore(ctx.get(SHARED.Database)),
        images: ctx.get(MEDIA.Store),
        imagePath: (key) => `${MEDIA_FILES_PREFIX}${key}`,
        uow: ctx.get(SHARED.UnitOfWork),
        userChanges: userChangesVia(ctx.get(SHARED.Outbox)),
      }),
  );
  bind(PROFILE.AccountData).toDynamicValue(
    (ctx) => new AccountData({ store: new SqlAccountData(ctx.get(SHARED.Database)), uow: ctx.get(SHARED.UnitOfWork), userChanges: userChangesVia(ctx.get(SHARED.Outbox)), clock: ctx.get(SHARED.Clock) }),
  );
  const deletionDeps = (ctx: { get: <T>(id: ServiceIdentifier<T>) => T }): DeleteAccountDeps => {
    const ledger = ctx.get(LEDGER.Ledger);
    const verification = ctx.get(VERIFICATION.Verification);
    return {
      accounts: ctx.get(ACCOUNTS.Deps),
      store: new SqlAccountData(ctx.get(SHARED.Database)),
      // Penalties are what a seller owes, not money held for them: they do not block a deletion.
      balancesOf: async (userId) =>
        (await ledger.balances(ownLedgerAccounts(userId).filter((a) => !a.startsWith('penalties:')) as LedgerAccount[])).map((b) => ({ account: b.account, currency: b.currency, amountMinor: b.balance })),
      removeDocument: (id) => verification.removeDocumentImages([id]),
      standing: sellerStandingVia(ctx.get(SHARED.Outbox)),
    };
  };
  bind(PROFILE.DeleteAccount).toDynamicValue((ctx) => new DeleteAccount(deletionDeps(ctx)));
  bind(PROFILE.RemoveUser).toDynamicValue((ctx) => {
    const audit = new SqlStaffUsers(ctx.get(SHARED.Database));
    return new RemoveUser(deletionDeps(ctx), (userId, entry) => audit.recordAction(userId, entry));
  });
  bind(PROFILE.Crowns).toDynamicValue((ctx) => new CrownAwards(new SqlCrownStore(ctx.get(SHARED.Database)), ctx.get(SHARED.Clock), userChangesVia(ctx.get(SHARED.Outbox))));
});
