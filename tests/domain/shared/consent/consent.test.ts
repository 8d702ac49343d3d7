import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_DAYS,
  DEFAULT_CONSENT_MODE,
  GRANTED_CONSENT_MODE,
  INITIAL_CONSENT,
  consentCookieValue,
  consentFromCookie,
  showsBanner,
  transitionConsent,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentState,
} from '../../../../domain/shared/consent/index.ts';

const cookie = fc.oneof(fc.constantFrom('true', 'false', ' TRUE ', 'False', '', '1', 'yes'), fc.string(), fc.constant(undefined));
const event: fc.Arbitrary<ConsentEvent> = fc.oneof(
  fc.constant({ type: 'ACCEPTED' as const }),
  fc.constant({ type: 'DENIED' as const }),
  cookie.map((c) => ({ type: 'RESTORED' as const, cookie: c })),
);
const state = fc.constantFrom<ConsentState>('undecided', 'granted', 'denied');

function run(events: readonly ConsentEvent[]) {
  let s: ConsentState = INITIAL_CONSENT;
  let monitoringStarted = false;
  const effects: ConsentEffect[] = [];
  for (const e of events) {
    const t = transitionConsent(s, e, { monitoringStarted });
    s = t.state;
    monitoringStarted = t.monitoringStarted;
    effects.push(...t.effects);
  }
  return { state: s, effects, monitoringStarted };
}

describe('consent cookie', () => {
  it.each([
    ['true', 'granted'],
    ['false', 'denied'],
    [' True ', 'granted'],
    ['FALSE', 'denied'],
    [undefined, 'undecided'],
    ['', 'undecided'],
    ['1', 'undecided'],
    ['yes', 'undecided'],
  ])('%s → %s', (value, expected) => {
    expect(consentFromCookie(value)).toBe(expected);
  });

  it('reads back every decision it writes, and is kept 360 days', () => {
    expect(consentFromCookie(consentCookieValue('granted') ?? undefined)).toBe('granted');
    expect(consentFromCookie(consentCookieValue('denied') ?? undefined)).toBe('denied');
    expect(consentCookieValue('undecided')).toBeNull();
    expect(CONSENT_COOKIE_DAYS).toBe(360);
  });
});

describe('consent machine', () => {
  it('declares all four signals denied before consent', () => {
    expect(DEFAULT_CONSENT_MODE).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_personalization: 'denied',
      ad_user_data: 'denied',
    });
  });

  it('on accept grants the four signals, loads pixels, shows chat, starts monitoring and writes true', () => {
    expect(transitionConsent('undecided', { type: 'ACCEPTED' }, { monitoringStarted: false })).toEqual({
      state: 'granted',
      monitoringStarted: true,
      effects: [
        { type: 'updateConsentMode', mode: GRANTED_CONSENT_MODE },
        { type: 'loadPixels' },
        { type: 'showChatWidget' },
        { type: 'startMonitoring' },
        { type: 'writeCookie', name: 'consent', value: 'true', days: 360 },
      ],
    });
  });

  it('on decline denies the signals, revokes the marketing pixel and writes false', () => {
    expect(transitionConsent('undecided', { type: 'DENIED' }, { monitoringStarted: false })).toEqual({
      state: 'denied',
      monitoringStarted: false,
      effects: [
        { type: 'updateConsentMode', mode: DEFAULT_CONSENT_MODE },
        { type: 'revokeMarketingPixelConsent' },
        { type: 'writeCookie', name: 'consent', value: 'false', days: 360 },
      ],
    });
  });

  it('replays a stored decision at start without rewriting the cookie, and ignores it once decided', () => {
    const t = transitionConsent('undecided', { type: 'RESTORED', cookie: 'true' }, { monitoringStarted: false });
    expect(t.state).toBe('granted');
    expect(t.effects).toContainEqual({ type: 'startMonitoring' });
    expect(t.effects.some((e) => e.type === 'writeCookie')).toBe(false);
    expect(transitionConsent('denied', { type: 'RESTORED', cookie: 'true' }, { monitoringStarted: false }).state).toBe('denied');
    expect(transitionConsent('undecided', { type: 'RESTORED', cookie: undefined }, { monitoringStarted: false })).toEqual({
      state: 'undecided',
      effects: [],
      monitoringStarted: false,
    });
  });

  it('starts monitoring at most once over any sequence, and exactly when consent was ever granted', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        const r = run(events);
        const starts = r.effects.filter((e) => e.type === 'startMonitoring').length;
        expect(starts).toBeLessThanOrEqual(1);
        const everGranted = r.effects.some((e) => e.type === 'loadPixels');
        expect(starts).toBe(everGranted ? 1 : 0);
        expect(r.monitoringStarted).toBe(everGranted);
      }),
    );
  });

  it('never starts monitoring when the caller says it already runs', () => {
    fc.assert(
      fc.property(state, event, (s, e) => {
        const t = transitionConsent(s, e, { monitoringStarted: true });
        expect(t.effects.some((x) => x.type === 'startMonitoring')).toBe(false);
        expect(t.monitoringStarted).toBe(true);
      }),
    );
  });

  it('shows the banner iff undecided, and any accept or decline hides it for good', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        const r = run(events);
        expect(showsBanner(r.state)).toBe(r.state === 'undecided');
        const decided = events.some((e) => e.type === 'ACCEPTED' || e.type === 'DENIED' || consentFromCookie(e.cookie) !== 'undecided');
        expect(showsBanner(r.state)).toBe(!decided);
      }),
    );
  });

  it('writes a cookie that matches the state it leads to, and repeating a decision does nothing', () => {
    fc.assert(
      fc.property(state, event, (s, e) => {
        const t = transitionConsent(s, e, { monitoringStarted: false });
        for (const x of t.effects) if (x.type === 'writeCookie') expect(consentFromCookie(x.value)).toBe(t.state);
        if (e.type !== 'RESTORED' && t.state === s) expect(t.effects).toEqual([]);
      }),
    );
  });
});
