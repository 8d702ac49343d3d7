import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlActorDirectory } from '../../../adapters/server/persistence/accounts/sql-actor-directory.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { users } from '../../../adapters/server/persistence/schema.ts';
import { NO_ROLE_FLAGS, VISITOR, roleFlags } from '../../../domain/index.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';

let testDb: TestDatabase;
let handle: DatabaseHandle;

/** A user row with a password hash and a 2FA secret, so a leak would show. */
async function account(id: string, fields: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  await handle.db.insert(users).values({
    id,
    username: id,
    slug: id,
    emails: [{ address: `${id}@t.test`, verified: true }],
    emailLower: `${id}@t.test`,
    passwordHash: '$argon2id$secret-hash',
    twoFactorSecret: 'SECRETSECRET',
    twoFactorEnabled: true,
    ...fields,
  });
  return id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`SqlActorDirectory on ${DATABASE_KIND}`, () => {
  it('builds the actor from roles, ban and verification state only, dropping unknown roles', async () => {
    const directory = new SqlActorDirectory(handle.db);
    const id = await account('actor-seller', { roles: ['SELLER', 'admin', 'MODERATOR'], verificationState: 'VERIFICATION_REQUIRED' });
    const actor = await directory.actorOf(id);
    expect(actor).toEqual({
      userId: id,
      roles: ['SELLER', 'MODERATOR'],
      flags: roleFlags(['SELLER', 'MODERATOR']),
      verificationState: 'VERIFICATION_REQUIRED',
      banned: false,
    });
    expect(JSON.stringify(actor)).not.toMatch(/secret|argon2/i);
  });

  it('answers the visitor for an unknown or removed account, and keeps a banned one as banned', async () => {
    const directory = new SqlActorDirectory(handle.db);
    expect(await directory.actorOf('nobody')).toBe(VISITOR);
    expect(await directory.actorOf(await account('actor-removed', { roles: ['ADMIN'], removed: true }))).toBe(VISITOR);
    expect(await directory.actorOf(await account('actor-banned', { roles: ['ADMIN'], banned: true }))).toMatchObject({ userId: 'actor-banned', banned: true });
  });

  it('reads an unknown verification state as NOT_STARTED, and no roles as no flags', async () => {
    const directory = new SqlActorDirectory(handle.db);
    const id = await account('actor-odd', { roles: [], verificationState: 'LEGACY_STATE' });
    expect(await directory.actorOf(id)).toMatchObject({ roles: [], flags: NO_ROLE_FLAGS, verificationState: 'NOT_STARTED' });
  });

  it('reads the account fresh on every call, so a new role applies at once', async () => {
    const directory = new SqlActorDirectory(handle.db);
    const id = await account('actor-promoted', { roles: ['CUSTOMER'] });
    expect((await directory.actorOf(id)).flags.isSeller).toBe(false);
    await handle.db.update(users).set({ roles: ['CUSTOMER', 'SELLER'] }).where(eq(users.id, id));
    expect((await directory.actorOf(id)).flags.isSeller).toBe(true);
  });
  it('answers many calls asked at once, each with its own account, from reads that still see every account as it stands', async () => {
    const directory = new SqlActorDirectory(handle.db);
    const seller = await account('actor-batch-seller', { roles: ['SELLER'] });
    const gone = await account('actor-batch-gone', { roles: ['ADMIN'], removed: true });
    const buyer = await account('actor-batch-buyer', { roles: ['CUSTOMER'], banned: true });
    const actors = await Promise.all([directory.actorOf(seller), directory.actorOf(gone), directory.actorOf(buyer), directory.actorOf('nobody'), directory.actorOf(seller)]);
    expect(actors.map((a) => a.userId)).toEqual([seller, null, buyer, null, seller]);
    expect(actors[0]?.flags.isSeller).toBe(true);
    expect(actors[2]).toMatchObject({ banned: true, roles: ['CUSTOMER'] });
  });
});
