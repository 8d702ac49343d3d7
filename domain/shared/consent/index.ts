/**
 * Consent: the cookie banner's three states, the consent cookie, the
 * consent-mode signals and the state machine that says what to start when the
 * visitor decides.
 */
export {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  consentCookieValue,
  consentFromCookie,
  showsBanner,
  type ConsentCookieValue,
  type ConsentState,
} from './consent-cookie.ts';
export {
  CONSENT_SIGNALS,
  DEFAULT_CONSENT_MODE,
  GRANTED_CONSENT_MODE,
  type ConsentMode,
  type ConsentSignal,
} from './consent-mode.ts';
export {
  INITIAL_CONSENT,
  transitionConsent,
  type ConsentContext,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentTransition,
} from './consent-machine.ts';
