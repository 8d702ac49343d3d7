import { createEffect, createEvent, createStore, sample } from 'effector';
import { INITIAL_CONSENT, transitionConsent, type ConsentEffect, type ConsentEvent, type ConsentState, type ConsentTransition } from '../../../../domain/index.ts';
import { appStarted } from '../app/model.ts';

/** Carries out what the consent machine decided (cookie, consent mode, pixels, monitoring); bound in the browser. */
export const runConsentEffectsFx = createEffect<readonly ConsentEffect[], void>(() => undefined);

export const $consent = createStore<ConsentState>(INITIAL_CONSENT, { sid: 'consent/$consent' });
/** Monitoring starts once per page life, whatever the visitor clicks. */
const $monitoringStarted = createStore(false, { sid: 'consent/$monitoringStarted', serialize: 'ignore' });

export const consentAccepted = createEvent();
export const consentDenied = createEvent();

const consentEvent = createEvent<ConsentEvent>();
const transitioned = createEvent<ConsentTransition>();

sample({ clock: appStarted, fn: (context): ConsentEvent => ({ type: 'RESTORED', cookie: context.cookies['consent'] }), target: consentEvent });
sample({ clock: consentAccepted, fn: (): ConsentEvent => ({ type: 'ACCEPTED' }), target: consentEvent });
sample({ clock: consentDenied, fn: (): ConsentEvent => ({ type: 'DENIED' }), target: consentEvent });

sample({
  clock: consentEvent,
  source: { state: $consent, monitoringStarted: $monitoringStarted },
  fn: ({ state, monitoringStarted }, event) => transitionConsent(state, event, { monitoringStarted }),
  target: transitioned,
});
sample({ clock: transitioned, fn: (t) => t.state, target: $consent });
sample({ clock: transitioned, fn: (t) => t.monitoringStarted, target: $monitoringStarted });
sample({ clock: transitioned, filter: (t) => t.effects.length > 0, fn: (t) => t.effects, target: runConsentEffectsFx });

/** The banner shows only while the visitor has not decided. */
export const $showsConsentBanner = $consent.map((state) => state === 'undecided');
