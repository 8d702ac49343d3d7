import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { LoginSessionView, TwoFactorSecret } from '../../../../contracts/accounts/index.ts';
import { passwordLongEnough, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn, $user } from '../session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * The security tab of /dashboard/account/security: change the password, turn
 * two-factor on (secret and QR, a code, then the recovery codes shown once)
 * or off, renew recovery codes, and the login sessions with "Revoke".
 * Refusals are locale keys under `security.errors`.
 */

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

export const changePasswordFx = createEffect<{ readonly oldPassword: string; readonly newPassword: string }, unknown, DomainError>();
export const loadSessionsFx = createEffect<void, LoginSessionView[], DomainError>();
export const revokeSessionFx = createEffect<string, unknown, DomainError>();
export const beginTwoFactorFx = createEffect<void, TwoFactorSecret, DomainError>();
export const enableTwoFactorFx = createEffect<string, { readonly recoveryCodes: string[] }, DomainError>();
export const disableTwoFactorFx = createEffect<string, unknown, DomainError>();
export const generateRecoveryCodesFx = createEffect<string, { readonly codes: string[] }, DomainError>();
/** Draws an otpauth:// URI as a QR code image (a data: URL), for the authenticator app's camera. */
export const renderQrFx = createEffect<string, string>();

export const passwordChangeSubmitted = createEvent<PasswordChange>();
export const twoFactorTurnOnClicked = createEvent();
export const twoFactorSetupCancelled = createEvent();
export const twoFactorCodeSubmitted = createEvent<string>();
export const twoFactorTurnOffSubmitted = createEvent<string>();
export const recoveryCodesRequested = createEvent<string>();
export const recoveryCodesDismissed = createEvent();
export const sessionRevokeClicked = createEvent<string>();

/** A refusal, as its locale key under `security.errors`. */
export type SecurityErrorKey = 'wrongPassword' | 'wrongCode' | 'rateLimited' | 'breached' | 'tooShort' | 'mismatch' | 'sessionGone' | 'failed';

/** A server refusal as a locale key under `security.errors`. */
export function errorKey(error: DomainError): SecurityErrorKey {
  if (error.code === 'LOGIN_FAILED') return 'wrongPassword';
  if (error.code === 'TWO_FACTOR_INVALID') return 'wrongCode';
  if (error.code === 'RATE_LIMITED') return 'rateLimited';
  if (error.code === 'VALIDATION_FAILED' && error.details?.['reason'] === 'BREACHED') return 'breached';
  if (error.code === 'VALIDATION_FAILED' && error.details?.['reason'] === 'TOO_SHORT') return 'tooShort';
  if (error.code === 'SESSION_NOT_FOUND') return 'sessionGone';
  return 'failed';
}

/** What the browser refuses before asking the server: a short new password, or a confirmation that differs. */
export function passwordProblem(form: PasswordChange): SecurityErrorKey | null {
  if (!passwordLongEnough(form.newPassword)) return 'tooShort';
  if (form.newPassword !== form.confirmation) return 'mismatch';
  return null;
}

const passwordRefused = sample({ clock: passwordChangeSubmitted, filter: (form) => passwordProblem(form) !== null });
sample({
  clock: passwordChangeSubmitted,
  filter: (form) => passwordProblem(form) === null,
  fn: ({ oldPassword, newPassword }) => ({ oldPassword, newPassword }),
  target: changePasswordFx,
});

export const $passwordError = createStore<SecurityErrorKey | null>(null, { sid: 'security/$passwordError', serialize: 'ignore' })
  .on(passwordRefused, (_, form) => passwordProblem(form))
  .on(changePasswordFx.failData, (_, error) => errorKey(error))
  .reset(changePasswordFx);
/** Set once the password was changed, until the next attempt. */
export const $passwordChanged = createStore(false, { sid: 'security/$passwordChanged', serialize: 'ignore' })
  .on(changePasswordFx.done, () => true)
  .reset(passwordChangeSubmitted);
export const $passwordPending = changePasswordFx.pending;

