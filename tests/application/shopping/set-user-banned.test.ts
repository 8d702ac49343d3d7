import { describe, expect, it } from 'vitest';
import { SetUserBanned } from '../../../application/shopping/index.ts';
import { FakeUnitOfWork } from '../shared/fake-unit-of-work.ts';
import { bannedActor, InMemoryUserAdministration, RecordingUserChanges, userActor, visitor } from './fakes.ts';

function setup() {
  const admin = new InMemoryUserAdministration([
    { id: 'cust', roles: ['CUSTOMER'], banned: false },
    { id: 'boss', roles: ['ADMIN'], banned: false },
    { id: 'mod', roles: ['MODERATOR'], banned: false },
    { id: 'root', roles: ['SUPER_USER'], banned: false },
  ]);
  const uow = new FakeUnitOfWork();
  const changes = new RecordingUserChanges(uow);
  const standing: string[] = [];
  const uc = new SetUserBanned(admin, changes, uow, { now: () => new Date('2026-11-27T10:00:00Z') }, { standingChanged: async (id) => void standing.push(id) });
  return { admin, changes, uow, standing, uc };
}

describe('SetUserBanned', () => {
  it('answers 401 to visitors and 403 to users who are not ADMIN or MODERATOR', async () => {
    const s = setup();
    expect((await s.uc.execute(visitor, { userId: 'cust', banned: true }))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    for (const roles of [['CUSTOMER'], ['SELLER', 'BULK_SELLER'], ['STAFF', 'SUPER_USER'], ['admin']]) {
      expect((await s.uc.execute(userActor('x', roles), { userId: 'cust', banned: true }))._unsafeUnwrapErr()).toEqual({ code: 'FORBIDDEN', message: 'Access denied' });
    }
    expect(s.admin.users.get('cust')?.banned).toBe(false);
    expect(s.changes.changed).toEqual([]);
  });

  it('lets an admin and a moderator ban and unban, announcing each change once', async () => {
    const s = setup();
    expect((await s.uc.execute(userActor('boss', ['ADMIN']), { userId: 'cust', banned: true }))._unsafeUnwrap()).toEqual({ userId: 'cust', banned: true });
    expect(s.admin.users.get('cust')?.banned).toBe(true);
    expect((await s.uc.execute(userActor('mod', ['MODERATOR']), { userId: 'cust', banned: true }))._unsafeUnwrap()).toEqual({ userId: 'cust', banned: true });
    expect((await s.uc.execute(userActor('mod', ['MODERATOR']), { userId: 'cust', banned: false }))._unsafeUnwrap()).toEqual({ userId: 'cust', banned: false });
    expect(s.changes.changed).toEqual(['cust', 'cust']);
    // Each real change also moves the user's listings out of (and back into) the market; the repeat does not.
    expect(s.standing).toEqual(['cust', 'cust']);
  });

  it('writes one audit line per change with who, when and why; a repeat writes none', async () => {
    const s = setup();
    await s.uc.execute(userActor('boss', ['ADMIN']), { userId: 'cust', banned: true, reason: '  Chargeback fraud  ' });
    await s.uc.execute(userActor('mod', ['MODERATOR']), { userId: 'cust', banned: true, reason: 'again' });
    await s.uc.execute(userActor('mod', ['MODERATOR']), { userId: 'cust', banned: false });
    expect(s.admin.audit).toEqual([
      { userId: 'cust', banned: true, staffId: 'boss', at: new Date('2026-11-27T10:00:00Z'), reason: 'Chargeback fraud' },
      { userId: 'cust', banned: false, staffId: 'mod', at: new Date('2026-11-27T10:00:00Z'), reason: 'No reason given' },
    ]);
  });

  it('refuses banning yourself', async () => {
    const s = setup();
    const e = (await s.uc.execute(userActor('boss', ['ADMIN']), { userId: 'boss', banned: true }))._unsafeUnwrapErr();
    expect(e).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'userId' } });
    expect(s.admin.users.get('boss')?.banned).toBe(false);
  });

  it('refuses a moderator acting on an admin, but lets an admin act on a moderator', async () => {
    const s = setup();
    expect((await s.uc.execute(userActor('mod', ['MODERATOR']), { userId: 'boss', banned: true }))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    expect(s.admin.users.get('boss')?.banned).toBe(false);
    expect((await s.uc.execute(userActor('boss', ['ADMIN']), { userId: 'mod', banned: true }))._unsafeUnwrap().banned).toBe(true);
  });

  it('refuses a moderator acting on a super user; an admin may (issue 11, finding 13)', async () => {
    const s = setup();
    expect((await s.uc.execute(userActor('mod', ['MODERATOR']), { userId: 'root', banned: true }))._unsafeUnwrapErr().code).toBe('FORBIDDEN');
    expect(s.admin.users.get('root')?.banned).toBe(false);
    expect((await s.uc.execute(userActor('boss', ['ADMIN']), { userId: 'root', banned: true }))._unsafeUnwrap().banned).toBe(true);
  });

  it('answers a banned admin whose session has not ended yet as a visitor (401), changing nothing', async () => {
    const s = setup();
    expect((await s.uc.execute(bannedActor('boss', ['ADMIN']), { userId: 'cust', banned: true }))._unsafeUnwrapErr()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'You must be logged in',
    });
    expect(s.admin.users.get('cust')?.banned).toBe(false);
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    expect((await setup().uc.execute(userActor('boss', ['ADMIN']), { userId: 'nobody', banned: true }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});
