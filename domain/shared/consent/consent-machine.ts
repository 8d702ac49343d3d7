import { CONSENT_COOKIE_DAYS, CONSENT_COOKIE_NAME, consentFromCookie, type ConsentCookieValue, type ConsentState } from './consent-cookie.ts';
import { DEFAULT_CONSENT_MODE, GRANTED_CONSENT_MODE, type ConsentMode } from './consent-mode.ts';

/**
 * Cookie consent as an explicit state machine (spec section 4). Accepting
 * grants the four signals, loads the pixels, shows the chat widget, starts
 * monitoring if it has not started yet and writes 'true'; declining denies the
 * signals, revokes the marketing pixel's consent and writes 'false'.
 *
 * Readings: RESTORED (the cookie read at page start) only acts while
 * undecided, replays the decision's effects without rewriting the cookie;
 * repeating the current decision does nothing; a visitor may change their
 * mind later (from a privacy page), and turning consent off never stops
 * monitoring or unloads pixels already started, since the spec only asks to
 * revoke the marketing pixel's consent.
 */

/** What can happen to consent. */
export type ConsentEvent =
  | { readonly type: 'ACCEPTED' }
  | { readonly type: 'DENIED' }
  /** The consent cookie's value at page start, undefined when there is none. */
  | { readonly type: 'RESTORED'; readonly cookie: string | undefined };

/** The side effects a transition asks for, in the order to run them. */
export type ConsentEffect =
  | { readonly type: 'updateConsentMode'; readonly mode: ConsentMode }
  | { readonly type: 'loadPixels' }
  | { readonly type: 'showChatWidget' }
  | { readonly type: 'startMonitoring' }
  | { readonly type: 'revokeMarketingPixelConsent' }
  | { readonly type: 'writeCookie'; readonly name: string; readonly value: ConsentCookieValue; readonly days: number };

/** What the machine must know besides its state: monitoring starts once per page. */
export interface ConsentContext {
  readonly monitoringStarted: boolean;
}

/** The next state, the effects to run, and whether monitoring is now started (to pass to the next call). */
export interface ConsentTransition {
  readonly state: ConsentState;
  readonly effects: readonly ConsentEffect[];
  readonly monitoringStarted: boolean;
}

/** Where every page load starts, before the cookie is read. */
export const INITIAL_CONSENT: ConsentState = 'undecided';

type EventType = ConsentEvent['type'];
type EventOf<E extends EventType> = Extract<ConsentEvent, { type: E }>;
type Handler<E extends EventType> = (state: ConsentState, event: EventOf<E>, ctx: ConsentContext) => ConsentTransition;
type Row = { readonly [E in EventType]: Handler<E> };

function writeCookie(value: ConsentCookieValue): ConsentEffect {
  return { type: 'writeCookie', name: CONSENT_COOKIE_NAME, value, days: CONSENT_COOKIE_DAYS };
}

function grant(ctx: ConsentContext, persist: boolean): ConsentTransition {
  const effects: ConsentEffect[] = [
    { type: 'updateConsentMode', mode: GRANTED_CONSENT_MODE },
    { type: 'loadPixels' },
    { type: 'showChatWidget' },
  ];
  if (!ctx.monitoringStarted) effects.push({ type: 'startMonitoring' });
  if (persist) effects.push(writeCookie('true'));
  return { state: 'granted', effects, monitoringStarted: true };
}

function deny(ctx: ConsentContext, persist: boolean): ConsentTransition {
  const effects: ConsentEffect[] = [
    { type: 'updateConsentMode', mode: DEFAULT_CONSENT_MODE },
    { type: 'revokeMarketingPixelConsent' },
  ];
  if (persist) effects.push(writeCookie('false'));
  return { state: 'denied', effects, monitoringStarted: ctx.monitoringStarted };
}

function stay(state: ConsentState, _event: ConsentEvent, ctx: ConsentContext): ConsentTransition {
  return { state, effects: [], monitoringStarted: ctx.monitoringStarted };
}

function restore(state: ConsentState, event: EventOf<'RESTORED'>, ctx: ConsentContext): ConsentTransition {
  const restored = consentFromCookie(event.cookie);
  if (restored === 'granted') return grant(ctx, false);
  if (restored === 'denied') return deny(ctx, false);
  return stay(state, event, ctx);
}

/** The transition table: one row per state, one handler per event. */
const CONSENT_TRANSITIONS: { readonly [S in ConsentState]: Row } = {
  undecided: {
    ACCEPTED: (_s, _e, ctx) => grant(ctx, true),
    DENIED: (_s, _e, ctx) => deny(ctx, true),
    RESTORED: restore,
  },
  granted: {
    ACCEPTED: stay,
    DENIED: (_s, _e, ctx) => deny(ctx, true),
    RESTORED: stay,
  },
  denied: {
    ACCEPTED: (_s, _e, ctx) => grant(ctx, true),
    DENIED: stay,
    RESTORED: stay,
  },
};

/** The next consent state and the effects to run for `event` (see the module comment for the rules). */
export function transitionConsent(state: ConsentState, event: ConsentEvent, ctx: ConsentContext): ConsentTransition {
  // The table is typed per event; this widening only forgets that pairing.
  const handler = CONSENT_TRANSITIONS[state][event.type] as (s: ConsentState, e: ConsentEvent, c: ConsentContext) => ConsentTransition;
  return handler(state, event, ctx);
}