export const $twoFactorEnabled = $user.map((user) => user?.twoFactorEnabled ?? false);
/** The secret being set up (shown as text and as a QR code) until the code turns 2FA on. */
export const $twoFactorSetup = createStore<TwoFactorSecret | null>(null, { sid: 'security/$twoFactorSetup', serialize: 'ignore' })
  .on(beginTwoFactorFx.doneData, (_, secret) => secret)
  .reset([enableTwoFactorFx.done, twoFactorSetupCancelled, $isLoggedIn.updates]);
/** Recovery codes just issued: readable only now, so shown until dismissed. */
export const $recoveryCodes = createStore<readonly string[] | null>(null, { sid: 'security/$recoveryCodes', serialize: 'ignore' })
  .on(enableTwoFactorFx.doneData, (_, answer) => answer.recoveryCodes)
  .on(generateRecoveryCodesFx.doneData, (_, answer) => answer.codes)
  .reset([recoveryCodesDismissed, disableTwoFactorFx.done, $isLoggedIn.updates]);
/** The QR code of the secret being set up; until it is drawn (or if it cannot be) the key and link are there to type or tap. */
export const $twoFactorQr = createStore<string | null>(null, { sid: 'security/$twoFactorQr', serialize: 'ignore' })
  .on(renderQrFx.doneData, (_, image) => image)
  .reset([beginTwoFactorFx, enableTwoFactorFx.done, twoFactorSetupCancelled, $isLoggedIn.updates]);
export const $twoFactorError = createStore<SecurityErrorKey | null>(null, { sid: 'security/$twoFactorError', serialize: 'ignore' })
  .on([beginTwoFactorFx.failData, enableTwoFactorFx.failData, disableTwoFactorFx.failData, generateRecoveryCodesFx.failData], (_, error) => errorKey(error))
  .reset([beginTwoFactorFx, enableTwoFactorFx, disableTwoFactorFx, generateRecoveryCodesFx, twoFactorSetupCancelled]);
export const $twoFactorPending = combine(
  [beginTwoFactorFx.pending, enableTwoFactorFx.pending, disableTwoFactorFx.pending, generateRecoveryCodesFx.pending],
  (pending) => pending.some(Boolean),
);

sample({ clock: twoFactorTurnOnClicked, target: beginTwoFactorFx });
sample({ clock: beginTwoFactorFx.doneData, fn: (setup) => setup.uri, target: renderQrFx });
sample({ clock: twoFactorCodeSubmitted, fn: (code) => code.trim(), target: enableTwoFactorFx });
sample({ clock: twoFactorTurnOffSubmitted, fn: (code) => code.trim(), target: disableTwoFactorFx });
sample({ clock: recoveryCodesRequested, fn: (code) => code.trim(), target: generateRecoveryCodesFx });

export const $sessions = createStore<readonly LoginSessionView[] | null>(null, { sid: 'security/$sessions', serialize: 'ignore' })
  .on(loadSessionsFx.doneData, (_, sessions) => sessions)
  .reset($isLoggedIn.updates);
export const $sessionsError = createStore<SecurityErrorKey | null>(null, { sid: 'security/$sessionsError', serialize: 'ignore' })
  .on([loadSessionsFx.failData, revokeSessionFx.failData], (_, error) => errorKey(error))
  // Not reset by the reread that follows a failed revoke: "already ended" must stay readable next to the new list.
  .reset([revokeSessionFx, $isLoggedIn.updates]);
/** The session being revoked, so only its button waits. */
export const $revoking = createStore<string | null>(null, { sid: 'security/$revoking', serialize: 'ignore' })
  .on(revokeSessionFx, (_, id) => id)
  .reset(revokeSessionFx.finally);

sample({ clock: sessionRevokeClicked, target: revokeSessionFx });

/** The tab is on screen for a signed-in user (a reload resumes the session after the page resolves). */
const $securityShown = combine($page, $isLoggedIn, (page, loggedIn) => loggedIn && page.name === 'dashboardAccount' && page.params['tab'] === 'security');
// The list is read when the tab opens, and again after anything that ends sessions (a revoke, a password change).
sample({ clock: [$securityShown.updates, revokeSessionFx.finally, changePasswordFx.done], source: $securityShown, filter: Boolean, fn: () => undefined, target: loadSessionsFx });
