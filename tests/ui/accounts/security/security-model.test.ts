import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { LoginSessionView } from '../../../../contracts/accounts/index.ts';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { $session } from '../../../../ui/features/accounts/session/model.ts';
import { pageResolved, type CurrentPage } from '../../../../ui/features/shared/page/model.ts';
import {
  $passwordChanged,
  $passwordError,
  $recoveryCodes,
  $sessions,
  $sessionsError,
  $twoFactorError,
  $twoFactorQr,
  $twoFactorSetup,
  beginTwoFactorFx,
  changePasswordFx,
  disableTwoFactorFx,
  enableTwoFactorFx,
  generateRecoveryCodesFx,
  loadSessionsFx,
  passwordChangeSubmitted,
  recoveryCodesDismissed,
  recoveryCodesRequested,
  renderQrFx,
  revokeSessionFx,
  sessionRevokeClicked,
  twoFactorCodeSubmitted,
  twoFactorTurnOnClicked,
} from '../../../../ui/features/accounts/security/model.ts';

const SECURITY_PAGE: CurrentPage = { name: 'dashboardAccount', layout: 'default', params: { tab: 'security' }, pathname: '/dashboard/account/security', search: '', status: 200 };
const session = (id: string, current: boolean): LoginSessionView => ({
  id,
  current,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  expiresAt: new Date('2027-01-30T10:00:00Z'),
  userAgent: 'Firefox',
  lastAddress: '203.0.113.7',
});
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

/** A signed-in browser scope whose effects record their calls and answer as the server would. */
function browser(answers: { changePassword?: () => Promise<unknown>; revoke?: () => Promise<unknown> } = {}) {
  const calls: { effect: string; params: unknown }[] = [];
  const recorded =
    <P, R>(effect: string, answer: (params: P) => R | Promise<R>) =>
    (params: P) => {
      calls.push({ effect, params });
      return answer(params);
    };
  let sessions = [session('aaaa', true), session('bbbb', false)];
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [loadSessionsFx, recorded('loadSessions', () => sessions)],
      [
        revokeSessionFx,
        recorded('revoke', async (id: string) => {
          await (answers.revoke ?? (() => Promise.resolve()))();
          sessions = sessions.filter((s) => s.id !== id);
          return { revoked: true };
        }),
      ],
      [changePasswordFx, recorded('changePassword', () => (answers.changePassword ?? (() => Promise.resolve({ changed: true })))())],
      [beginTwoFactorFx, recorded('begin', () => ({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }))],
      [enableTwoFactorFx, recorded('enable', () => ({ twoFactorEnabled: true, recoveryCodes: CODES }))],
      [disableTwoFactorFx, recorded('disable', () => ({ twoFactorEnabled: false }))],
      [renderQrFx, recorded('renderQr', (uri: string) => `data:image/png;base64,${uri.length}`)],
      [generateRecoveryCodesFx, recorded('renew', (): { codes: string[] } => { throw domainError('TWO_FACTOR_INVALID', 'Invalid'); })],
    ],
  });
  return { scope, calls, effects: () => calls.map((c) => c.effect) };
}

