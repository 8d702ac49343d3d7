import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { LinkTwoFactorRequest, LoginGrant } from '../../../../application/accounts/ports/index.ts';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';
import { $session } from '../../../../ui/features/accounts/session/model.ts';
import {
  $linkError,
  $linkPage,
  completeLinkTwoFactorFx,
  linkCodeSubmitted,
  loginWithLinkFx,
  newPasswordSubmitted,
  resetPasswordFx,
  unlockSignInFx,
  verifyEmailFx,
} from '../../../../ui/features/accounts/links/model.ts';
import { $loginView, $signUpError, signUpClicked, signUpFx, signUpSubmitted } from '../../../../ui/features/accounts/signup/model.ts';

const GRANT: LoginGrant = { userId: 'u9', token: 'tok-9', tokenExpires: new Date('2027-06-01T00:00:00Z') };
const TICKET = (step: 'LOGIN' | 'RESET_PASSWORD'): DomainError =>
  domainError('TWO_FACTOR_REQUIRED', 'Two-factor authentication code required', { ticket: 'ticket-1', ticketExpires: '2027-01-01T00:00:00.000Z', step });

const NAMES = { verify: 'authVerify', login: 'authLogin', recovery: 'authRecovery', unlock: 'authUnlock' } as const;

/** A scope on a link page, live, with the link calls recorded and answered as given. */
async function onLinkPage(kind: keyof typeof NAMES, answers: { link?: LoginGrant | DomainError; second?: LoginGrant | DomainError; unlock?: 'unlocked' | DomainError } = {}) {
  const calls: { name: string; params: unknown }[] = [];
  const answer = (name: string, value: LoginGrant | DomainError | undefined) => (params: unknown) => {
    calls.push({ name, params });
    if (value === undefined || !('userId' in value)) return Promise.reject(value ?? domainError('UNAVAILABLE', 'no answer'));
    return Promise.resolve(value);
  };
  const scope = fork({
    handlers: [
      [verifyEmailFx, answer('verify', answers.link)],
      [loginWithLinkFx, answer('login', answers.link)],
      [resetPasswordFx, answer('reset', answers.link)],
      [completeLinkTwoFactorFx, answer('second', answers.second)],
      [
        unlockSignInFx,
        (token: string) => {
          calls.push({ name: 'unlock', params: token });
          return answers.unlock === 'unlocked' ? Promise.resolve() : Promise.reject(answers.unlock ?? domainError('UNAVAILABLE', 'no answer'));
        },
      ],
    ],
  });
  await allSettled(pageResolved, { scope, params: { name: NAMES[kind], layout: 'default', params: { token: 'link-token' }, pathname: `/auth/${kind}/link-token`, search: '', status: 200 } });
  expect(calls).toEqual([]); // nothing is spent before the browser is live (never on the server)
  await allSettled(appHydrated, { scope });
  return { scope, calls };
}

const state = (scope: Scope) => scope.getState($linkPage);

