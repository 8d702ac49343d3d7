import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ImpersonationAnswer } from '../../../contracts/staff/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { connectionRestored, logoutClicked, sessionGranted } from '../accounts/session/model.ts';
import { navigationRequested } from '../shared/page/model.ts';

/*
 * "View as user" (read-only) from the admin users page: the server switches
 * this connection to the user and lets only reading calls through; here the
 * session follows the switch like a sign-in, so every page shows what the
 * user sees, and a bar says so with the way back. The session cookie stays
 * the staff member's: a reload or a reconnect resumes as them, which ends it.
 */

export const impersonateUserFx = createEffect<{ readonly userId: string; readonly reason: string }, ImpersonationAnswer, DomainError>();
export const stopImpersonatingFx = createEffect<void, { readonly userId: string }, DomainError>();

export const viewAsClicked = createEvent<{ readonly userId: string; readonly reason: string }>();
export const viewAsEnded = createEvent();

/** Whom the staff member views the site as; null when they are themselves. */
export const $impersonating = createStore<ImpersonationAnswer | null>(null, { sid: 'staff/$impersonating', serialize: 'ignore' })
  .on(impersonateUserFx.doneData, (_, answer) => answer)
  .reset([stopImpersonatingFx.done, logoutClicked, connectionRestored]);

sample({ clock: viewAsClicked, filter: (p) => p.reason.trim().length >= 3, fn: (p) => ({ userId: p.userId, reason: p.reason.trim() }), target: impersonateUserFx });
sample({ clock: viewAsEnded, target: stopImpersonatingFx });
// The switch is a sign-in as far as the session knows; no token changes hands (the cookie stays the staff member's).
sample({ clock: impersonateUserFx.doneData, fn: (answer) => ({ userId: answer.userId, tokenExpires: new Date(0) }), target: sessionGranted });
sample({ clock: stopImpersonatingFx.doneData, fn: (answer) => ({ userId: answer.userId, tokenExpires: new Date(0) }), target: sessionGranted });
// Start where the user's own activity is; end back on the users page.
sample({ clock: impersonateUserFx.done, fn: () => ({ to: '/dashboard/orders', replace: false }), target: navigationRequested });
sample({ clock: stopImpersonatingFx.done, fn: () => ({ to: '/dashboard/staff/users', replace: false }), target: navigationRequested });
