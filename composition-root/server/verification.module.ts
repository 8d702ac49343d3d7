import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { Verification } from '../../application/verification/index.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { DiskPrivateDocumentFiles } from '../../adapters/server/media/private-document-files.ts';
import { SharpImageCodec } from '../../adapters/server/media/sharp-image-codec.ts';
import { SqlVerificationStore } from '../../adapters/server/persistence/verification/sql-verification-store.ts';
import { FlexibleRateLimiter } from '../../adapters/server/rate-limits/flexible-rate-limiter.ts';
import type { Config } from '../config.ts';
import { NOTIFICATIONS } from './notifications.module.ts';
import { SHARED } from './shared.module.ts';

export const VERIFICATION = {
  Verification: Symbol.for('verification.Verification') as ServiceIdentifier<Verification>,
} as const;

/**
 * Where identity documents live: `verification-documents` beside the
 * database's directory (never inside the public media directory), or a fresh
 * temporary directory for an in-memory database.
 */
export function privateDocumentsDirectory(config: Pick<Config, 'DATA_DIR'>): string {
  if (config.DATA_DIR.startsWith('memory://')) return mkdtempSync(join(tmpdir(), 'ig-kyc-'));
  return join(dirname(config.DATA_DIR), 'verification-documents');
}

/** Verification (KYC): private documents on disk through sharp, reviewed by staff; upload counts in this process's memory like media's. */
export const verificationModule = new ContainerModule(({ bind }) => {
  bind(VERIFICATION.Verification).toDynamicValue((ctx) => {
    const outbox = ctx.get(SHARED.Outbox);
    return new Verification({
      store: new SqlVerificationStore(ctx.get(SHARED.Database)),
      files: new DiskPrivateDocumentFiles(privateDocumentsDirectory(ctx.get(SHARED.Config))),
      codec: new SharpImageCodec(),
      limiter: FlexibleRateLimiter.inMemory(),
      uow: ctx.get(SHARED.UnitOfWork),
      clock: ctx.get(SHARED.Clock),
      users: userChangesVia(outbox),
      notifications: ctx.get(NOTIFICATIONS.Notifications),
      newId: () => randomBytes(16).toString('hex'),
    });
  });
});