describe('the mailed-link pages', () => {
  it('a verification link spends the token once live and signs the session in', async () => {
    const { scope, calls } = await onLinkPage('verify', { link: GRANT });
    expect(calls).toEqual([{ name: 'verify', params: 'link-token' }]);
    expect(state(scope)).toEqual({ status: 'done' });
    expect(scope.getState($session)).toMatchObject({ status: 'loggedIn', userId: 'u9' });
  });

  it('says which way a link no longer works', async () => {
    for (const [code, reason] of [['TOKEN_USED', 'used'], ['TOKEN_EXPIRED', 'expired'], ['TOKEN_INVALID', 'invalid'], ['UNAVAILABLE', 'unavailable']] as const) {
      const { scope } = await onLinkPage('login', { link: domainError(code, 'no') });
      expect(state(scope)).toEqual({ status: 'failed', reason });
      expect(scope.getState($session).status).toBe('anonymous');
    }
  });

  it('an unlock link is spent once live and says sign-in works again, without signing anyone in', async () => {
    const { scope, calls } = await onLinkPage('unlock', { unlock: 'unlocked' });
    expect(calls).toEqual([{ name: 'unlock', params: 'link-token' }]);
    expect(state(scope)).toEqual({ status: 'done' });
    expect(scope.getState($session).status).toBe('anonymous');
  });

  it('a used, expired or invalid unlock link says so, and any other refusal ends the page too', async () => {
    for (const [code, reason] of [['TOKEN_USED', 'used'], ['TOKEN_EXPIRED', 'expired'], ['TOKEN_INVALID', 'invalid'], ['RATE_LIMITED', 'unavailable']] as const) {
      const { scope, calls } = await onLinkPage('unlock', { unlock: domainError(code, 'no') });
      expect(calls).toHaveLength(1);
      expect(state(scope), code).toEqual({ status: 'failed', reason });
    }
  });

  it('a login link on a 2FA account asks the code and completes with the ticket', async () => {
    const { scope, calls } = await onLinkPage('login', { link: TICKET('LOGIN'), second: GRANT });
    expect(state(scope)).toMatchObject({ status: 'twoFactor', ticket: 'ticket-1' });
    expect(scope.getState($session).status).toBe('anonymous');
    await allSettled(linkCodeSubmitted, { scope, params: '123456' });
    expect(calls.at(-1)).toEqual({ name: 'second', params: { ticket: 'ticket-1', code: '123456' } satisfies LinkTwoFactorRequest });
    expect(state(scope)).toEqual({ status: 'done' });
    expect(scope.getState($session)).toMatchObject({ status: 'loggedIn' });
  });

  it('recovery asks a password of 12 characters first, and sends it again with the code on a 2FA account', async () => {
    const { scope, calls } = await onLinkPage('recovery', { link: TICKET('RESET_PASSWORD'), second: domainError('TWO_FACTOR_INVALID', 'bad') });
    expect(state(scope)).toEqual({ status: 'newPassword' });
    await allSettled(newPasswordSubmitted, { scope, params: 'too short' });
    expect(calls).toEqual([]);
    expect(scope.getState($linkError)).toEqual({ field: 'password', key: 'passwordTooShort' });
    await allSettled(newPasswordSubmitted, { scope, params: 'a long enough phrase' });
    expect(calls).toEqual([{ name: 'reset', params: { token: 'link-token', password: 'a long enough phrase' } }]);
    await allSettled(linkCodeSubmitted, { scope, params: '000000' });
    expect(calls.at(-1)).toEqual({ name: 'second', params: { ticket: 'ticket-1', code: '000000', password: 'a long enough phrase' } });
    // A wrong code keeps the step, with the error under the field.
    expect(state(scope)).toMatchObject({ status: 'twoFactor' });
    expect(scope.getState($linkError)).toEqual({ field: 'form', key: 'codeInvalid' });
  });
});

describe('the sign-up view of the login modal', () => {
  it('refuses a short password and missing terms before asking the server, then ends on "check your inbox"', async () => {
    const sent: unknown[] = [];
    const scope = fork({ handlers: [[signUpFx, (request: unknown) => void sent.push(request)]] });
    await allSettled(signUpClicked, { scope });
    const form = { email: 'a@b.co', username: 'abc', password: 'short', termsAccepted: true };
    await allSettled(signUpSubmitted, { scope, params: form });
    expect(scope.getState($signUpError)).toEqual({ field: 'password', key: 'passwordTooShort' });
    await allSettled(signUpSubmitted, { scope, params: { ...form, password: 'long enough phrase', termsAccepted: false } });
    expect(scope.getState($signUpError)).toEqual({ field: 'terms', key: 'termsRequired' });
    expect(sent).toEqual([]);
    await allSettled(signUpSubmitted, { scope, params: { ...form, password: 'long enough phrase' } });
    expect(sent).toEqual([{ email: 'a@b.co', username: 'abc', password: 'long enough phrase' }]);
    expect(scope.getState($loginView)).toBe('signUpSent');
  });

  it('shows a server refusal under its field', async () => {
    const scope = fork({ handlers: [[signUpFx, () => Promise.reject(domainError('VALIDATION_FAILED', 'breached', { field: 'password', reason: 'BREACHED' }))]] });
    await allSettled(signUpClicked, { scope });
    await allSettled(signUpSubmitted, { scope, params: { email: 'a@b.co', username: 'abc', password: 'password1234', termsAccepted: true } });
    expect(scope.getState($signUpError)).toEqual({ field: 'password', key: 'passwordBreached' });
    expect(scope.getState($loginView)).toBe('signUp');
  });
});
