/**
 * The four consent-mode signals the tag manager reads (spec section 4). They
 * default to denied before any decision so that nothing is stored or
 * personalised until the visitor agrees.
 */

/** The consent-mode signal names, as the tag manager spells them. */
export const CONSENT_SIGNALS = ['ad_storage', 'analytics_storage', 'ad_personalization', 'ad_user_data'] as const;

/** One consent-mode signal. */
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];

/** The value of every signal. */
export type ConsentMode = Readonly<Record<ConsentSignal, 'granted' | 'denied'>>;

/** What the page declares before the visitor decides: all four denied. */
export const DEFAULT_CONSENT_MODE: ConsentMode = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_personalization: 'denied',
  ad_user_data: 'denied',
};

/** What the page declares once the visitor accepts: all four granted. */
export const GRANTED_CONSENT_MODE: ConsentMode = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_personalization: 'granted',
  ad_user_data: 'granted',
};
