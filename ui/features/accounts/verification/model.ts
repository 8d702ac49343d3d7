import { createEvent, createStore, sample } from 'effector';
import { VERIFICATION_PAGE, verificationRedirect, type VerificationState } from '../../../../domain/index.ts';
import { $page, navigationRequested, pageResolved } from '../../shared/page/model.ts';
import { $user } from '../session/model.ts';

/*
 * Identity verification in the browser (spec sections 2 and 4): while the
 * live record says VERIFICATION_REQUIRED, the alert bar asks the user to start
 * and every page but the exempt ones redirects to the Verification tab. The
 * server cannot guard this on the first request (it learns the state only
 * with the live record), so the browser re-checks on each record and page.
 */

/** Which alert the bar shows; null hides it. */
export type AlertMessage = 'verificationRequired' | null;

export const verificationStarted = createEvent();
export const alertDismissed = createEvent();

const $verificationState = $user.map((user): VerificationState | null => user?.verificationState ?? null);

export const $alertMessage = createStore<AlertMessage>(null, { sid: 'verification/$alertMessage', serialize: 'ignore' });
// Shown when the state becomes required; a cleared bar stays cleared until the state changes again.
sample({ clock: $verificationState.updates, fn: (state): AlertMessage => (state === 'VERIFICATION_REQUIRED' ? 'verificationRequired' : null), target: $alertMessage });
sample({ clock: [verificationStarted, alertDismissed], fn: (): AlertMessage => null, target: $alertMessage });
sample({ clock: verificationStarted, fn: () => ({ to: VERIFICATION_PAGE, replace: false }), target: navigationRequested });

const redirect = sample({
  clock: [$verificationState, pageResolved],
  source: { state: $verificationState, page: $page },
  // A restricted user must still be able to sign out.
  fn: ({ state, page }) => (state === null || page.name === 'authLogout' ? null : verificationRedirect(state, page.pathname)),
});
sample({ clock: redirect.filterMap((to) => (to === null ? undefined : { to, replace: true })), target: navigationRequested });
