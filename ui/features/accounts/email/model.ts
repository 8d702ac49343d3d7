import { createEffect, createEvent, createStore, sample } from 'effector';
import type { DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn, $user } from '../session/model.ts';

/*
 * "Add an e-mail address" on the security tab, for an account made by Steam
 * sign-in, which has none. The server mails a link; the address is attached
 * when it is opened, and the live user record then shows it (so the form
 * goes away by itself).
 */

export const addEmailFx = createEffect<string, { readonly sent: true }, DomainError>();
export const emailAddSubmitted = createEvent<string>();

/** Whether the signed-in account has no e-mail address at all. */
export const $needsEmail = $user.map((user) => user !== null && user.emails.length === 0);

/** The address a link was just mailed to, shown until the next attempt. */
export const $emailLinkSentTo = createStore<string | null>(null, { sid: 'email/$emailLinkSentTo', serialize: 'ignore' })
  .on(addEmailFx.done, (_, { params }) => params)
  .reset([addEmailFx, $isLoggedIn.updates]);

/** A refusal as a locale key under `security.email.errors`. */
export const $emailAddError = createStore<'invalid' | 'rateLimited' | 'failed' | null>(null, { sid: 'email/$emailAddError', serialize: 'ignore' })
  .on(addEmailFx.failData, (_, error) => (error.code === 'VALIDATION_FAILED' ? 'invalid' : error.code === 'RATE_LIMITED' ? 'rateLimited' : 'failed'))
  .reset([addEmailFx, $isLoggedIn.updates]);
export const $emailAddPending = addEmailFx.pending;

sample({ clock: emailAddSubmitted, fn: (email) => email.trim(), filter: (email) => email.trim() !== '', target: addEmailFx });
