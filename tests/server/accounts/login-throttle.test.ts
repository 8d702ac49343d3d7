import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsDeps } from '../../../application/accounts/deps.ts';
import { LoginWithPassword } from '../../../application/accounts/sign-in.ts';
import { Argon2PasswordHasher } from '../../../adapters/server/accounts/argon2-password-hasher.ts';
import { CryptoRandomTokens } from '../../../adapters/server/accounts/crypto-random-tokens.ts';
import { OtplibTwoFactorCodes } from '../../../adapters/server/accounts/otplib-two-factor-codes.ts';
import { passwordDigest } from '../../../adapters/server/accounts/password-digest.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { createTransactionalOutbox } from '../../../adapters/server/persistence/shared/transactional-outbox.ts';
import { userChangesVia } from '../../../application/shared/ports/index.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { writeDemoCatalog, type DemoAccount } from '../../../adapters/server/persistence/shared/demo-data-writer.ts';
import { SqlAccountStore } from '../../../adapters/server/persistence/accounts/sql-account-store.ts';
import { SqlAccountTokenStore } from '../../../adapters/server/persistence/accounts/sql-account-token-store.ts';
import { SqlLoginThrottle } from '../../../adapters/server/persistence/accounts/sql-login-throttle.ts';
import { SqlSessionTokens } from '../../../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { generateDemoCatalog } from '../../../adapters/server/seed/demo-catalog.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

/** A clock the test moves by hand. */
const clock = { at: new Date('2026-11-21T12:00:00Z').getTime(), now: () => new Date(clock.at) };

/** The real hasher, counting verifications: an unknown e-mail must cost one as a wrong password does. */
class CountingHasher extends Argon2PasswordHasher {
  verified = 0;
  override verify(hash: string, password: string): Promise<boolean> {
    this.verified += 1;
    return super.verify(hash, password);
  }
}
const hasher = new CountingHasher();

let testDb: TestDatabase;
let handle: DatabaseHandle;
let login: LoginWithPassword;
let customer: DemoAccount;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  const catalog = generateDemoCatalog({ listings: 50 });
  await writeDemoCatalog(handle.db, catalog, new Argon2PasswordHasher());
  customer = catalog.demoAccounts.find((a) => a.email === 'customer@demo.ig-market.test') ?? (catalog.demoAccounts[0] as DemoAccount);
  const deps: AccountsDeps = {
    accounts: new SqlAccountStore(handle.db),
    resumeTokens: new SqlSessionTokens(handle.db, clock),
    accountTokens: new SqlAccountTokenStore(handle.db),
    throttle: new SqlLoginThrottle(handle.db),
    hasher,
    twoFactor: new OtplibTwoFactorCodes(clock, 'test'),
    random: new CryptoRandomTokens(),
    mailer: { send: () => Promise.resolve() },
    breachedPasswords: { includes: () => Promise.resolve(false) },
    ...(() => {
      const { unitOfWork, outbox } = createTransactionalOutbox(handle.db, new InProcessChangeFeed());
      return { uow: unitOfWork, userChanges: userChangesVia(outbox) };
    })(),
    clock,
    publicUrl: () => 'http://test',
  };
  login = new LoginWithPassword(deps);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`sign-in limits (ASVS V2.2.1) on ${DATABASE_KIND}`, () => {
  it('refuses from the 101st attempt within an hour even with the right password, and lifts later', async () => {
    const attempt = (password: string, clientAddress: string) =>
      login.execute({ email: customer.email, passwordDigest: passwordDigest(password), clientAddress });
    for (let i = 0; i < 100; i++) {
      clock.at += 10_000; // 100 failures over ~17 minutes, from many addresses
      const r = await attempt(`wrong-${i}`, `10.0.${i % 50}.1`);
      expect(r._unsafeUnwrapErr().code).toBe('LOGIN_FAILED');
    }
    clock.at += 10_000;
    expect((await attempt(customer.password, '192.0.2.7'))._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
    // Half an hour later the first failures are still inside the hour.
    clock.at += 30 * 60_000;
    expect((await attempt(customer.password, '192.0.2.7'))._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
    // An hour after the last failure the window is empty again.
    clock.at += 31 * 60_000;
    expect((await attempt(customer.password, '192.0.2.7'))._unsafeUnwrap().id).toBe(customer.userId);
  }, 120_000);

  it('verifies a password hash for an unknown e-mail too, so timing does not tell who has an account (issue 11, finding 5)', async () => {
    const before = hasher.verified;
    const unknown = await login.execute({ email: 'nobody-at-all@nowhere.test', passwordDigest: passwordDigest('guess'), clientAddress: '203.0.113.5' });
    expect(unknown._unsafeUnwrapErr().code).toBe('LOGIN_FAILED');
    expect(hasher.verified - before).toBe(1);
    const wrong = await login.execute({ email: customer.email, passwordDigest: passwordDigest('guess'), clientAddress: '203.0.113.5' });
    expect(wrong._unsafeUnwrapErr()).toEqual(unknown._unsafeUnwrapErr());
    expect(hasher.verified - before).toBe(2);
  }, 120_000);

  it('limits one address probing many accounts', async () => {
    for (let i = 0; i < 300; i++) {
      const r = await login.execute({ email: `probe-${i}@nowhere.test`, passwordDigest: passwordDigest('x'), clientAddress: '198.51.100.9' });
      expect(r._unsafeUnwrapErr().code).toBe('LOGIN_FAILED');
    }
    const blocked = await login.execute({ email: customer.email, passwordDigest: passwordDigest(customer.password), clientAddress: '198.51.100.9' });
    expect(blocked._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
    const elsewhere = await login.execute({ email: customer.email, passwordDigest: passwordDigest(customer.password), clientAddress: '198.51.100.10' });
    expect(elsewhere.isOk()).toBe(true);
  }, 120_000);
});
