import { createEffect, createEvent, createStore, sample } from 'effector';
import type { PasswordCredentials } from '../../../../application/accounts/ports/index.ts';
import { loginModalFor, requiresTwoFactor, type DomainError, type ErrorCode } from '../../../../domain/index.ts';
import { $page, navigationRequested, pageResolved } from '../../shared/page/model.ts';
import { $session, loginWithPasswordFx, sessionEventHappened } from '../session/model.ts';

/*
 * The login modal (spec sections 2 and 4): opened by /login (and by /checkout
 * with `redirect`) or the header's button; e-mail and password first, the
 * two-factor step when the server answers 403 TWO_FACTOR_REQUIRED; on success
 * it closes and goes to its redirect target. A RATE_LIMITED answer offers
 * the owner an unlock link by e-mail (issue 11, finding 4).
 */

export interface LoginModalState {
  readonly open: boolean;
  /** Where a successful login goes; null means stay on the page. */
  readonly redirectTo: string | null;
}

const CLOSED: LoginModalState = { open: false, redirectTo: null };

export const loginModalOpened = createEvent();
export const loginModalClosed = createEvent();
export const loginSubmitted = createEvent<{ readonly email: string; readonly password: string }>();
export const twoFactorCodeSubmitted = createEvent<string>();
export const unlockLinkClicked = createEvent();
/** Answers alike whether or not the address has an account. */
export const requestSignInUnlockFx = createEffect<string, void, DomainError>();

export const $loginModal = createStore<LoginModalState>(CLOSED, { sid: 'login/$loginModal' });
/** The catalogue code of the last refusal, shown as a translated message; null when none. */
export const $loginError = createStore<ErrorCode | null>(null, { sid: 'login/$loginError', serialize: 'ignore' });
export const $loginPending = loginWithPasswordFx.pending;
/** The two-factor step shows while the machine waits for (or checks) a code. */
export const $loginStep = $session.map((s): 'password' | 'twoFactor' => (s.status === 'awaitingTwoFactor' || (s.status === 'loggingIn' && s.method === 'twoFactor') ? 'twoFactor' : 'password'));

/** The e-mail and password of the attempt in progress, kept only until the two-factor step ends. */
const $credentials = createStore<PasswordCredentials | null>(null, { sid: 'login/$credentials', serialize: 'ignore' });

sample({
  clock: pageResolved,
  source: $session,
  fn: (session, page): LoginModalState => {
    if (session.status === 'loggedIn') return CLOSED;
    const modal = loginModalFor(page.pathname, page.search);
    return modal.open ? { open: true, redirectTo: modal.redirectTo } : CLOSED;
  },
  target: $loginModal,
});
sample({ clock: loginModalOpened, fn: (): LoginModalState => ({ open: true, redirectTo: null }), target: $loginModal });
$loginError.on([loginModalOpened, loginSubmitted, twoFactorCodeSubmitted], () => null);

sample({ clock: loginSubmitted, fn: (form): PasswordCredentials => ({ email: form.email, password: form.password }), target: $credentials });
sample({ clock: loginSubmitted, fn: () => ({ type: 'LOGIN_STARTED' as const, method: 'password' as const }), target: sessionEventHappened });
sample({ clock: loginSubmitted, fn: (form): PasswordCredentials => ({ email: form.email, password: form.password }), target: loginWithPasswordFx });

const codeWithCredentials = sample({
  clock: twoFactorCodeSubmitted,
  source: $credentials,
  fn: (credentials, code): PasswordCredentials | null => (credentials === null ? null : { ...credentials, twoFactorCode: code.replace(/\s+/g, '') }),
}).filterMap((credentials) => credentials ?? undefined);
sample({ clock: codeWithCredentials, fn: () => ({ type: 'TWO_FACTOR_SUBMITTED' as const }), target: sessionEventHappened });
sample({ clock: codeWithCredentials, target: loginWithPasswordFx });

/** Whether the attempt in flight carried a two-factor code. */
const $attemptHadCode = createStore(false, { sid: 'login/$attemptHadCode', serialize: 'ignore' })
  .on(loginSubmitted, () => false)
  .on(codeWithCredentials, () => true);

// A wrong password or code is shown; the first 403 for a missing code is not an error but the next step.
sample({
  clock: loginWithPasswordFx.failData,
  source: $attemptHadCode,
  filter: (hadCode, error) => hadCode || !requiresTwoFactor(error),
  fn: (_, error) => error.code,
  target: $loginError,
});
$credentials.on(loginWithPasswordFx.done, () => null);

sample({ clock: loginModalClosed, target: $loginModal.reinit });
sample({ clock: loginModalClosed, target: $credentials.reinit });
sample({ clock: loginModalClosed, source: $session, filter: (s) => s.status === 'awaitingTwoFactor', fn: () => ({ type: 'TWO_FACTOR_CANCELLED' as const }), target: sessionEventHappened });

// Success: close, and go where the modal was opened for (or stay on the page when opened from the header).
const succeeded = sample({ clock: loginWithPasswordFx.done, source: $loginModal });
sample({ clock: succeeded, fn: () => CLOSED, target: $loginModal });
sample({
  clock: succeeded,
  source: $page,
  filter: (page, modal) => modal.redirectTo !== null || page.name === 'login',
  fn: (_, modal) => ({ to: modal.redirectTo ?? '/', replace: true }),
  target: navigationRequested,
});

/** The unlock-link offer under a RATE_LIMITED message: 'none' until then, 'sent' once asked (whether or not the account exists). */
export type UnlockOffer = 'none' | 'offered' | 'sent' | 'failed';
export const $unlockOffer = createStore<UnlockOffer>('none', { sid: 'login/$unlockOffer', serialize: 'ignore' })
  .on(loginWithPasswordFx.failData, (_, error) => (error.code === 'RATE_LIMITED' ? 'offered' : 'none'))
  .on(requestSignInUnlockFx.done, () => 'sent')
  .on(requestSignInUnlockFx.fail, () => 'failed')
  .reset([loginModalOpened, loginModalClosed, loginSubmitted, twoFactorCodeSubmitted]);
export const $unlockPending = requestSignInUnlockFx.pending;

// The link goes to the address the refused attempt was made with, not to whatever the field holds now.
sample({
  clock: unlockLinkClicked,
  source: { credentials: $credentials, offer: $unlockOffer, pending: $unlockPending },
  filter: ({ credentials, offer, pending }) => credentials !== null && (offer === 'offered' || offer === 'failed') && !pending,
  fn: ({ credentials }) => credentials?.email ?? '',
  target: requestSignInUnlockFx,
});
