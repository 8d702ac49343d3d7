import { createEffect, createEvent, createStore, sample } from 'effector';
import { addToast, createToast, dismissToast, removeToast, TOAST_REMOVE_DELAY_MS, type Toast, type ToastInput } from '../../../../domain/index.ts';

/**
 * Toasts and their timers. A shown toast closes itself after its duration; a
 * closed one is removed {@link TOAST_REMOVE_DELAY_MS} later so it can animate
 * out. While the viewport is hovered or focused every timer pauses.
 *
 * Reading: resuming gives each open toast its full duration again (a visitor
 * who stopped to read a toast gets the whole time to finish it). A toast
 * whose duration is not finite (Infinity) never closes by itself.
 */

/** One running timer: which toast, for how long, and the token that tells a current timer from a cancelled one. */
export interface ToastTimer {
  readonly id: string;
  readonly ms: number;
  readonly token: number;
}

const wait = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Waits out a toast's duration; resolves with the timer it was given. */
export const toastTimerFx = createEffect<ToastTimer, ToastTimer>((timer) => wait(timer, timer.ms));
/** Waits {@link TOAST_REMOVE_DELAY_MS} after a toast closed; resolves with its id. */
export const toastRemoveDelayFx = createEffect<string, string>((id) => wait(id, TOAST_REMOVE_DELAY_MS));
/** Starts several timers at once (on resume). */
const toastTimersFx = createEffect<readonly ToastTimer[], void>(async (timers) => {
  await Promise.all(timers.map((timer) => toastTimerFx(timer)));
});

/** At most five toasts (the domain's rule), newest first. */
export const $toasts = createStore<readonly Toast[]>([], { sid: 'toasts/$toasts', serialize: 'ignore' });
/** Whether the viewport is hovered or focused. */
export const $toastsPaused = createStore(false, { sid: 'toasts/$toastsPaused', serialize: 'ignore' });
/** The current timer token of each toast; a timer whose token is not here any more was cancelled. */
const $timerTokens = createStore<Readonly<Record<string, number>>>({}, { sid: 'toasts/$timerTokens', serialize: 'ignore' });
const $lastToken = createStore(0, { sid: 'toasts/$lastToken', serialize: 'ignore' });

export const toastShown = createEvent<ToastInput>();
export const toastDismissed = createEvent<string>();
export const toastRemoved = createEvent<string>();
/** The visitor swiped a toast far enough to the right (the component applies `swipeDismisses`). */
export const toastSwipedAway = createEvent<string>();
/** The pointer entered, or focus moved into, the viewport. */
export const toastsPaused = createEvent();
/** The pointer left, or focus moved out of, the viewport. */
export const toastsResumed = createEvent();

const timersRequested = createEvent<readonly Omit<ToastTimer, 'token'>[]>();
const timersStarted = createEvent<readonly ToastTimer[]>();

$toasts
  .on(toastShown, (list, input) => addToast(list, createToast(input)))
  .on(toastDismissed, (list, id) => dismissToast(list, id))
  .on(toastRemoved, (list, id) => removeToast(list, id));

$toastsPaused.on(toastsPaused, () => true).on(toastsResumed, () => false);

sample({ clock: toastSwipedAway, target: toastDismissed });

// Timers: a token per start, so that a cancelled timer (pause, dismiss, re-show) ends harmlessly.
sample({
  clock: timersRequested,
  source: $lastToken,
  filter: (_, timers) => timers.length > 0,
  fn: (last, timers) => timers.map((timer, i) => ({ ...timer, token: last + i + 1 })),
  target: timersStarted,
});
$lastToken.on(timersStarted, (last, timers) => last + timers.length);
$timerTokens
  .on(timersStarted, (tokens, timers) => ({ ...tokens, ...Object.fromEntries(timers.map((t) => [t.id, t.token])) }))
  .on(toastDismissed, (tokens, id) => Object.fromEntries(Object.entries(tokens).filter(([key]) => key !== id)))
  .on(toastsPaused, () => ({}));
sample({ clock: timersStarted, target: toastTimersFx });

const timed = (toast: Toast | undefined): toast is Toast => toast !== undefined && toast.open && Number.isFinite(toast.duration);

sample({
  clock: toastShown,
  source: { toasts: $toasts, paused: $toastsPaused },
  filter: ({ toasts, paused }, input) => !paused && timed(toasts.find((t) => t.id === input.id)),
  fn: ({ toasts }, input) => toasts.filter((t) => t.id === input.id).map((t) => ({ id: t.id, ms: t.duration })),
  target: timersRequested,
});
sample({
  clock: toastsResumed,
  source: $toasts,
  fn: (toasts) => toasts.filter(timed).map((t) => ({ id: t.id, ms: t.duration })),
  target: timersRequested,
});
sample({
  clock: toastTimerFx.doneData,
  source: $timerTokens,
  filter: (tokens, timer) => tokens[timer.id] === timer.token,
  fn: (_, timer) => timer.id,
  target: toastDismissed,
});

// Removal: only a toast still closed when the delay ends (one shown again under the same id stays).
sample({ clock: toastDismissed, target: toastRemoveDelayFx });
sample({
  clock: toastRemoveDelayFx.doneData,
  source: $toasts,
  filter: (toasts, id) => toasts.some((t) => t.id === id && !t.open),
  fn: (_, id) => id,
  target: toastRemoved,
});
