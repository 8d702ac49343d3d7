import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { LinkTwoFactorRequest, LoginGrant } from '../../../../application/accounts/ports/index.ts';
import { passwordLongEnough, ratePassword, type DomainError, type PasswordRating } from '../../../../domain/index.ts';
import { appHydrated, $hydrated } from '../../shared/app/model.ts';
import { returnToOf } from '../../../../contracts/accounts/index.ts';
import { $page, navigationRequested, pageResolved } from '../../shared/page/model.ts';
import { sessionGranted } from '../session/model.ts';
import { refusalOf, type FieldError } from '../signup/model.ts';

/*
 * The pages a mailed link opens (issue 10 item 1, issue 11 findings 1 and 4):
 * /auth/verify/{token}, /auth/login/{token} and /auth/unlock/{token} spend the
 * link as soon as the browser is live; /auth/recovery/{token} asks the new
 * password first. Each ends signed in (an unlock link only lifts the sign-in
 * back-off), at the two-factor step when the account has 2FA on, or on a
 * clear state for a used, expired or invalid link.
 */

export type LinkKind = 'verify' | 'login' | 'recovery' | 'unlock' | 'steam' | 'discord';
/** The last five are a social sign-in's: declined at the provider, an answer this browser did not start, an answer that did not verify, a provider not configured, a provider not reachable. */
export type LinkFailure = 'used' | 'expired' | 'invalid' | 'disabled' | 'unavailable' | 'cancelled' | 'state' | 'refused' | 'off' | 'providerDown';

export type LinkPageState =
  | { readonly status: 'idle' }
  | { readonly status: 'working' }
  | { readonly status: 'newPassword' }
  | { readonly status: 'twoFactor'; readonly ticket: string; readonly step: 'LOGIN' | 'RESET_PASSWORD' }
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly reason: LinkFailure };

const KIND_OF_PAGE: Readonly<Record<string, LinkKind>> = {
  authVerify: 'verify',
  authLogin: 'login',
  authRecovery: 'recovery',
  authUnlock: 'unlock',
  authSteam: 'steam',
  authDiscord: 'discord',
};

/** The server's social callback answers with a session cookie already set, a 2FA ticket, or why not (contracts/accounts/social.ts). */
const SOCIAL_FAILURE: Readonly<Record<string, LinkFailure>> = { cancelled: 'cancelled', state: 'state', disabled: 'disabled', failed: 'refused', unavailable: 'providerDown', off: 'off' };
export function socialOutcomeOf(search: string): LinkPageState {
  const query = new URLSearchParams(search);
  const ticket = query.get('ticket');
  if (query.get('signedIn') === '1') return { status: 'done' };
  if (ticket !== null && ticket !== '') return { status: 'twoFactor', ticket, step: 'LOGIN' };
  return { status: 'failed', reason: SOCIAL_FAILURE[query.get('error') ?? ''] ?? 'invalid' };
}

export const verifyEmailFx = createEffect<string, LoginGrant, DomainError>();
export const loginWithLinkFx = createEffect<string, LoginGrant, DomainError>();
export const resetPasswordFx = createEffect<{ readonly token: string; readonly password: string }, LoginGrant, DomainError>();
export const completeLinkTwoFactorFx = createEffect<LinkTwoFactorRequest, LoginGrant, DomainError>();
/** Grants no session: the owner signs in afterwards as usual. */
export const unlockSignInFx = createEffect<string, void, DomainError>();

export const newPasswordTyped = createEvent<string>();
export const newPasswordSubmitted = createEvent<string>();
export const linkCodeSubmitted = createEvent<string>();

const IDLE: LinkPageState = { status: 'idle' };
export const $linkPage = createStore<LinkPageState>(IDLE, { sid: 'links/$linkPage', serialize: 'ignore' });
/** The refusal shown under the password or code field. */
export const $linkError = createStore<FieldError | null>(null, { sid: 'links/$linkError', serialize: 'ignore' });
export const $newPasswordRating = createStore<PasswordRating>(ratePassword(''), { sid: 'links/$newPasswordRating', serialize: 'ignore' }).on(
  newPasswordTyped,
  (_, password) => ratePassword(password),
);
export const $linkKind = $page.map((page): LinkKind | null => KIND_OF_PAGE[page.name] ?? null);
/** The page a social sign-in started from, to go back to once signed in (null: none, or not a page of this site). */
export const $socialReturnTo = $page.map((page): string | null => (page.name === 'authSteam' || page.name === 'authDiscord' ? returnToOf(new URLSearchParams(page.search).get('returnTo')) : null));

/** The new password of a reset, kept until the two-factor step sends it again (the server sets it only then). */
const $pendingPassword = createStore<string | null>(null, { sid: 'links/$pendingPassword', serialize: 'ignore' });

