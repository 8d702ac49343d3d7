import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../../domain/index.ts';
import { $session, $user } from '../../../../ui/features/accounts/session/model.ts';
import { $emailAddError, $emailLinkSentTo, $needsEmail, addEmailFx, emailAddSubmitted } from '../../../../ui/features/accounts/email/model.ts';


/** A signed-in scope whose user has these addresses; `addEmailFx` records the address and answers `answer`. */
function browser(emails: { address: string; verified: boolean }[], answer: () => Promise<{ sent: true }> = () => Promise.resolve({ sent: true })) {
  const sent: string[] = [];
  const user = { _id: 'u1', username: 'steamer', emails } as never;
  const scope = fork({
    values: [
      [$session, { status: 'loggedIn', userId: 'u1', user: null }],
      [$user, user],
    ],
    handlers: [[addEmailFx, (email: string) => (sent.push(email), answer())]],
  });
  return { scope, sent };
}

describe('adding an e-mail address (Steam accounts)', () => {
  it('is offered only to an account without an address', () => {
    expect(browser([]).scope.getState($needsEmail)).toBe(true);
    expect(browser([{ address: 'a@example.test', verified: false }]).scope.getState($needsEmail)).toBe(false);
  });

  it('sends the trimmed address and says where the link went; a blank field sends nothing', async () => {
    const { scope, sent } = browser([]);
    await allSettled(emailAddSubmitted, { scope, params: '   ' });
    expect(sent).toEqual([]);
    await allSettled(emailAddSubmitted, { scope, params: ' me@example.test ' });
    expect(sent).toEqual(['me@example.test']);
    expect(scope.getState($emailLinkSentTo)).toBe('me@example.test');
    expect(scope.getState($emailAddError)).toBeNull();
  });

  it('names a refused address as invalid and a throttled one as rate limited', async () => {
    const refused = browser([], () => Promise.reject(domainError('VALIDATION_FAILED', 'E-mail address is not valid', { field: 'email' })));
    await allSettled(emailAddSubmitted, { scope: refused.scope, params: 'nope' });
    expect(refused.scope.getState($emailAddError)).toBe('invalid');
    expect(refused.scope.getState($emailLinkSentTo)).toBeNull();
    const throttled = browser([], () => Promise.reject(domainError('RATE_LIMITED', 'Slow down')));
    await allSettled(emailAddSubmitted, { scope: throttled.scope, params: 'me@example.test' });
    expect(throttled.scope.getState($emailAddError)).toBe('rateLimited');
  });
});
