import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { Profiles } from '../../application/accounts/profile.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { SqlProfileStore } from '../../adapters/server/persistence/accounts/sql-profile-store.ts';
import { MEDIA_FILES_PREFIX } from '../../contracts/media/index.ts';
import { MEDIA } from './media.module.ts';
import { SHARED } from './shared.module.ts';

export const PROFILE = {
  Profiles: Symbol.for('accounts.Profiles') as ServiceIdentifier<Profiles>,
} as const;

/** The profile a user edits (Profile tab, onboarding): its SQL columns, and pictures from the media upload's store. */
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
});
