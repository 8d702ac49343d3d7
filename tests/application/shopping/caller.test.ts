import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requireRole, requireUser, type Caller } from '../../../application/shopping/ports/index.ts';
import { userCaller, visitor } from './fakes.ts';

describe('requireUser', () => {
  it('refuses a visitor with 401 and the login message', () => {
    const e = requireUser(visitor)._unsafeUnwrapErr();
    expect(e).toEqual({ code: 'UNAUTHENTICATED', message: 'You must be logged in' });
  });

  it('yields the logged-in user id', () => {
    expect(requireUser(userCaller('u1'))._unsafeUnwrap()).toBe('u1');
  });
});

describe('requireRole', () => {
  it('refuses a visitor with 401 even when the role list is empty', () => {
    expect(requireRole(visitor, ['ADMIN'])._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });

  it('lets a user through exactly when they hold one of the roles, else 403 Access denied', () => {
    const role = fc.constantFrom('ADMIN', 'MODERATOR', 'SELLER', 'BULK_SELLER', 'CUSTOMER', 'admin');
    fc.assert(
      fc.property(fc.uniqueArray(role), fc.uniqueArray(role, { minLength: 1 }), (held, wanted) => {
        const caller: Caller = userCaller('u1', held);
        const result = requireRole(caller, wanted);
        if (held.some((r) => wanted.includes(r))) {
          expect(result._unsafeUnwrap()).toBe('u1');
        } else {
          expect(result._unsafeUnwrapErr()).toEqual({ code: 'FORBIDDEN', message: 'Access denied' });
        }
      }),
    );
  });
});