/** How a refused link call changes the page; null keeps the page as it is (the error shows under a field). */
export function outcomeOf(error: DomainError): LinkPageState | null {
  const ticket = error.details?.['ticket'];
  const step = error.details?.['step'];
  if (error.code === 'TWO_FACTOR_REQUIRED' && typeof ticket === 'string') return { status: 'twoFactor', ticket, step: step === 'RESET_PASSWORD' ? 'RESET_PASSWORD' : 'LOGIN' };
  if (error.code === 'TOKEN_USED') return { status: 'failed', reason: 'used' };
  if (error.code === 'TOKEN_EXPIRED') return { status: 'failed', reason: 'expired' };
  if (error.code === 'TOKEN_INVALID') return { status: 'failed', reason: 'invalid' };
  if (error.code === 'USER_BANNED') return { status: 'failed', reason: 'disabled' };
  if (error.code === 'VALIDATION_FAILED' || error.code === 'TWO_FACTOR_INVALID' || error.code === 'RATE_LIMITED') return null;
  return { status: 'failed', reason: 'unavailable' };
}

/** The refusal to show under a field when the page stays. */
function fieldErrorOf(error: DomainError): FieldError {
  if (error.code === 'TWO_FACTOR_INVALID') return { field: 'form', key: 'codeInvalid' };
  return refusalOf(error);
}

// A link page is entered on the first load (once live) or by navigating to it later.
const entered = sample({
  clock: [appHydrated, pageResolved],
  // (a source key named `kind` would make effector take the object for a unit)
  source: { page: $page, hydrated: $hydrated, linkKind: $linkKind },
  filter: ({ hydrated, linkKind }) => hydrated && linkKind !== null,
  fn: ({ page, linkKind }) => ({ token: page.params['token'] ?? '', kind: linkKind, search: page.search }),
});
const isSocial = (kind: LinkKind | null) => kind === 'steam' || kind === 'discord';
sample({
  clock: entered,
  fn: ({ kind, search }): LinkPageState => (isSocial(kind) ? socialOutcomeOf(search) : kind === 'recovery' ? { status: 'newPassword' } : { status: 'working' }),
  target: $linkPage,
});
sample({ clock: entered, target: [$linkError.reinit, $pendingPassword.reinit, $newPasswordRating.reinit] });
sample({ clock: entered, filter: ({ kind }) => kind === 'verify', fn: ({ token }) => token, target: verifyEmailFx });
sample({ clock: entered, filter: ({ kind }) => kind === 'login', fn: ({ token }) => token, target: loginWithLinkFx });
sample({ clock: entered, filter: ({ kind }) => kind === 'unlock', fn: ({ token }) => token, target: unlockSignInFx });

// The recovery form: the length is checked here too, since browsers send the server only a digest.
const submitted = sample({ clock: newPasswordSubmitted, fn: (password) => ({ password, ok: passwordLongEnough(password) }) });
sample({ clock: submitted, filter: ({ ok }) => !ok, fn: (): FieldError => ({ field: 'password', key: 'passwordTooShort' }), target: $linkError });
const accepted = sample({ clock: submitted, filter: ({ ok }) => ok, fn: ({ password }) => password });
sample({ clock: accepted, target: $pendingPassword });
sample({ clock: accepted, source: $page, fn: (page, password) => ({ token: page.params['token'] ?? '', password }), target: resetPasswordFx });

sample({
  clock: linkCodeSubmitted,
  source: { state: $linkPage, password: $pendingPassword },
  filter: ({ state }) => state.status === 'twoFactor',
  fn: ({ state, password }, code): LinkTwoFactorRequest => ({
    ticket: state.status === 'twoFactor' ? state.ticket : '',
    code,
    ...(state.status === 'twoFactor' && state.step === 'RESET_PASSWORD' && password !== null ? { password } : {}),
  }),
  target: completeLinkTwoFactorFx,
});

const calls = [verifyEmailFx, loginWithLinkFx, resetPasswordFx, completeLinkTwoFactorFx];
export const $linkPending = combine([...calls, unlockSignInFx].map((fx) => fx.pending), (pending) => pending.some(Boolean));
$linkError.reset(calls);
const granted = sample({ clock: calls.map((fx) => fx.doneData) });
sample({ clock: granted, target: sessionGranted });
sample({ clock: granted, fn: (): LinkPageState => ({ status: 'done' }), target: $linkPage });
sample({ clock: granted, target: $pendingPassword.reinit });

// A social sign-in goes back where it started: at once when the callback signed in, or after the 2FA code step.
const socialDone = sample({ clock: [entered, granted], source: { state: $linkPage, back: $socialReturnTo }, filter: ({ state, back }) => state.status === 'done' && back !== null });
sample({ clock: socialDone, fn: ({ back }) => ({ to: back ?? '/', replace: true }), target: navigationRequested });

const refused = sample({ clock: calls.map((fx) => fx.failData) });
sample({ clock: refused, filter: (error) => outcomeOf(error) !== null, fn: (error) => outcomeOf(error) ?? IDLE, target: $linkPage });
sample({ clock: refused, filter: (error) => outcomeOf(error) === null, fn: fieldErrorOf, target: $linkError });

// The unlock page has no field to show an error under, so every refusal ends the page.
sample({ clock: unlockSignInFx.done, fn: (): LinkPageState => ({ status: 'done' }), target: $linkPage });
sample({ clock: unlockSignInFx.failData, fn: (error): LinkPageState => outcomeOf(error) ?? { status: 'failed', reason: 'unavailable' }, target: $linkPage });