describe('the security tab model', () => {
  it('reads the sessions when the tab opens for a signed-in user, and again after a revoke', async () => {
    const { scope, calls, effects } = browser();
    await allSettled(pageResolved, { scope, params: SECURITY_PAGE });
    expect(scope.getState($sessions)?.map((s) => s.id)).toEqual(['aaaa', 'bbbb']);
    await allSettled(sessionRevokeClicked, { scope, params: 'bbbb' });
    expect(calls.find((c) => c.effect === 'revoke')?.params).toBe('bbbb');
    expect(effects().filter((e) => e === 'loadSessions')).toHaveLength(2);
    expect(scope.getState($sessions)?.map((s) => s.id)).toEqual(['aaaa']);
  });

  it('does not read sessions on another tab', async () => {
    const { scope, effects } = browser();
    await allSettled(pageResolved, { scope, params: { ...SECURITY_PAGE, params: { tab: 'notifications' } } });
    expect(effects()).toEqual([]);
  });

  it('a revoke of a session already gone says so', async () => {
    const { scope } = browser({ revoke: () => Promise.reject(domainError('SESSION_NOT_FOUND', 'No such session')) });
    await allSettled(pageResolved, { scope, params: SECURITY_PAGE });
    await allSettled(sessionRevokeClicked, { scope, params: 'bbbb' });
    expect(scope.getState($sessionsError)).toBe('sessionGone');
  });

  it('refuses a short or unconfirmed new password in the browser, without a call', async () => {
    const { scope, effects } = browser();
    await allSettled(passwordChangeSubmitted, { scope, params: { oldPassword: 'old one', newPassword: 'short', confirmation: 'short' } });
    expect(scope.getState($passwordError)).toBe('tooShort');
    await allSettled(passwordChangeSubmitted, { scope, params: { oldPassword: 'old one', newPassword: 'a long new passphrase', confirmation: 'a long new passphrasf' } });
    expect(scope.getState($passwordError)).toBe('mismatch');
    expect(effects()).toEqual([]);
  });

  it('changes the password with the old and new one, then shows it changed and rereads the sessions', async () => {
    const { scope, calls } = browser();
    await allSettled(pageResolved, { scope, params: SECURITY_PAGE });
    await allSettled(passwordChangeSubmitted, { scope, params: { oldPassword: 'old one', newPassword: 'a long new passphrase', confirmation: 'a long new passphrase' } });
    expect(calls.find((c) => c.effect === 'changePassword')?.params).toEqual({ oldPassword: 'old one', newPassword: 'a long new passphrase' });
    expect(scope.getState($passwordChanged)).toBe(true);
    expect(scope.getState($passwordError)).toBeNull();
    expect(calls.filter((c) => c.effect === 'loadSessions')).toHaveLength(2);
  });

  it('a wrong old password is named as such', async () => {
    const refusal: DomainError = domainError('LOGIN_FAILED', 'Incorrect password', { field: 'oldPassword' });
    const { scope } = browser({ changePassword: () => Promise.reject(refusal) });
    await allSettled(passwordChangeSubmitted, { scope, params: { oldPassword: 'wrong', newPassword: 'a long new passphrase', confirmation: 'a long new passphrase' } });
    expect(scope.getState($passwordError)).toBe('wrongPassword');
    expect(scope.getState($passwordChanged)).toBe(false);
  });

  it('turning 2FA on: the secret, then the code, then the recovery codes until dismissed', async () => {
    const { scope, calls } = browser();
    await allSettled(twoFactorTurnOnClicked, { scope });
    expect(scope.getState($twoFactorSetup)?.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(calls.find((c) => c.effect === 'renderQr')?.params).toBe('otpauth://totp/x?secret=JBSWY3DPEHPK3PXP');
    expect(scope.getState($twoFactorQr)).toMatch(/^data:image\/png/);
    await allSettled(twoFactorCodeSubmitted, { scope, params: ' 123456 ' });
    expect(calls.find((c) => c.effect === 'enable')?.params).toBe('123456');
    expect(scope.getState($twoFactorSetup)).toBeNull();
    expect(scope.getState($twoFactorQr)).toBeNull();
    expect(scope.getState($recoveryCodes)).toEqual(CODES);
    await allSettled(recoveryCodesDismissed, { scope });
    expect(scope.getState($recoveryCodes)).toBeNull();
  });

  it('a wrong code for new recovery codes is named, and no codes are shown', async () => {
    const { scope } = browser();
    await allSettled(recoveryCodesRequested, { scope, params: '000000' });
    expect(scope.getState($twoFactorError)).toBe('wrongCode');
    expect(scope.getState($recoveryCodes)).toBeNull();
  });
});
