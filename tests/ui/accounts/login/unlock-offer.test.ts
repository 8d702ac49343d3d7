import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PasswordCredentials } from '../../../../application/accounts/ports/index.ts';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import {
  $loginError,
  $unlockOffer,
  loginModalClosed,
  loginModalOpened,
  loginSubmitted,
  requestSignInUnlockFx,
  unlockLinkClicked,
} from '../../../../ui/features/accounts/login/model.ts';
import { loginWithPasswordFx } from '../../../../ui/features/accounts/session/model.ts';

const BACKED_OFF = domainError('RATE_LIMITED', 'Too many failed attempts. Try again in 8 s, or ask for an unlock link by e-mail.', { retryAfterMs: 8000 });

/** The login modal open, with sign-in answering `login` and the unlock request answering `unlock`; what each was asked is recorded. */
async function modal(login: DomainError, unlock: () => Promise<void> = () => Promise.resolve()) {
  const asked: { logins: PasswordCredentials[]; unlocks: string[] } = { logins: [], unlocks: [] };
  const scope = fork({
    handlers: [
      [loginWithPasswordFx, (c: PasswordCredentials) => { asked.logins.push(c); return Promise.reject(login); }],
      [requestSignInUnlockFx, (email: string) => { asked.unlocks.push(email); return unlock(); }],
    ],
  });
  await allSettled(loginModalOpened, { scope });
  return { scope, asked };
}

describe('the unlock offer in the login modal', () => {
  it('appears only when sign-in is backed off, and mails the address of the refused attempt', async () => {
    const { scope, asked } = await modal(BACKED_OFF);
    expect(scope.getState($unlockOffer)).toBe('none');
    await allSettled(loginSubmitted, { scope, params: { email: 'ada@example.test', password: 'wrong horse battery' } });
    expect(scope.getState($loginError)).toBe('RATE_LIMITED');
    expect(scope.getState($unlockOffer)).toBe('offered');
    await allSettled(unlockLinkClicked, { scope });
    expect(asked.unlocks).toEqual(['ada@example.test']);
    expect(scope.getState($unlockOffer)).toBe('sent');
    // Once sent, clicking again asks nothing more.
    await allSettled(unlockLinkClicked, { scope });
    expect(asked.unlocks).toHaveLength(1);
  });

  it('is not offered for a wrong password, so the button cannot ask anything', async () => {
    const { scope, asked } = await modal(domainError('LOGIN_FAILED', 'Incorrect e-mail or password'));
    await allSettled(loginSubmitted, { scope, params: { email: 'ada@example.test', password: 'wrong horse battery' } });
    expect(scope.getState($unlockOffer)).toBe('none');
    await allSettled(unlockLinkClicked, { scope });
    expect(asked.unlocks).toEqual([]);
  });

  it('says when the request failed and lets the owner ask again; a new attempt or closing the modal withdraws the offer', async () => {
    let answer: () => Promise<void> = () => Promise.reject(domainError('RATE_LIMITED', 'slow down'));
    const { scope, asked } = await modal(BACKED_OFF, () => answer());
    await allSettled(loginSubmitted, { scope, params: { email: 'ada@example.test', password: 'wrong horse battery' } });
    await allSettled(unlockLinkClicked, { scope });
    expect(scope.getState($unlockOffer)).toBe('failed');
    answer = () => Promise.resolve();
    await allSettled(unlockLinkClicked, { scope });
    expect(asked.unlocks).toEqual(['ada@example.test', 'ada@example.test']);
    expect(scope.getState($unlockOffer)).toBe('sent');
    await allSettled(loginModalClosed, { scope });
    expect(scope.getState($unlockOffer)).toBe('none');
    await allSettled(unlockLinkClicked, { scope });
    expect(asked.unlocks).toHaveLength(2);
  });
});
