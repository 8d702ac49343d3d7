import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mustLogOut, primaryEmail } from '../../../domain/accounts/index.ts';

describe('user record rules', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('banned %s, removed %s → must log out %s', (banned, removed, expected) => {
    expect(mustLogOut({ banned, removed })).toBe(expected);
  });

  it('uses the first e-mail address, verified or not, and null when there is none', () => {
    const email = fc.record({ address: fc.emailAddress(), verified: fc.boolean() });
    fc.assert(
      fc.property(fc.array(email, { maxLength: 5 }), (emails) => {
        expect(primaryEmail({ emails })).toBe(emails.length === 0 ? null : emails[0]?.address);
      }),
    );
  });
});
