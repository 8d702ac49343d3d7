import { createEffect, createEvent, createStore, sample } from 'effector';
import type { SignUpRequest } from '../../../../application/accounts/ports/index.ts';
import { passwordLongEnough, ratePassword, type DomainError, type PasswordRating } from '../../../../domain/index.ts';
import { loginModalClosed, loginModalOpened } from '../login/model.ts';
import { pageResolved } from '../../shared/page/model.ts';

/*
 * The login modal's other views (issue 10, item 1): "Create account" and
 * "Forgot password". Sign-up never signs in; both answer "check your inbox"
 * whatever the address, so the views end on a sent page (the server's mail
 * says what happened). Refusals are shown under the field they name.
 */

export type LoginView = 'signIn' | 'signUp' | 'signUpSent' | 'forgot' | 'forgotSent';
export type FormField = 'email' | 'username' | 'password' | 'terms' | 'form';

/** A refusal shown under its field, as a locale key under `signup.errors`. */
export interface FieldError {
  readonly field: FormField;
  readonly key: string;
}

export interface SignUpForm extends SignUpRequest {
  readonly termsAccepted: boolean;
}

export const signUpFx = createEffect<SignUpRequest, void, DomainError>();
export const forgotPasswordFx = createEffect<string, void, DomainError>();

export const signUpClicked = createEvent();
export const forgotPasswordClicked = createEvent();
export const backToSignInClicked = createEvent();
export const signUpPasswordTyped = createEvent<string>();
export const signUpSubmitted = createEvent<SignUpForm>();
export const forgotPasswordSubmitted = createEvent<string>();

export const $loginView = createStore<LoginView>('signIn', { sid: 'signup/$loginView', serialize: 'ignore' })
  .on(signUpClicked, () => 'signUp')
  .on(forgotPasswordClicked, () => 'forgot')
  .on(backToSignInClicked, () => 'signIn')
  .on(signUpFx.done, () => 'signUpSent')
  .on(forgotPasswordFx.done, () => 'forgotSent')
  .reset([loginModalOpened, loginModalClosed, pageResolved]);

export const $signUpRating = createStore<PasswordRating>(ratePassword(''), { sid: 'signup/$signUpRating', serialize: 'ignore' })
  .on(signUpPasswordTyped, (_, password) => ratePassword(password))
  .reset($loginView.updates);
export const $signUpError = createStore<FieldError | null>(null, { sid: 'signup/$signUpError', serialize: 'ignore' }).reset([$loginView.updates, signUpFx, forgotPasswordFx]);
/** The address the sent page names. */
export const $sentTo = createStore('', { sid: 'signup/$sentTo', serialize: 'ignore' })
  .on(signUpFx, (_, request) => request.email.trim())
  .on(forgotPasswordFx, (_, email) => email.trim());
export const $signUpPending = signUpFx.pending;
export const $forgotPending = forgotPasswordFx.pending;

/** What the browser refuses before asking the server: no terms, a password under 12 characters. */
export function signUpProblem(form: SignUpForm): FieldError | null {
  if (!passwordLongEnough(form.password)) return { field: 'password', key: 'passwordTooShort' };
  if (!form.termsAccepted) return { field: 'terms', key: 'termsRequired' };
  return null;
}

/** A server refusal of a new password, sign-up or reset, as the field and message to show. */
export function refusalOf(error: DomainError): FieldError {
  const field = error.details?.['field'];
  if (error.code === 'USERNAME_TAKEN') return { field: 'username', key: 'usernameTaken' };
  if (error.code === 'RATE_LIMITED') return { field: 'form', key: 'rateLimited' };
  if (error.code === 'VALIDATION_FAILED' && field === 'password') {
    return { field: 'password', key: error.details?.['reason'] === 'BREACHED' ? 'passwordBreached' : 'passwordTooShort' };
  }
  if (error.code === 'VALIDATION_FAILED' && (field === 'email' || field === 'username')) return { field, key: `${field}Invalid` };
  return { field: 'form', key: 'generic' };
}

const checked = sample({ clock: signUpSubmitted, fn: (form) => ({ form, problem: signUpProblem(form) }) });
sample({ clock: checked, filter: ({ problem }) => problem !== null, fn: ({ problem }) => problem, target: $signUpError });
sample({
  clock: checked,
  filter: ({ problem }) => problem === null,
  fn: ({ form }): SignUpRequest => ({ email: form.email, username: form.username, password: form.password }),
  target: signUpFx,
});
sample({ clock: forgotPasswordSubmitted, target: forgotPasswordFx });
sample({ clock: [signUpFx.failData, forgotPasswordFx.failData], fn: refusalOf, target: $signUpError });
