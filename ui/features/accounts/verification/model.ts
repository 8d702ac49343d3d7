import { createEvent, createStore, sample } from 'effector';
import { pathFor, VERIFICATION_PAGE, verificationRedirect, type VerificationState } from '../../../../domain/index.ts';
import { $page, navigated, navigationRequested, pageResolved } from '../../shared/page/model.ts';
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

const LOGOUT_PATH = pathFor('authLogout').toLowerCase();

export const verificationStarted = createEvent();
export const alertDismissed = createEvent();

const $verificationState = $user.map((user): VerificationState | null => user?.verificationState ?? null);

export const $alertMessage = createStore<AlertMessage>(null, { sid: 'verification/$alertMessage', serialize: 'ignore' });
// Shown when the state becomes required; a cleared bar stays cleared until the state changes again.
sample({ clock: $verificationState.updates, fn: (state): AlertMessage => (state === 'VERIFICATION_REQUIRED' ? 'verificationRequired' : null), target: $alertMessage });
sample({ clock: [verificationStarted, alertDismissed], fn: (): AlertMessage => null, target: $alertMessage });
sample({ clock: verificationStarted, fn: () => ({ to: VERIFICATION_PAGE, replace: false }), target: navigationRequested });

/*
 * The path the router shows, known at each navigation before its page is
 * resolved. The guard cannot wait for `pageResolved` alone: a link back to the
 * page still shown (a restricted user clicks /games while the redirect's own
 * lookup is in flight) loads nothing and resolves no page, and the user would
 * stay where the guard forbids.
 */
const $path = createStore<string | null>(null, { sid: 'verification/$path', serialize: 'ignore' })
  .on(navigated, (_, url) => url.split(/[?#]/, 1)[0] ?? url)
  .on(pageResolved, (_, page) => page.pathname);

const redirect = sample({
  clock: [$verificationState, navigated, pageResolved],
  source: { state: $verificationState, path: $path, page: $page },
  // A restricted user must still be able to sign out.
  fn: ({ state, path, page }) => {
    const at = path ?? page.pathname;
    return state === null || at.toLowerCase() === LOGOUT_PATH ? null : verificationRedirect(state, at);
  },
});
sample({ clock: redirect.filterMap((to) => (to === null ? undefined : { to, replace: true })), target: navigationRequested });
